import type { DocumentItem, DocumentVersion } from '@vognpark/server/areas/documents';
import { Button, DocumentIcon, EmptyState, Spinner, StatusPill } from '@vognpark/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useAppMessages } from '../../i18n/useAppMessages';
import { dayOf, documentTypeLabel, expiryLabel, expiryTone, ownerText, previewKind } from './labels';
import { fileUrl, formatBytes } from './upload';
import type { ListState } from '../../data/keysetList';

export interface DocumentBrowserProps {
  /** The documents (the browser shows no total); its error is said in place of the list, with Try Again. */
  list: ListState<DocumentItem>;
  emptyTitle: ReactNode;
  emptyMessage: ReactNode;
  emptyAction?: ReactNode;
  /** The document in the preview. */
  selected: DocumentItem | null;
  /** Its versions, newest first, once loaded. */
  versions?: readonly DocumentVersion[];
  onSelect: (id: string) => void;
  onNewVersion: (document: DocumentItem) => void;
  onConfirmRenewal: (document: DocumentItem) => void;
  confirmPending?: boolean;
  /** Where files come from (stories point elsewhere). */
  fileHref?: typeof fileUrl;
}

/**
 * The documents as a list beside a preview of the chosen one (stacked on a phone): a picture, the
 * browser's own PDF viewer, or a download for other files; its versions, and the renewal it
 * proposes with the button that confirms it.
 */
export function DocumentBrowser({
  list,
  emptyTitle,
  emptyMessage,
  emptyAction,
  selected,
  versions,
  onSelect,
  onNewVersion,
  onConfirmRenewal,
  confirmPending,
  fileHref = fileUrl,
}: DocumentBrowserProps) {
  const { rows, loading, error, onRetry, hasMore, loadingMore, onLoadMore } = list;
  const t = useAppMessages();
  const { locale, formatDate } = useIntl();
  const day = (iso: string) => formatDate(dayOf(iso), { dateStyle: 'medium' });

  if (loading && rows.length === 0)
    return (
      <Centered>
        <Spinner label={t('app.documents.list.label')} />
      </Centered>
    );
  if (error)
    return (
      <EmptyState
        title={error}
        message={null}
        action={
          <Button variant="secondary" onClick={onRetry}>
            {t('app.documents.retry')}
          </Button>
        }
      />
    );
  if (rows.length === 0) return <EmptyState title={emptyTitle} message={emptyMessage} action={emptyAction} />;

  return (
    <Layout>
      <div>
        <List aria-label={t('app.documents.list.label')}>
          {rows.map((doc) => (
            <li key={doc.id}>
              <Row
                type="button"
                aria-current={selected?.id === doc.id ? 'true' : undefined}
                onClick={() => onSelect(doc.id)}
              >
                {doc.current.hasThumb ? (
                  <Thumb src={fileHref(doc.current.id, 'thumb')} alt="" loading="lazy" />
                ) : (
                  <FileBadge aria-hidden>
                    <DocumentIcon size={20} />
                  </FileBadge>
                )}
                <RowText>
                  <RowTitle>{doc.title}</RowTitle>
                  <Muted>
                    {t(documentTypeLabel(doc.type))} · {ownerText(doc.owner, day)}
                  </Muted>
                </RowText>
                {doc.expiresOn && (
                  <StatusPill
                    tone={expiryTone[doc.expiryState]}
                    label={`${t(expiryLabel(doc.expiryState))}: ${day(doc.expiresOn)}`}
                  />
                )}
              </Row>
            </li>
          ))}
        </List>
        {hasMore && (
          <More>
            <Button variant="secondary" pending={loadingMore} onClick={onLoadMore}>
              {t('app.documents.more')}
            </Button>
          </More>
        )}
      </div>
      <Preview aria-label={t('app.documents.preview.label')}>
        {selected ? (
          <>
            <h2>{selected.title}</h2>
            <Muted>
              {t(documentTypeLabel(selected.type))} · {ownerText(selected.owner, day)}
              {selected.number && ` · ${selected.number}`}
            </Muted>
            {selected.expiresOn && (
              <p>{t('app.documents.item.expires', { date: day(selected.expiresOn) })}</p>
            )}
            {selected.proposal && (
              <Proposal role="status">
                <p>{t('app.documents.proposal', { date: day(selected.proposal.proposedValidUntil) })}</p>
                <Button pending={confirmPending} onClick={() => onConfirmRenewal(selected)}>
                  {t('app.documents.proposal.confirm')}
                </Button>
              </Proposal>
            )}
            {selected.evidenceFor && <StatusPill tone="success" label={t('app.documents.evidence')} />}
            {textNote(selected.current) && <p>{t(textNote(selected.current)!)}</p>}
            <Buttons>
              <Button
                variant="secondary"
                onClick={() => window.location.assign(`${fileHref(selected.current.id)}?download=1`)}
              >
                {t('app.documents.download')}
              </Button>
              <Button variant="secondary" onClick={() => onNewVersion(selected)}>
                {t('app.documents.newVersion')}
              </Button>
            </Buttons>
            <PreviewBody selected={selected} fileHref={fileHref} />
            <h3>{t('app.documents.versions')}</h3>
            <Versions>
              {(versions ?? [selected.current]).map((version) => (
                <li key={version.id}>
                  <a href={`${fileHref(version.id)}?download=1`} download={version.fileName}>
                    {version.fileName}
                  </a>{' '}
                  <Muted>
                    {t('app.documents.versionLine', {
                      version: version.version,
                      date: formatDate(new Date(version.createdAt), { dateStyle: 'medium' }),
                      size: formatBytes(version.size, locale),
                    })}
                    {version.uploadedBy &&
                      ` ${t('app.documents.uploadedBy', { name: version.uploadedBy.name })}`}
                  </Muted>
                </li>
              ))}
            </Versions>
          </>
        ) : (
          <Muted>{t('app.documents.preview.none')}</Muted>
        )}
      </Preview>
    </Layout>
  );
}

/**
 * What the preview says of a file whose text was not read whole (docs/documents.md, "Reading a
 * PDF's text"): a search does not find it, or not wholly, by the words inside; or whose text was
 * recognised in pictures ("Reading a scan's text"): a misread word, and æ, ø and å, are not found;
 * or in whose pictures no text was found; or a HEIC stored before HEICs were decoded (not read).
 */
function textNote(version: DocumentVersion) {
  if (version.textStatus === 'recognised') return 'app.documents.text.recognised' as const;
  if (version.textStatus === 'no_text') return 'app.documents.text.noText' as const;
  if (version.textStatus === 'partial') return 'app.documents.text.partial' as const;
  if (['timed_out', 'too_large', 'skipped', 'failed'].includes(version.textStatus))
    return 'app.documents.text.unread' as const;
  // A HEIC stored before HEICs were decoded (documents/heic.ts on the server) was not read.
  if (version.textStatus === 'none' && /^image\/hei[cf]$/.test(version.contentType))
    return 'app.documents.text.unread' as const;
  return null;
}

function PreviewBody({ selected, fileHref }: { selected: DocumentItem; fileHref: typeof fileUrl }) {
  const t = useAppMessages();
  const kind = previewKind(selected.current);
  if (kind === 'image')
    return (
      <Picture
        src={fileHref(selected.current.id, 'web')}
        alt={t('app.documents.preview.image', { title: selected.title })}
      />
    );
  if (kind === 'pdf')
    return (
      <PdfFrame
        key={selected.current.id}
        src={fileHref(selected.current.id)}
        title={t('app.documents.preview.pdf', { title: selected.title })}
      />
    );
  return <Muted>{t('app.documents.preview.unavailable')}</Muted>;
}

const Centered = styled.div`
  display: grid;
  place-items: center;
  min-height: 200px;
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  grid-template-columns: minmax(0, 1fr);

  @media (min-width: 1000px) {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
    align-items: start;
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[1]}px;
`;

const Row = styled.button`
  display: grid;
  grid-template-columns: 48px minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  width: 100%;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  text-align: start;
  font: inherit;
  color: inherit;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }

  @media (max-width: 600px) {
    grid-template-columns: 40px minmax(0, 1fr);
    & > :last-child:not(:nth-child(2)) {
      grid-column: 2;
      justify-self: start;
    }
  }
`;

const Thumb = styled.img`
  width: 48px;
  height: 40px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const FileBadge = styled.span`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  font-size: ${({ theme }) => theme.font.sizes.xs};
  font-weight: ${({ theme }) => theme.font.weights.bold};
  color: ${({ theme }) => theme.colors.textMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const RowText = styled.span`
  display: grid;
  min-width: 0;
`;

const RowTitle = styled.span`
  font-weight: ${({ theme }) => theme.font.weights.medium};
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[3]}px;
`;

const Preview = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  h2,
  h3,
  p {
    margin: 0;
  }
  h2 {
    font-size: ${({ theme }) => theme.font.sizes.xl};
    overflow-wrap: anywhere;
  }
  h3 {
    font-size: ${({ theme }) => theme.font.sizes.lg};
    margin-top: ${({ theme }) => theme.space[2]}px;
  }
`;

const Proposal = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  justify-items: start;
  padding: ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.warning};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const Picture = styled.img`
  max-width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radii.md};
`;

const PdfFrame = styled.iframe`
  width: 100%;
  height: min(70vh, 720px);
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Versions = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space[4]}px;
  display: grid;
  gap: ${({ theme }) => theme.space[1]}px;
  overflow-wrap: anywhere;
`;
