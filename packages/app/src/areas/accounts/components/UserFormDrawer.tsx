import type { ClientOption, ManagedUser, Role } from '@vognpark/server/areas/accounts';
import { CheckboxGroup, Select, TextField } from '@vognpark/ui';
import { FormDrawer } from '../../../forms/FormDrawer';
import { useDrawerForm } from '../../../forms/useDrawerForm';
import { useAppMessages } from '../../../i18n/useAppMessages';
import { FilteredTextField } from '../../vehicles/components/FilteredTextField';
import { fieldMessage } from '../errors';
import type { FieldErrors } from '../../../data/errors';
import { roleLabel } from '../labels';
import { licenceCategories, type LicenceCategory } from '../../vehicles/domain';

export interface UserFormValues {
  email: string;
  name: string;
  surname: string;
  role: Role;
  clientId: string;
  /** The driving licence categories the person holds (none: not recorded); not for an admin. */
  licenceCategories: LicenceCategory[];
}

export interface UserFormDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The user to edit (e-mail, name and licence categories); a new user when left out. */
  user?: ManagedUser;
  /** The roles the person may give (a manager: user and manager). */
  roles: readonly Role[];
  /** Admins: the customers to choose from; managers add to their own customer (none shown). */
  clients?: readonly ClientOption[];
  /**
   * Saves, as an edit made from `version` (the user's version the person last saw; left out for a
   * new user); resolve on success (the drawer closes), reject with the server's error (a conflict
   * is shown above the form with who changed the user and when).
   */
  onSave: (values: UserFormValues, version?: number) => Promise<unknown>;
  portalRoot?: HTMLElement | null;
}

export function validateUser(values: UserFormValues, needsClient: boolean): FieldErrors {
  const errors: FieldErrors = {};
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(values.email.trim()))
    errors.email = values.email ? 'invalid' : 'too_small';
  if (!values.name.trim()) errors.name = 'too_small';
  if (!values.surname.trim()) errors.surname = 'too_small';
  if (needsClient && values.role !== 'admin' && !values.clientId) errors.clientId = 'required';
  return errors;
}

/** The fields in the order of the form, for the error summary. */
const fields = ['email', 'name', 'surname', 'role', 'clientId', 'licenceCategories'] as const;

/** Each field's label, for the list of what someone else changed. */
const fieldLabels = {
  email: 'app.users.form.email',
  name: 'app.users.form.name',
  surname: 'app.users.form.surname',
  role: 'app.users.form.role',
  clientId: 'app.users.form.client',
  licenceCategories: 'app.users.form.licenceCategories',
} as const satisfies Record<keyof UserFormValues, string>;

/**
 * Add a user (e-mail, name, role, customer, driving licence categories) or edit one's e-mail, name
 * and licence categories. Admins drive nothing here: their form has no licence.
 */
export function UserFormDrawer({
  open,
  onOpenChange,
  user,
  roles,
  clients,
  onSave,
  portalRoot,
}: UserFormDrawerProps) {
  const t = useAppMessages();
  const choosesClientFor = (role: string) => !user && clients !== undefined && role !== 'admin';
  const form = useDrawerForm<UserFormValues>({
    openedFor: open ? (user?.id ?? 'new') : null,
    initial: user
      ? {
          email: user.email,
          name: user.contact.name,
          surname: user.contact.surname,
          role: user.role,
          clientId: user.clientId ?? '',
          licenceCategories: user.licenceCategories,
        }
      : {
          email: '',
          name: '',
          surname: '',
          role: roles.includes('manager') ? 'manager' : roles[0]!,
          clientId: '',
          licenceCategories: [],
        },
    version: user?.version,
    validate: (values) => validateUser(values, choosesClientFor(values.role)),
    // A new user's form saves its values alone; an edit's, with the version it was made from.
    save: (values, ...version) =>
      onSave(
        {
          ...values,
          email: values.email.trim(),
          name: values.name.trim(),
          surname: values.surname.trim(),
        },
        ...version,
      ),
    onSaved: () => onOpenChange(false),
    fields,
    message: (field, code) => t(fieldMessage(field, code)),
  });
  const { values, set, errorOf: error, fieldId } = form;
  const choosesClient = choosesClientFor(values.role);

  return (
    <FormDrawer
      form={form}
      open={open}
      onOpenChange={onOpenChange}
      portalRoot={portalRoot}
      title={
        user
          ? t('app.users.form.editTitle', { name: `${user.contact.name} ${user.contact.surname}`.trim() })
          : t('app.users.form.addTitle')
      }
      failure={t('app.users.saved.error')}
      errorsTitle={t('app.users.form.errorsTitle')}
      fieldLabel={(field) => t(fieldLabels[field as keyof UserFormValues])}
    >
      <FilteredTextField
        kind="email"
        id={fieldId('email')}
        label={t('app.users.form.email')}
        required
        autoComplete="off"
        value={values.email}
        onValueChange={set('email')}
        error={error('email')}
      />
      <TextField
        id={fieldId('name')}
        label={t('app.users.form.name')}
        required
        value={values.name}
        onValueChange={set('name')}
        error={error('name')}
      />
      <TextField
        id={fieldId('surname')}
        label={t('app.users.form.surname')}
        required
        value={values.surname}
        onValueChange={set('surname')}
        error={error('surname')}
      />
      {!user && (
        <Select
          id={fieldId('role')}
          label={t('app.users.form.role')}
          options={roles.map((role) => ({ value: role, label: t(roleLabel(role)) }))}
          value={values.role}
          onValueChange={(role) => set('role')(role as Role)}
          error={error('role')}
        />
      )}
      {choosesClient && (
        <Select
          id={fieldId('clientId')}
          label={t('app.users.form.client')}
          required
          placeholder={t('app.users.form.clientPlaceholder')}
          options={(clients ?? []).filter((c) => c.active).map((c) => ({ value: c.id, label: c.name }))}
          value={values.clientId}
          onValueChange={set('clientId')}
          error={error('clientId')}
        />
      )}
      {values.role !== 'admin' && (
        <CheckboxGroup
          id={fieldId('licenceCategories')}
          label={t('app.users.form.licenceCategories')}
          description={t('app.users.form.licenceCategoriesHint')}
          orientation="horizontal"
          // The categories are the same letters on every EU licence, in every language.
          options={licenceCategories.map((category) => ({ value: category, label: category }))}
          value={values.licenceCategories}
          onValueChange={(chosen) => set('licenceCategories')(chosen as LicenceCategory[])}
          error={error('licenceCategories')}
        />
      )}
    </FormDrawer>
  );
}
