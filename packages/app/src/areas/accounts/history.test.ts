import type { AuditEntry } from '@vognpark/server';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { FormatAppMessage } from '../../i18n/useAppMessages';
import { allAppMessages } from '../../messages/all';
import { auditActionLabels, auditLines, describeAuditEntry } from './history';

const { en, da } = allAppMessages;

const formatter = (locale: string, messages: Record<string, string>): FormatAppMessage => {
  const intl = createIntl({ locale, messages });
  return (id, values) => intl.formatMessage({ id }, values);
};

const entry = (
  entity: AuditEntry['entity'],
  action: AuditEntry['action'],
  changes: AuditEntry['changes'] = {},
): AuditEntry => ({
  id: 1,
  entity,
  entityId: 'e',
  action,
  changes,
  createdAt: new Date('2026-01-05T10:00:00Z'),
  actor: null,
});

describe('the audit history in words', () => {
  it('names every action the server records', () => {
    const titles = Object.keys(auditActionLabels).map(
      (action) =>
        describeAuditEntry(entry('user', action as AuditEntry['action']), formatter('en', en)).title,
    );
    expect(titles).toEqual([
      'Added',
      'Changed',
      'Role changed',
      'Password reset',
      'Password changed',
      'Deactivated',
      'Activated',
      'Picture changed',
      'Picture removed',
    ]);
  });

  it('says a role change in the roles’ words, in the language', () => {
    const changed = entry('user', 'role_changed', {
      role: { old: 'user', new: 'manager' },
      clientId: { old: null, new: 'c1' },
    });
    expect(describeAuditEntry(changed, formatter('da', da))).toEqual({
      title: 'Rolle ændret',
      lines: ['Rolle: Chauffør → Flådeansvarlig'],
    });
  });

  it('says the photo places setting in the account page’s words, on and off', () => {
    const changed = entry('account', 'updated', { keepPhotoPlaces: { old: false, new: true } });
    expect(auditLines(changed, formatter('en', en))).toEqual(['Keep where my photos were taken: Off → On']);
    expect(auditLines(changed, formatter('da', da))).toEqual(['Behold hvor mine fotos er taget: Fra → Til']);
  });

  it('says a change of driving licence categories with their letters, none as "(none)"', () => {
    const changed = entry('user', 'updated', { licenceCategories: { old: [], new: ['B', 'C', 'CE'] } });
    expect(auditLines(changed, formatter('en', en))).toEqual([
      'Driving licence categories: (none) → B, C, CE',
    ]);
    expect(auditLines(changed, formatter('da', da))[0]).toMatch(/^Kørekortkategorier: .+ → B, C, CE$/);
  });

  it('names a customer’s fields as the customer form does, and a user’s as the user form', () => {
    const t = formatter('en', en);
    expect(auditLines(entry('client', 'updated', { name: { old: 'A', new: 'B' } }), t)).toEqual([
      'Name: A → B',
    ]);
    expect(auditLines(entry('account', 'updated', { name: { old: 'A', new: 'B' } }), t)).toEqual([
      'First name: A → B',
    ]);
  });

  it('lists a new record’s values in the form’s order, an empty one as "(none)"', () => {
    const created = entry('client', 'created', {
      contactPhone: { old: null, new: '' },
      cvr: { old: null, new: '12345678' },
      name: { old: null, new: 'Nordlys' },
    });
    expect(auditLines(created, formatter('en', en))).toEqual([
      'Name: Nordlys',
      'CVR number: 12345678',
      'Contact phone: (none)',
    ]);
  });

  it('leaves out what the action already says or what means nothing to a person', () => {
    const t = formatter('en', en);
    expect(auditLines(entry('user', 'deactivated', { active: { old: true, new: false } }), t)).toEqual([]);
    expect(
      auditLines(entry('account', 'avatar_changed', { imageFileId: { old: null, new: 'f' } }), t),
    ).toEqual([]);
  });
});
