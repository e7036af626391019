import { describe, expect, it } from 'vitest';
import { appCatalogs } from '../test-utils/appCatalogs';

/**
 * docs/glossary.md, "A command and what it opens": a drawer or dialog opened by a button is
 * titled with the button's words, as written on it, in every language ("Add User" opens
 * "Add User", not "Add user").
 */
const commandAndTitle = [
  ['app.clients.add', 'app.clients.form.addTitle'],
  ['app.users.add', 'app.users.form.addTitle'],
  ['app.vehicles.add', 'app.vehicles.form.addTitle'],
  ['app.compliance.add', 'app.compliance.form.addTitle'],
  ['app.inspections.schedule', 'app.inspections.form.scheduleTitle'],
  ['app.tasks.add', 'app.tasks.form.addTitle'],
  ['app.map.trackers.open', 'app.map.trackers.title'],
  ['app.map.depots.open', 'app.map.depots.title'],
  ['app.map.depots.add', 'app.map.depots.addTitle'],
] as const;

describe.each(Object.entries(appCatalogs))('%s', (_locale, catalog) => {
  it.each(commandAndTitle)('%s opens a drawer titled the same (%s)', (command, title) => {
    expect(catalog[title]).toBe(catalog[command]);
  });
});
