import type { UpcomingItem } from '@vognpark/server';
import { describe, expect, it } from 'vitest';
import type { FormatAppMessage } from '../../i18n/useAppMessages';
import { upcomingHref, upcomingText } from './upcoming';

const vehicle = { id: 'v-1', registration: 'AB12345', make: 'Ford', model: 'Transit' };
const item = (over: Partial<UpcomingItem>): UpcomingItem => ({
  type: 'task',
  id: 'x',
  date: '2026-11-23',
  kind: null,
  title: '',
  titleNames: null,
  vehicle,
  ...over,
});
const t: FormatAppMessage = (id, values) => (values ? `${id} ${JSON.stringify(values)}` : id);

describe('upcomingHref', () => {
  it.each<[Partial<UpcomingItem>, string]>([
    [{ type: 'task' }, '/manager/vehicles/v-1?tab=tasks'],
    [{ type: 'inspection', kind: 'safety' }, '/manager/vehicles/v-1?tab=inspections'],
    [{ type: 'compliance', kind: 'insurance' }, '/manager/vehicles/v-1?tab=compliance'],
    [{ type: 'task', vehicle: null }, '/manager/tasks'],
    [{ type: 'compliance', vehicle: null }, '/manager/compliance'],
  ])('%j opens %s', (over, href) => {
    expect(upcomingHref(item(over))).toBe(href);
  });
});

describe('upcomingText', () => {
  it('names a task by its title', () => {
    expect(upcomingText(item({ title: 'Olieskift' }), t)).toBe(
      'app.dashboard.upcoming.task {"title":"Olieskift"}',
    );
  });

  it('names a service task in the interface language, a typed title as typed', () => {
    const titleNames = {
      en: 'Oil service',
      da: 'Olieskift',
      uk: 'Заміна оливи',
      de: 'Ölwechsel',
      fr: 'Vidange',
    };
    expect(upcomingText(item({ title: 'Olieskift', titleNames }), t, 'de')).toBe(
      'app.dashboard.upcoming.task {"title":"Ölwechsel"}',
    );
    expect(upcomingText(item({ title: 'Rens ladrummet' }), t, 'de')).toBe(
      'app.dashboard.upcoming.task {"title":"Rens ladrummet"}',
    );
  });

  it('names an inspection and an obligation by their kind', () => {
    expect(upcomingText(item({ type: 'inspection', kind: 'safety' }), t)).toBe(
      'app.dashboard.upcoming.inspection {"kind":"app.inspections.kind.safety"}',
    );
    expect(upcomingText(item({ type: 'compliance', kind: 'road_tax' }), t)).toBe(
      'app.dashboard.upcoming.compliance {"kind":"app.compliance.kind.road_tax"}',
    );
  });

  it('names a custom obligation by its own title', () => {
    expect(upcomingText(item({ type: 'compliance', kind: 'custom', title: 'ADR' }), t)).toBe(
      'app.dashboard.upcoming.compliance {"kind":"ADR"}',
    );
  });
});
