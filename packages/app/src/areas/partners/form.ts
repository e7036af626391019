/** The organisation form: values as typed, the form's own checks, and the server's input. */
import type {
  Organisation,
  OrganisationKind,
  OrganisationStatus,
  PartnerRole,
  VendorRole,
} from '@vognpark/server';
import type { FieldErrors } from '../../data/errors';
import type { AppMessageId } from '../../messages/en';
import { isValidCvr } from './domain';

export interface OrganisationFormValues {
  name: string;
  cvr: string;
  partnerRoles: PartnerRole[];
  vendorRoles: VendorRole[];
  status: OrganisationStatus;
  address: string;
  phone: string;
  email: string;
  website: string;
  notes: string;
}

export const emptyOrganisationForm: OrganisationFormValues = {
  name: '',
  cvr: '',
  partnerRoles: [],
  vendorRoles: [],
  status: 'active',
  address: '',
  phone: '',
  email: '',
  website: '',
  notes: '',
};

/** A new organisation in the partners list starts as a workshop, in the vendors list as "other". */
export const newOrganisationForm = (kind: OrganisationKind): OrganisationFormValues =>
  kind === 'partner'
    ? { ...emptyOrganisationForm, partnerRoles: ['workshop'] }
    : { ...emptyOrganisationForm, vendorRoles: ['other'] };

export const organisationFormValuesOf = (organisation: Organisation): OrganisationFormValues => ({
  name: organisation.name,
  cvr: organisation.cvr ?? '',
  partnerRoles: organisation.partnerRoles,
  vendorRoles: organisation.vendorRoles,
  status: organisation.status,
  address: organisation.address,
  phone: organisation.phone,
  email: organisation.email,
  website: organisation.website,
  notes: organisation.notes,
});

export function validateOrganisationForm(values: OrganisationFormValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.name.trim()) errors.name = 'required';
  const cvr = values.cvr.replace(/\s/g, '');
  if (cvr && !/^[0-9]{8}$/.test(cvr)) errors.cvr = 'format';
  else if (cvr && !isValidCvr(cvr)) errors.cvr = 'checksum';
  if (values.partnerRoles.length + values.vendorRoles.length === 0) errors.roles = 'required';
  return errors;
}

export const toOrganisationInput = (values: OrganisationFormValues) => ({
  ...values,
  name: values.name.trim(),
  cvr: values.cvr.replace(/\s/g, ''),
});

/** The message of a field's error code. */
export function organisationFieldMessage(field: string, code: string): AppMessageId {
  if (field === 'cvr' && (code === 'checksum' || code === 'duplicate'))
    return `app.partners.field.cvr.${code}`;
  if (field === 'cvr') return 'app.partners.field.cvr.format';
  if (field === 'name' && code === 'duplicate') return 'app.partners.field.name.duplicate';
  if (field === 'name') return 'app.partners.field.name.required';
  if (field === 'roles') return 'app.partners.field.roles.required';
  if (field === 'email') return 'app.partners.field.email.invalid';
  return 'app.partners.field.invalid';
}
