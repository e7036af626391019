import { Button, ButtonGroup, useDrawer } from '@vognpark/ui';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { EditConflict } from '../data/errors';
import { formatMoment } from '../areas/vehicles/format';
import { useAppMessages } from '../i18n/useAppMessages';

/** Cancel in a form drawer's footer: closes, asking first when something was changed. */
export function DrawerCancelButton() {
  const t = useAppMessages();
  const { requestClose } = useDrawer();
  return (
    <Button variant="secondary" onClick={requestClose}>
      {t('app.form.cancel')}
    </Button>
  );
}

/**
 * The submit button in a form drawer's footer, for the form `form` (the footer is outside it):
 * "Save" unless told otherwise.
 */
export function DrawerSaveButton({
  form,
  pending,
  label,
  pendingLabel,
}: {
  form: string;
  pending: boolean;
  label?: string;
  pendingLabel?: string;
}) {
  const t = useAppMessages();
  return (
    <Button type="submit" form={form} pending={pending} pendingLabel={pendingLabel ?? t('app.form.saving')}>
      {label ?? t('app.form.save')}
    </Button>
  );
}

/** The layout of a form in its drawer. */
export const DrawerFormLayout = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
`;

/** Fields side by side, as many as fit. */
export const FieldRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  align-items: start;
`;

/** A save that failed for a reason no field explains. */
export const DrawerFailure = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.text};
`;

const ConflictBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.text};

  & > p {
    margin: 0;
  }
`;

/** What DrawerConflict needs of `useDrawerForm`'s answer. */
export interface DrawerConflictState {
  conflict: EditConflict | null;
  changedFields: readonly string[];
  theirsLoaded: boolean;
  takeTheirs: () => void;
  keepMine: () => void;
}

/**
 * Above a form whose save was refused because someone else changed the record meanwhile: who
 * and when, what they changed (once their version is here), and the choice between their
 * changes and what was typed (kept in the form). Nothing when there is no conflict.
 */
export function DrawerConflict({
  form,
  fieldLabel,
}: {
  form: DrawerConflictState;
  /** The form's label of a field, for the list of what they changed. */
  fieldLabel: (field: string) => string;
}) {
  const t = useAppMessages();
  const { locale } = useIntl();
  const { conflict } = form;
  if (!conflict) return null;
  const time = formatMoment(conflict.changedAt, locale);
  const name = conflict.changedBy && `${conflict.changedBy.name} ${conflict.changedBy.surname}`.trim();
  const fields = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    form.changedFields.map(fieldLabel),
  );
  return (
    <ConflictBox role="alert">
      <p>
        {name
          ? t('app.form.conflict.changedBy', { name, time })
          : t('app.form.conflict.changedBySomeone', { time })}
      </p>
      {form.changedFields.length > 0 && <p>{t('app.form.conflict.fields', { fields })}</p>}
      <p>{t('app.form.conflict.choose')}</p>
      <ButtonGroup>
        <Button
          variant="secondary"
          onClick={form.takeTheirs}
          pending={!form.theirsLoaded}
          pendingLabel={t('app.form.conflict.loading')}
        >
          {t('app.form.conflict.takeTheirs')}
        </Button>
        <Button variant="secondary" onClick={form.keepMine}>
          {t('app.form.conflict.keepMine')}
        </Button>
      </ButtonGroup>
    </ConflictBox>
  );
}
