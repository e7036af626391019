import type { VehicleHistoryEntry } from '@vognpark/server/areas/vehicles';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { FormatAppMessage } from '../../i18n/useAppMessages';
import { allAppMessages } from '../../messages/all';
import { historyLines } from './history';

const { en, da } = allAppMessages;

const formatter = (locale: string, messages: Record<string, string>): FormatAppMessage => {
  const intl = createIntl({ locale, messages });
  return (id, values) => intl.formatMessage({ id }, values);
};
const plain = (lines: string[]) => lines.map((line) => line.replace(/[\u00a0\u202f]/g, ' '));

const entry = (
  action: VehicleHistoryEntry['action'],
  changes: VehicleHistoryEntry['changes'],
): VehicleHistoryEntry => ({
  id: 1,
  action,
  changes,
  actor: null,
  createdAt: new Date('2026-01-05T10:00:00Z'),
});

describe('historyLines', () => {
  it('says each change in words, codes as labels and numbers for the language', () => {
    const changed = entry('updated', {
      odometerKm: { old: 84210, new: 90000 },
      status: { old: 'active', new: 'in_workshop' },
      driver: { old: null, new: { id: 'u', name: 'Åse', surname: 'Ærø' } },
      registration: { old: 'AB12345', new: 'AB12346' },
    });
    expect(plain(historyLines(changed, formatter('da', da), 'da'))).toEqual([
      'Registreringsnummer: AB 12 345 → AB 12 346',
      'Status: Aktiv → På værksted',
      'Chauffør: (ingen) → Åse Ærø',
      'Kilometertæller (km): 84.210 km → 90.000 km',
    ]);
  });

  it('lists a new vehicle’s values without a "from"', () => {
    const created = entry('created', {
      make: { old: null, new: 'Volvo' },
      fuel: { old: null, new: 'electric' },
    });
    expect(historyLines(created, formatter('en', en), 'en')).toEqual(['Make: Volvo', 'Fuel: Electric']);
  });

  it('says yellow plates set and cleared in words', () => {
    const changed = entry('updated', { yellowPlates: { old: false, new: true } });
    expect(historyLines(changed, formatter('da', da), 'da')).toEqual(['Gule nummerplader: Nej → Ja']);
    const created = entry('created', { yellowPlates: { old: null, new: false } });
    expect(historyLines(created, formatter('en', en), 'en')).toEqual(['Yellow plates: No']);
  });

  it('shows a field it does not know by its key', () => {
    expect(
      historyLines(entry('updated', { colour: { old: 'red', new: 'blue' } }), formatter('en', en), 'en'),
    ).toEqual(['colour: red → blue']);
  });
});
