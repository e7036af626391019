import type { Obligation, Renewal } from '@vognpark/server/areas/compliance';
import { Button, DateField, TextArea } from '@vognpark/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useAppMessages } from '../../../i18n/useAppMessages';
import { formatDate, formatMoment, formatPlate } from '../../vehicles/format';
import { addDays, dateToIso, isoToDate } from '../dates';
import { initialRenewValues, validateRenewForm, workFieldErrorMessage, type RenewFormValues } from '../form';
import { FieldRow } from '../../../forms/DrawerParts';
import { FormDrawer } from '../../../forms/FormDrawer';
import { useDrawerForm } from '../../../forms/useDrawerForm';
import { obligationName } from '../labels';
import { ComplianceStatePill } from './WorkPills';

/** An obligation's renewals as the drawer lists them (newest first, page by page). */
export interface RenewalHistoryState {
  renewals: readonly Renewal[];
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

export interface RenewDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The obligation to renew (the drawer renders nothing without one). */
  obligation: Obligation | null;
  /** Today in Copenhagen ('YYYY-MM-DD'): the default day of the renewal and the latest allowed. */
  today: string;
  /** Saves the renewal; resolve on success (the drawer closes), reject with the server's error. */
  onSave: (values: RenewFormValues) => Promise<unknown>;
  history: RenewalHistoryState;
  /**
   * The obligation's evidence, below the form (the documents area's part of the obligation,
   * areas/area.ts `record`): the documents that prove its renewals, and Attach Evidence.
   */
  evidence?: ReactNode;
  portalRoot?: HTMLElement | null;
}

const fields = ['completedOn', 'validUntil', 'note'] as const;

function History({ history }: { history: RenewalHistoryState }) {
  const t = useAppMessages();
  const { locale } = useIntl();
  if (history.loading) return <p role="status">{t('app.compliance.loading')}</p>;
  if (history.error)
    return (
      <p role="alert">
        {t('app.compliance.history.loadError')}{' '}
        <Button variant="secondary" size="sm" onClick={history.onRetry}>
          {t('app.error.retry')}
        </Button>
      </p>
    );
  if (history.renewals.length === 0) return <p>{t('app.compliance.history.empty')}</p>;
  return (
    <>
      <Entries>
        {history.renewals.map((renewal) => (
          <li key={renewal.id}>
            <strong>
              {t('app.compliance.history.renewed', {
                completedOn: formatDate(renewal.completedOn, locale),
                validUntil: formatDate(renewal.validUntil, locale),
              })}
            </strong>
            <Meta>
              {renewal.previousValidUntil
                ? t('app.compliance.history.previous', {
                    date: formatDate(renewal.previousValidUntil, locale),
                  })
                : t('app.compliance.history.previousNone')}
              {' · '}
              {renewal.actor
                ? t('app.compliance.history.by', {
                    name: `${renewal.actor.name} ${renewal.actor.surname}`.trim(),
                  })
                : t('app.compliance.history.bySystem')}
              {' · '}
              <time dateTime={renewal.createdAt.toISOString()}>
                {formatMoment(renewal.createdAt, locale)}
              </time>
            </Meta>
            {renewal.note && <Note>{renewal.note}</Note>}
          </li>
        ))}
      </Entries>
      {history.hasMore && (
        <Button variant="secondary" size="sm" onClick={history.onLoadMore} pending={history.loadingMore}>
          {t('app.compliance.history.more')}
        </Button>
      )}
    </>
  );
}

/** The form's values while no obligation is given (the drawer then renders nothing). */
const noRenewal: RenewFormValues = { completedOn: '', validUntil: '', note: '' };

/**
 * Renew an obligation: the day it was done (today by default, never later) and the new valid-until
 * date (a year on by default), with a note; below, the renewals made before, newest first.
 */
export function RenewDrawer({
  open,
  onOpenChange,
  obligation,
  today,
  onSave,
  history,
  evidence,
  portalRoot,
}: RenewDrawerProps) {
  const t = useAppMessages();
  const { locale } = useIntl();
  const form = useDrawerForm<RenewFormValues>({
    openedFor: open && obligation ? obligation.id : null,
    initial: obligation ? initialRenewValues(obligation, today) : noRenewal,
    validate: (values) => validateRenewForm(values, today),
    save: onSave,
    onSaved: () => onOpenChange(false),
    fields,
    message: (field, code) => t(workFieldErrorMessage(field, code)),
  });
  const { formId, values, set, errorOf, fieldId } = form;
  const historyId = `${formId}-history`;

  if (!obligation) return null;

  const name = obligationName(obligation, t);
  const description = [
    obligation.vehicle ? formatPlate(obligation.vehicle.registration) : null,
    obligation.validUntil
      ? t('app.compliance.renew.current', { date: formatDate(obligation.validUntil, locale) })
      : t('app.compliance.noDate'),
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <FormDrawer
      form={form}
      open={open}
      onOpenChange={onOpenChange}
      portalRoot={portalRoot}
      title={t('app.compliance.renew.title', { name })}
      description={description}
      failure={t('app.compliance.saved.error')}
      errorsTitle={t('app.compliance.renew.errorsTitle')}
      saveLabel={t('app.compliance.renew.save')}
      intro={
        <Current>
          <ComplianceStatePill state={obligation.state} />
        </Current>
      }
      after={
        <>
          {evidence && <Evidence>{evidence}</Evidence>}
          <Section aria-labelledby={historyId}>
            <h3 id={historyId}>{t('app.compliance.history.title')}</h3>
            <History history={history} />
          </Section>
        </>
      }
    >
      <FieldRow>
        <DateField
          id={fieldId('completedOn')}
          label={t('app.compliance.renew.completedOn')}
          value={isoToDate(values.completedOn)}
          onValueChange={(date) => set('completedOn')(dateToIso(date))}
          max={isoToDate(today) ?? undefined}
          error={errorOf('completedOn')}
          required
        />
        <DateField
          id={fieldId('validUntil')}
          label={t('app.compliance.renew.validUntil')}
          value={isoToDate(values.validUntil)}
          onValueChange={(date) => set('validUntil')(dateToIso(date))}
          min={values.completedOn ? (isoToDate(addDays(values.completedOn, 1)) ?? undefined) : undefined}
          error={errorOf('validUntil')}
          required
        />
      </FieldRow>
      <TextArea
        id={fieldId('note')}
        label={t('app.compliance.renew.note')}
        description={t('app.compliance.renew.noteHint')}
        value={values.note}
        onValueChange={set('note')}
        error={errorOf('note')}
        maxLength={1000}
      />
    </FormDrawer>
  );
}

const Current = styled.div`
  margin-bottom: ${({ theme }) => theme.space[4]}px;
`;

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space[5]}px;
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  justify-items: start;

  & h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizes.md};
  }
`;

const Evidence = styled.div`
  margin-top: ${({ theme }) => theme.space[5]}px;
`;

const Entries = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
`;

const Meta = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space[1]}px 0 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;
