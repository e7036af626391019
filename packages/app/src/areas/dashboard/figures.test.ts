import type { UpcomingItem } from '@vognpark/server';
import { describe, expect, it } from 'vitest';
import type { FormatAppMessage } from '../../i18n/useAppMessages';
import { figureAreas, upcomingHref, upcomingText } from './figures';

const vehicle = { id: 'v-1', registration: 'AB12345', make: 'Ford', model: 'Transit' };
const item = (over: Partial<UpcomingItem>): UpcomingItem => ({
  area: 'tasks',
  id: 'x',
  date: '2026-11-23',
  kind: null,
  title: '',
  titleNames: null,
  vehicle,
  ...over,
});
const t: FormatAppMessage = (id, values) => (values ? `${id} ${JSON.stringify(values)}` : id);

describe("the areas' figures on the dashboard", () => {
  it('puts the tiles of tasks, inspections and compliance first, in that order', () => {
    expect(figureAreas.map((area) => area.name)).toEqual(['tasks', 'inspections', 'compliance']);
    expect(figureAreas.map((area) => area.figures.tile?.href)).toEqual([
      '/manager/tasks?due=overdue',
      '/manager/inspections?due=overdue,due_soon',
      '/manager/compliance?due=missing,overdue,due_soon',
    ]);
  });
});

describe('upcomingHref', () => {
  it.each<[Partial<UpcomingItem>, string]>([
    [{ area: 'tasks' }, '/manager/vehicles/v-1?tab=tasks'],
    [{ area: 'inspections', kind: 'safety' }, '/manager/vehicles/v-1?tab=inspections'],
    [{ area: 'compliance', kind: 'insurance' }, '/manager/vehicles/v-1?tab=compliance'],
    [{ area: 'tasks', vehicle: null }, '/manager/tasks'],
    [{ area: 'compliance', vehicle: null }, '/manager/compliance'],
  ])('%j opens %s', (over, href) => {
    expect(upcomingHref(item(over))).toBe(href);
  });
});

describe('upcomingText', () => {
  it('names a task by its title', () => {
    expect(upcomingText(item({ title: 'Olieskift' }), t, 'da')).toBe(
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
    expect(upcomingText(item({ area: 'inspections', kind: 'safety' }), t, 'da')).toBe(
      'app.dashboard.upcoming.inspection {"kind":"app.inspections.kind.safety"}',
    );
    expect(upcomingText(item({ area: 'compliance', kind: 'road_tax' }), t, 'da')).toBe(
      'app.dashboard.upcoming.compliance {"kind":"app.compliance.kind.road_tax"}',
    );
  });

  it('names a custom obligation by its own title', () => {
    expect(upcomingText(item({ area: 'compliance', kind: 'custom', title: 'ADR' }), t, 'da')).toBe(
      'app.dashboard.upcoming.compliance {"kind":"ADR"}',
    );
  });

  it('names a row of an area that shows no figures by its title', () => {
    expect(upcomingText(item({ area: 'elsewhere', title: 'Something' }), t, 'da')).toBe('Something');
  });
});
