/**
 * The damage register end to end (issue 35, docs/damage.md): the built app on the real server with
 * the demo data, in headless Chromium. A manager records a damage on a demo vehicle's Damages tab,
 * confirms it and creates its repair task; marking the task done on /manager/tasks repairs the
 * damage, and the register shows it Repaired with a history naming who did each step.
 */
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPlate } from '../src/areas/vehicles/format';
import { axeViolations } from './axe';
import { collectErrors, launchBrowser, newContext, signIn, TestServer } from './harness';
import { withServer } from './serverClient';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([TestServer.create(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

describe('the damage register', () => {
  it('records a damage, confirms it, creates its repair task; the task done repairs it, with who did it', async () => {
    const context = await newContext(browser, server);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await signIn(page, 'manager');

    // A demo vehicle without damages.
    const vehicle = await withServer(server, context, async (client) => {
      const damaged = new Set(
        (await client.damage.list.query({ limit: 500 })).items.map((damage) => damage.vehicle.id),
      );
      const vehicles = (await client.vehicles.list.query({ limit: 50 })).items;
      return vehicles.find((candidate) => !damaged.has(candidate.id))!;
    });
    const plate = formatPlate(vehicle.registration);
    const title = 'Bule i taget efter vaskehal';

    await page.goto(`/manager/vehicles/${vehicle.id}?tab=damage`);
    await page.getByRole('button', { name: 'Record Damage' }).first().click();
    const record = page.getByRole('dialog', { name: 'Record Damage' });
    await record.waitFor();
    await record.getByRole('button', { name: 'Roof' }).click();
    await record.getByRole('combobox', { name: 'Type' }).selectOption('dent');
    await record.getByRole('textbox', { name: 'Estimate (DKK)' }).fill('2500');
    await record.getByRole('textbox', { name: 'Description' }).fill(title);
    await record.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`Damage recorded on ${plate}.`).waitFor({ timeout: 15_000 });

    // Its drawer from the tab's table: Confirm, then Create Repair Task.
    const table = page.getByRole('table', { name: 'Damages' });
    await table.getByRole('button', { name: /Roof/ }).click();
    const detail = page.getByRole('dialog', { name: `Damage on ${plate}` });
    await detail.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(`Damage on ${plate}: Confirmed`).waitFor({ timeout: 15_000 });
    await detail.getByRole('button', { name: 'Create Repair Task' }).click();
    await page.getByText(`Damage on ${plate}: Repair task`).waitFor({ timeout: 15_000 });
    expect(await axeViolations(page), 'damage drawer').toEqual([]);
    await page.keyboard.press('Escape');

    // The repair task, done on the tasks page.
    await page.goto(`/manager/tasks?source=damage&vehicle=${vehicle.id}`);
    const tasks = page.getByRole('table', { name: 'Tasks' });
    await tasks.getByRole('rowheader', { name: title }).waitFor({ timeout: 20_000 });
    await tasks
      .getByRole('button', { name: `Actions for ${title}` })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Mark Done' }).click();
    await page.getByText(`“${title}” is now “Done”.`).waitFor({ timeout: 15_000 });

    // The register, every status: the damage is Repaired, its history says who did each step.
    await page.goto('/manager/damage-detection?status=');
    const register = page.getByRole('table', { name: 'Damages' });
    await register
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: plate }) })
      .getByRole('button', { name: 'Roof' })
      .click();
    const repaired = page.getByRole('dialog', { name: `Damage on ${plate}` });
    await repaired.getByText('Nothing more to do: the damage is repaired.').waitFor({ timeout: 15_000 });
    const history = repaired.getByRole('region', { name: 'History' });
    const steps = history.getByRole('listitem');
    await expect.poll(() => steps.count()).toBe(4);
    expect((await steps.allInnerTexts()).map((text) => text.split('\n')[0]!.trim())).toEqual([
      'Repaired',
      'Repair task',
      'Confirmed',
      'New',
    ]);
    // Each step the manager's, the last one as the repair task's finisher.
    const saved = await withServer(server, context, async (client) => {
      const { items } = await client.damage.list.query({ vehicleId: vehicle.id });
      return client.damage.get.query({ id: items[0]!.id });
    });
    expect(saved.status).toBe('repaired');
    const manager = saved.history[0]!.by!;
    expect(manager.name).not.toBe('');
    expect(saved.history.map((step) => step.by?.id)).toEqual(Array(4).fill(manager.id));
    for (const text of await steps.allInnerTexts()) expect(text).toContain(`by ${manager.name}`);
    expect(await axeViolations(page), 'damage register').toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
