import type { Client } from '@vognpark/server/areas/accounts';
import { TextField } from '@vognpark/ui';
import { FormDrawer } from '../../../forms/FormDrawer';
import { useDrawerForm } from '../../../forms/useDrawerForm';
import { useAppMessages } from '../../../i18n/useAppMessages';
import { FilteredTextField } from '../../vehicles/components/FilteredTextField';
import { fieldMessage } from '../errors';
import type { FieldErrors } from '../../../data/errors';

export interface ClientFormValues {
  name: string;
  cvr: string;
  contactEmail: string;
  contactPhone: string;
}

export interface ClientFormDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The customer to edit; a new one when left out. */
  client?: Client;
  /**
   * Saves, as an edit made from `version` (the customer's version the person last saw; left out
   * for a new one); resolve on success (the drawer closes), reject with the server's error (field
   * errors land on their fields, a conflict is shown above the form with who changed it and when).
   */
  onSave: (values: ClientFormValues, version?: number) => Promise<unknown>;
  portalRoot?: HTMLElement | null;
}

const empty: ClientFormValues = { name: '', cvr: '', contactEmail: '', contactPhone: '' };

/** The checks the server makes too, so most mistakes show before a round trip. */
export function validateClient(values: ClientFormValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.name.trim()) errors.name = 'too_small';
  if (!/^[0-9]{8}$/.test(values.cvr)) errors.cvr = 'invalid';
  if (values.contactEmail && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(values.contactEmail))
    errors.contactEmail = 'invalid';
  return errors;
}

/** The fields in the order of the form, for the error summary. */
const fields = ['name', 'cvr', 'contactEmail', 'contactPhone'] as const;

/** Each field's label, for the list of what someone else changed. */
const fieldLabels = {
  name: 'app.clients.form.name',
  cvr: 'app.clients.form.cvr',
  contactEmail: 'app.clients.form.contactEmail',
  contactPhone: 'app.clients.form.contactPhone',
} as const satisfies Record<keyof ClientFormValues, string>;

/** Add or edit a customer: name, CVR number (digits only, exactly 8), contact e-mail and phone. */
export function ClientFormDrawer({ open, onOpenChange, client, onSave, portalRoot }: ClientFormDrawerProps) {
  const t = useAppMessages();
  const form = useDrawerForm<ClientFormValues>({
    openedFor: open ? (client?.id ?? 'new') : null,
    initial: client
      ? {
          name: client.name,
          cvr: client.cvr ?? '',
          contactEmail: client.contactEmail,
          contactPhone: client.contactPhone,
        }
      : empty,
    version: client?.version,
    validate: validateClient,
    // A new customer's form saves its values alone; an edit's, with the version it was made from.
    save: (values, ...version) => onSave({ ...values, name: values.name.trim() }, ...version),
    onSaved: () => onOpenChange(false),
    fields,
    message: (field, code) => t(fieldMessage(field, code)),
  });
  const { values, set, errorOf: error, fieldId } = form;

  return (
    <FormDrawer
      form={form}
      open={open}
      onOpenChange={onOpenChange}
      portalRoot={portalRoot}
      title={client ? t('app.clients.form.editTitle', { name: client.name }) : t('app.clients.form.addTitle')}
      failure={t('app.clients.saved.error')}
      errorsTitle={t('app.clients.form.errorsTitle')}
      fieldLabel={(field) => t(fieldLabels[field as keyof ClientFormValues])}
    >
      <TextField
        id={fieldId('name')}
        label={t('app.clients.form.name')}
        required
        value={values.name}
        onValueChange={set('name')}
        error={error('name')}
      />
      <FilteredTextField
        kind="pint"
        id={fieldId('cvr')}
        label={t('app.clients.form.cvr')}
        description={t('app.clients.form.cvrHint')}
        required
        inputMode="numeric"
        maxLength={8}
        value={values.cvr}
        onValueChange={set('cvr')}
        error={error('cvr')}
      />
      <FilteredTextField
        kind="email"
        id={fieldId('contactEmail')}
        label={t('app.clients.form.contactEmail')}
        autoComplete="email"
        value={values.contactEmail}
        onValueChange={set('contactEmail')}
        error={error('contactEmail')}
      />
      <TextField
        id={fieldId('contactPhone')}
        label={t('app.clients.form.contactPhone')}
        type="tel"
        value={values.contactPhone}
        onValueChange={set('contactPhone')}
        error={error('contactPhone')}
      />
    </FormDrawer>
  );
}
