import type { DocumentItem } from '@vognpark/server/areas/documents';
import { Button, Combobox, Spinner, StatusPill } from '@vognpark/ui';
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useAppMessages } from '../../i18n/useAppMessages';
import { dayOf, documentTypeLabel, expiryLabel, expiryTone, ownerText } from './labels';
import { fileUrl } from './upload';

export interface RecordDocumentsViewProps {
  /** The record's documents. */
  rows: readonly DocumentItem[];
  loading: boolean;
  /** The list failed: what to say (with Try Again). */
  error?: ReactNode;
  onRetry: () => void;
  /** Opens the upload drawer for this record. */
  onUpload: () => void;
  /** The client's documents matching the attach picker's text. */
  matches: readonly DocumentItem[];
  onSearch: (text: string) => void;
  matchesLoading?: boolean;
  /** Attaches the chosen existing document to the record. */
  onAttach: (document: DocumentItem) => void;
  attachPending?: boolean;
  /** Where files come from (stories point elsewhere). */
  fileHref?: typeof fileUrl;
  /**
   * `evidence`: an obligation's evidence in its renewal drawer (the heading Evidence, the button
   * Attach Evidence, the vehicle's documents in the picker) instead of a record's documents.
   */
  variant?: 'documents' | 'evidence';
}

/**
 * A record's documents (an organisation's, an agreement's, an expense's, a service entry's): each
 * opens its file; Upload Documents adds new files to the record, Attach Document attaches one the
 * client already has (a receipt uploaded to the vehicle, a contract uploaded to the partner).
 */
export function RecordDocumentsView({
  rows,
  loading,
  error,
  onRetry,
  onUpload,
  matches,
  onSearch,
  matchesLoading,
  onAttach,
  attachPending,
  fileHref = fileUrl,
  variant = 'documents',
}: RecordDocumentsViewProps) {
  const evidence = variant === 'evidence';
  const t = useAppMessages();
  const { formatDate } = useIntl();
  const day = (iso: string) => formatDate(dayOf(iso), { dateStyle: 'medium' });
  const headingId = useId();
  const [attaching, setAttaching] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const [chosenLabel, setChosenLabel] = useState<string | undefined>();
  const [missing, setMissing] = useState(false);
  const own = new Set(rows.map((row) => row.id));
  const options = matches
    .filter((doc) => !own.has(doc.id))
    .map((doc) => ({
      value: doc.id,
      label: doc.title,
      description: `${t(documentTypeLabel(doc.type))} · ${ownerText(doc.owner, day)}`,
    }));

  const attach = () => {
    const document = matches.find((doc) => doc.id === chosen);
    if (!document) {
      setMissing(true);
      return;
    }
    onAttach(document);
    setChosen(null);
    setChosenLabel(undefined);
    setAttaching(false);
  };

  return (
    <Section aria-labelledby={headingId}>
      <h3 id={headingId}>{t(evidence ? 'app.documents.evidence.title' : 'app.documents.record.title')}</h3>
      {loading && rows.length === 0 ? (
        <Spinner label={t('app.documents.list.label')} />
      ) : error ? (
        <p role="alert">
          {error}{' '}
          <Button variant="secondary" onClick={onRetry}>
            {t('app.documents.retry')}
          </Button>
        </p>
      ) : rows.length === 0 ? (
        <Muted>{t(evidence ? 'app.documents.evidence.empty' : 'app.documents.record.empty')}</Muted>
      ) : (
        <List>
          {rows.map((doc) => (
            <li key={doc.id}>
              <a href={fileHref(doc.current.id)} target="_blank" rel="noopener noreferrer">
                {doc.title}
              </a>
              <Muted> · {t(documentTypeLabel(doc.type))}</Muted>
              {doc.expiresOn && (
                <StatusPill
                  tone={expiryTone[doc.expiryState]}
                  label={`${t(expiryLabel(doc.expiryState))}: ${day(doc.expiresOn)}`}
                />
              )}
            </li>
          ))}
        </List>
      )}
      <Buttons>
        <Button variant="secondary" onClick={onUpload}>
          {t('app.documents.upload')}
        </Button>
        {!attaching && (
          <Button variant="secondary" onClick={() => setAttaching(true)}>
            {t(evidence ? 'app.documents.record.attachEvidence' : 'app.documents.record.attachExisting')}
          </Button>
        )}
      </Buttons>
      {attaching && (
        <AttachForm
          onSubmit={(event) => {
            event.preventDefault();
            attach();
          }}
          noValidate
        >
          <Combobox
            label={t('app.documents.record.document')}
            placeholder={t(evidence ? 'app.documents.evidence.search' : 'app.documents.record.search')}
            options={options}
            value={chosen}
            selectedLabel={chosenLabel}
            onValueChange={(value, option) => {
              setChosen(value);
              setChosenLabel(option?.label);
              setMissing(false);
            }}
            onSearchChange={onSearch}
            loading={matchesLoading}
            emptyMessage={t('app.documents.record.noMatches')}
            error={missing ? t('app.documents.record.noDocument') : undefined}
            required
          />
          <Buttons>
            <Button type="submit" pending={attachPending}>
              {t('app.documents.record.attach')}
            </Button>
            <Button variant="secondary" onClick={() => setAttaching(false)}>
              {t('app.documents.record.cancel')}
            </Button>
          </Buttons>
        </AttachForm>
      )}
    </Section>
  );
}

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-bottom: ${({ theme }) => theme.space[4]}px;

  h3 {
    margin: 0;
    font-size: 1rem;
  }

  p {
    margin: 0;
  }
`;

const List = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[4]}px;
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;

  li {
    overflow-wrap: anywhere;
  }

  li > span:last-child {
    margin-left: ${({ theme }) => theme.space[2]}px;
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const AttachForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
`;
