import { describe, expect, it } from 'vitest';
import { documentsUrl } from './urlState';

const id = '0f8c5b0e-8a4e-4a8e-9b7e-1c2d3e4f5a6b';

describe('documents address', () => {
  it.each([
    ['', { q: '', types: [], expiry: [], vehicle: null, doc: null }],
    [
      `q=police&type=insurance_policy,bogus,insurance_policy&expiry=expired&vehicle=${id}&doc=nope`,
      { q: 'police', types: ['insurance_policy'], expiry: ['expired'], vehicle: id, doc: null },
    ],
    [`doc=${id}&expiry=valid,none`, { q: '', types: [], expiry: ['valid', 'none'], vehicle: null, doc: id }],
  ])('reads %j', (query, state) => {
    expect(documentsUrl.parse(new URLSearchParams(query))).toEqual(state);
  });

  it('writes what it reads, leaving out empty filters', () => {
    const query = `q=syn&type=syn_report&expiry=expiring&doc=${id}`;
    expect(documentsUrl.serialize(documentsUrl.parse(new URLSearchParams(query))).toString()).toBe(query);
    expect(
      documentsUrl.serialize({ q: '  ', types: [], expiry: [], vehicle: null, doc: null }).toString(),
    ).toBe('');
  });
});
