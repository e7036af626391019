import { describe, expect, it } from 'vitest';
import { failureOf, formatBytes, uploadUrl } from './upload';

describe('upload address', () => {
  it.each([
    [
      { ownerKind: 'vehicle', ownerId: 'v1', type: 'other' },
      'fileName=a+b.pdf&ownerKind=vehicle&ownerId=v1&type=other',
    ],
    [{ documentId: 'd1', title: '', issuedOn: null }, 'fileName=a+b.pdf&documentId=d1'],
    [
      { ownerKind: 'vehicle', visibleToDriver: true, expiresOn: '2027-01-31' },
      'fileName=a+b.pdf&ownerKind=vehicle&visibleToDriver=true&expiresOn=2027-01-31',
    ],
  ])('%j', (fields, query) => {
    expect(uploadUrl('a b.pdf', fields)).toBe(`/api/documents/upload?${query}`);
  });
});

describe('upload failures', () => {
  it.each([
    [415, { error: 'UNSUPPORTED_TYPE' }, 'UNSUPPORTED_TYPE'],
    [413, { error: 'QUOTA_EXCEEDED' }, 'QUOTA_EXCEEDED'],
    [413, null, 'TOO_LARGE'],
    [422, { error: 'IMAGE_TOO_LARGE' }, 'IMAGE_TOO_LARGE'],
    [404, { error: 'NOT_FOUND' }, 'other'],
    [500, 'oops', 'other'],
  ])('%i %j is %s', (status, body, failure) => {
    expect(failureOf(status, body)).toBe(failure);
  });
});

describe('sizes', () => {
  it.each([
    [512, 'en', '512 byte'],
    [1536, 'en', '1.5 kB'],
    [25 * 1024 * 1024, 'da', '25 MB'],
  ])('%i in %s', (bytes, locale, text) => {
    expect(formatBytes(bytes, locale)).toBe(text);
  });
});
