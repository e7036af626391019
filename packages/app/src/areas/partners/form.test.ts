import { describe, expect, it } from 'vitest';
import { isValidCvr } from './domain';
import {
  emptyOrganisationForm,
  organisationFieldMessage,
  toOrganisationInput,
  validateOrganisationForm,
} from './form';

describe('the organisation form', () => {
  const base = { ...emptyOrganisationForm, name: 'Aarhus Autoværksted', partnerRoles: ['workshop' as const] };

  it.each([
    ['', {}],
    ['12345674', {}],
    ['1234 5674', {}], // spaces as typed
    ['12345675', { cvr: 'checksum' }],
    ['1234567', { cvr: 'format' }],
    ['1234567a', { cvr: 'format' }],
    ['02345674', { cvr: 'checksum' }], // no CVR number starts with 0
  ])('CVR %j: %j', (cvr, errors) => {
    expect(validateOrganisationForm({ ...base, cvr })).toEqual(errors);
  });

  it('needs a name and a role', () => {
    expect(validateOrganisationForm({ ...base, name: ' ', partnerRoles: [] })).toEqual({
      name: 'required',
      roles: 'required',
    });
    expect(validateOrganisationForm({ ...base, partnerRoles: [], vendorRoles: ['parts'] })).toEqual({});
  });

  it('sends the CVR number without spaces and the name trimmed', () => {
    expect(toOrganisationInput({ ...base, name: ' Værksted ', cvr: '1234 5674' })).toMatchObject({
      name: 'Værksted',
      cvr: '12345674',
    });
  });

  it.each([
    ['cvr', 'checksum', 'app.partners.field.cvr.checksum'],
    ['cvr', 'duplicate', 'app.partners.field.cvr.duplicate'],
    ['cvr', 'invalid_format', 'app.partners.field.cvr.format'],
    ['name', 'duplicate', 'app.partners.field.name.duplicate'],
    ['roles', 'required', 'app.partners.field.roles.required'],
    ['website', 'too_big', 'app.partners.field.invalid'],
  ])('%s %s says %s', (field, code, message) => {
    expect(organisationFieldMessage(field, code)).toBe(message);
  });

  it('checks CVR numbers as the server does', () => {
    expect(['10150817', '12345674', '29147817'].map(isValidCvr)).toEqual([true, true, true]);
    expect(['10150818', '00000000'].map(isValidCvr)).toEqual([false, false]);
  });

  it.each([
    ['no place', '', '', {}, null],
    ['Danish decimals', '56,187', '10,165', {}, { lat: 56.187, lon: 10.165 }],
    ['a point', '55.6495', '12.5406', {}, { lat: 55.6495, lon: 12.5406 }],
    ['only the latitude', '56,1', '', { lon: 'required' }, null],
    ['only the longitude', ' ', '10', { lat: 'required' }, null],
    ['off the globe', '95', '10', { lat: 'invalid' }, null],
    ['not a number', '56', 'øst', { lon: 'invalid' }, null],
  ])('a place: %s', (_case, lat, lon, errors, place) => {
    const values = { ...base, lat, lon };
    expect(validateOrganisationForm(values)).toEqual(errors);
    if (Object.keys(errors).length === 0)
      expect(toOrganisationInput(values)).toMatchObject(place ?? { lat: null, lon: null });
  });

  it.each([
    ['lat', 'required', 'app.partners.field.place.required'],
    ['lon', 'invalid', 'app.partners.field.lon.invalid'],
    ['lat', 'too_big', 'app.partners.field.lat.invalid'],
  ])('place %s %s says %s', (field, code, message) => {
    expect(organisationFieldMessage(field, code)).toBe(message);
  });
});
