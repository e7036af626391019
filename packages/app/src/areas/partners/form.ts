/** The organisation form: values as typed, the form's own checks, and the server's input. */
import type {
  Organisation,
  OrganisationKind,
  OrganisationStatus,
  PartnerRole,
  VendorRole,
} from '@vognpark/server/areas/partners';
import type { FieldErrors } from '../../data/errors';
import type { AppMessageId } from '../../messages/en';
import { degreesText, parseDegrees, placeOf } from '../../forms/place';
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
  /** Its place in degrees as typed or picked on the map (a decimal comma or point); both or neither. */
  lat: string;
  lon: string;
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
  lat: '',
  lon: '',
};

/** A new organisation in the partners list starts as a workshop, in the vendors list as "other". */
export const newOrganisationForm = (kind: OrganisationKind): OrganisationFormValues =>
  kind === 'partner'
    ? { ...emptyOrganisationForm, partnerRoles: ['workshop'] }
    : { ...emptyOrganisationForm, vendorRoles: ['other'] };

export const organisationFormValuesOf = (
  organisation: Organisation,
  locale = 'en',
): OrganisationFormValues => ({
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
  lat: organisation.lat === null ? '' : degreesText(organisation.lat, locale, 8),
  lon: organisation.lon === null ? '' : degreesText(organisation.lon, locale, 8),
});

export function validateOrganisationForm(values: OrganisationFormValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.name.trim()) errors.name = 'required';
  const cvr = values.cvr.replace(/\s/g, '');
  if (cvr && !/^[0-9]{8}$/.test(cvr)) errors.cvr = 'format';
  else if (cvr && !isValidCvr(cvr)) errors.cvr = 'checksum';
  if (values.partnerRoles.length + values.vendorRoles.length === 0) errors.roles = 'required';
  // A place is both degrees or neither.
  const lat = values.lat.trim();
  const lon = values.lon.trim();
  if (lat || lon) {
    const latitude = parseDegrees(lat);
    const longitude = parseDegrees(lon);
    if (!lat) errors.lat = 'required';
    else if (latitude === null || Math.abs(latitude) > 90) errors.lat = 'invalid';
    if (!lon) errors.lon = 'required';
    else if (longitude === null || Math.abs(longitude) > 180) errors.lon = 'invalid';
  }
  return errors;
}

export const toOrganisationInput = (values: OrganisationFormValues) => {
  const place = placeOf(values);
  return {
    ...values,
    name: values.name.trim(),
    cvr: values.cvr.replace(/\s/g, ''),
    lat: place?.lat ?? null,
    lon: place?.lon ?? null,
  };
};

/** The message of a field's error code. */
export function organisationFieldMessage(field: string, code: string): AppMessageId {
  if (field === 'cvr' && (code === 'checksum' || code === 'duplicate'))
    return `app.partners.field.cvr.${code}`;
  if (field === 'cvr') return 'app.partners.field.cvr.format';
  if (field === 'name' && code === 'duplicate') return 'app.partners.field.name.duplicate';
  if (field === 'name') return 'app.partners.field.name.required';
  if (field === 'roles') return 'app.partners.field.roles.required';
  if (field === 'email') return 'app.partners.field.email.invalid';
  if (field === 'lat' || field === 'lon')
    return code === 'required' ? 'app.partners.field.place.required' : `app.partners.field.${field}.invalid`;
  return 'app.partners.field.invalid';
}
