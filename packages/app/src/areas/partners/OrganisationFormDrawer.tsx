import type {
  Organisation,
  OrganisationKind,
  OrganisationStatus,
  PartnerRole,
  VendorRole,
} from '@vognpark/server/areas/partners';
import { Checkbox, Select, TextArea, TextField } from '@vognpark/ui';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { FieldRow } from '../../forms/DrawerParts';
import { FormDrawer } from '../../forms/FormDrawer';
import { PlaceFields } from '../../forms/PlaceFields';
import { useDrawerForm } from '../../forms/useDrawerForm';
import { useAppMessages } from '../../i18n/useAppMessages';
import { organisationStatuses, partnerRoles, roleLabel, statusLabel, vendorRoles } from './domain';
import {
  newOrganisationForm,
  organisationFieldMessage,
  organisationFormValuesOf,
  validateOrganisationForm,
  type OrganisationFormValues,
} from './form';

export interface OrganisationFormDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Which list adds it (its first role); an edit keeps the organisation's roles. */
  kind: OrganisationKind;
  /** The organisation to edit; a new one when left out. */
  organisation?: Organisation;
  /**
   * Saves, as an edit made from `version` (the organisation's version the person last saw; left
   * out for a new one); resolve on success (the drawer closes), reject with the server's error (a
   * conflict is shown above the form with who changed the organisation and when).
   */
  onSave: (values: OrganisationFormValues, version?: number) => Promise<unknown>;
  portalRoot?: HTMLElement | null;
}

const fields = [
  'name',
  'cvr',
  'roles',
  'status',
  'address',
  'lat',
  'lon',
  'phone',
  'email',
  'website',
  'notes',
] as const;

/** Each field's label, for the list of what someone else changed. */
const fieldLabels = {
  name: 'app.partners.form.name',
  cvr: 'app.partners.form.cvr',
  partnerRoles: 'app.partners.form.partnerRoles',
  vendorRoles: 'app.partners.form.vendorRoles',
  status: 'app.partners.form.status',
  address: 'app.partners.form.address',
  phone: 'app.partners.form.phone',
  email: 'app.partners.form.email',
  website: 'app.partners.form.website',
  notes: 'app.partners.form.notes',
  lat: 'app.partners.form.lat',
  lon: 'app.partners.form.lon',
} as const satisfies Record<keyof OrganisationFormValues, string>;

/**
 * Add or edit an organisation: name, CVR number (checked with modulus 11 before it is sent, and
 * again by the server), its partner and vendor roles on one record, status and how to reach it.
 */
export function OrganisationFormDrawer({
  open,
  onOpenChange,
  kind,
  organisation,
  onSave,
  portalRoot,
}: OrganisationFormDrawerProps) {
  const t = useAppMessages();
  const { locale } = useIntl();
  const form = useDrawerForm<OrganisationFormValues>({
    openedFor: open ? (organisation?.id ?? 'new') : null,
    initial: organisation ? organisationFormValuesOf(organisation, locale) : newOrganisationForm(kind),
    version: organisation?.version,
    validate: validateOrganisationForm,
    save: onSave,
    onSaved: () => onOpenChange(false),
    fields,
    message: (field, code) => t(organisationFieldMessage(field, code)),
    fromServer: (errors) => {
      const { partnerRoles, vendorRoles, ...rest } = errors;
      return partnerRoles || vendorRoles ? { ...rest, roles: partnerRoles ?? vendorRoles } : rest;
    },
  });
  const { values, set, errorOf, fieldId } = form;

  const toggle = <R extends PartnerRole | VendorRole>(list: readonly R[], role: R, on: boolean): R[] =>
    on ? [...list, role] : list.filter((r) => r !== role);

  return (
    <FormDrawer
      form={form}
      open={open}
      onOpenChange={onOpenChange}
      portalRoot={portalRoot}
      title={
        organisation
          ? t('app.partners.form.editTitle', { name: organisation.name })
          : t(`app.partners.form.addTitle.${kind}`)
      }
      failure={t('app.partners.saved.error')}
      errorsTitle={t('app.partners.form.errorsTitle')}
      fieldLabel={(field) => t(fieldLabels[field as keyof OrganisationFormValues])}
    >
      <TextField
        id={fieldId('name')}
        label={t('app.partners.form.name')}
        value={values.name}
        onValueChange={set('name')}
        error={errorOf('name')}
        required
        maxLength={200}
      />
      <FieldRow>
        <TextField
          id={fieldId('cvr')}
          label={t('app.partners.form.cvr')}
          description={t('app.partners.form.cvrHint')}
          value={values.cvr}
          onValueChange={set('cvr')}
          error={errorOf('cvr')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={11}
        />
        <Select
          id={fieldId('status')}
          label={t('app.partners.form.status')}
          options={organisationStatuses.map((status) => ({ value: status, label: t(statusLabel(status)) }))}
          value={values.status}
          onValueChange={(value) => set('status')(value as OrganisationStatus)}
        />
      </FieldRow>
      <div id={fieldId('roles')} tabIndex={-1}>
        <RoleGroup aria-invalid={Boolean(errorOf('roles'))}>
          <legend>{t('app.partners.form.partnerRoles')}</legend>
          {partnerRoles.map((role) => (
            <Checkbox
              key={role}
              label={t(roleLabel(role))}
              checked={values.partnerRoles.includes(role)}
              onCheckedChange={(on) => set('partnerRoles')(toggle(values.partnerRoles, role, on))}
            />
          ))}
        </RoleGroup>
        <RoleGroup>
          <legend>{t('app.partners.form.vendorRoles')}</legend>
          {vendorRoles.map((role) => (
            <Checkbox
              key={role}
              label={t(roleLabel(role))}
              checked={values.vendorRoles.includes(role)}
              onCheckedChange={(on) => set('vendorRoles')(toggle(values.vendorRoles, role, on))}
            />
          ))}
        </RoleGroup>
        {errorOf('roles') && <RoleError role="alert">{errorOf('roles')}</RoleError>}
      </div>
      <TextArea
        id={fieldId('address')}
        label={t('app.partners.form.address')}
        value={values.address}
        onValueChange={set('address')}
        maxLength={500}
        rows={2}
      />
      {/* Its place, typed or picked on the map: the map's workshops layer shows it. */}
      <PlaceFields
        lat={values.lat}
        lon={values.lon}
        onChange={(place) => {
          set('lat')(place.lat);
          set('lon')(place.lon);
        }}
        ids={{ lat: fieldId('lat'), lon: fieldId('lon') }}
        errors={{ lat: errorOf('lat'), lon: errorOf('lon') }}
        labels={{
          lat: t('app.partners.form.lat'),
          lon: t('app.partners.form.lon'),
          map: t('app.partners.form.placeMap'),
          hint: t('app.partners.form.placeHint'),
        }}
      />
      <FieldRow>
        <TextField
          id={fieldId('phone')}
          label={t('app.partners.form.phone')}
          value={values.phone}
          onValueChange={set('phone')}
          error={errorOf('phone')}
          type="tel"
          maxLength={30}
        />
        <TextField
          id={fieldId('email')}
          label={t('app.partners.form.email')}
          value={values.email}
          onValueChange={set('email')}
          error={errorOf('email')}
          type="email"
          maxLength={254}
        />
      </FieldRow>
      <TextField
        id={fieldId('website')}
        label={t('app.partners.form.website')}
        value={values.website}
        onValueChange={set('website')}
        maxLength={300}
      />
      <TextArea
        id={fieldId('notes')}
        label={t('app.partners.form.notes')}
        value={values.notes}
        onValueChange={set('notes')}
        maxLength={4000}
        rows={3}
      />
    </FormDrawer>
  );
}

const RoleGroup = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0 0 ${({ theme }) => theme.space[3]}px;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space[2]}px;
    font-weight: 600;
  }
`;

const RoleError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
