import { Button, useDrawer } from '@vognpark/ui';
import styled from 'styled-components';
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
