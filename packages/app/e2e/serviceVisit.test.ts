/**
 * Bundle the visit end to end (issue 29, docs/service.md): on the demo vehicle whose oil service is
 * overdue by km and whose periodic inspection is overdue, the manager opens Plan Visit on its
 * Service tab, sees both among the items, plans it, and finds one task with those items: the
 * planned visit on the tab, one "Workshop visit" task on its Tasks tab. A second Plan Visit offers
 * the planned one instead of a second task.
 */
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPlate } from '../src/areas/vehicles/format';
import { axeViolations } from './axe';
import { withServer } from './serverClient';
import { collectErrors, launchBrowser, newContext, signIn, TestServer } from './harness';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([TestServer.create(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

/** The demo's visit vehicle (SERVICE_DEMO.visitPlate). */
const registration = 'CD23456';

describe('bundle the visit', () => {
  it('plans one visit with the service and syn due on a vehicle, as one task with its items', async () => {
    const context = await newContext(browser, server);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await signIn(page, 'manager');
    const vehicle = await withServer(server, context, async (client) => {
      const { items } = await client.vehicles.list.query({ search: registration, limit: 5 });
      return items.find((v) => v.registration === registration)!;
    });
    const plate = formatPlate(registration);

    await page.goto(`/manager/vehicles/${vehicle.id}?tab=service`);
    await page.getByRole('button', { name: 'Plan Visit' }).click();
    const drawer = page.getByRole('dialog', { name: 'Plan Visit' });
    const items = drawer.getByRole('list', { name: 'In the visit' }).getByRole('listitem');
    await expect.poll(() => items.count(), { timeout: 20_000 }).toBeGreaterThan(1);
    const texts = await items.allTextContents();
    expect(texts.some((text) => text.startsWith('Oil service'))).toBe(true);
    expect(texts.some((text) => text.startsWith('Periodic inspection'))).toBe(true);
    expect(await axeViolations(page), 'plan visit drawer').toEqual([]);
    await drawer.getByRole('button', { name: 'Plan Visit' }).click();
    await page
      .getByText(`${plate}: visit planned, one task with ${texts.length} items`)
      .waitFor({ timeout: 15_000 });

    // The tab shows the planned visit with the same items; the Tasks tab one task for it.
    const planned = page.getByRole('list', { name: 'Planned workshop visit' }).getByRole('listitem');
    await expect.poll(() => planned.allTextContents(), { timeout: 20_000 }).toEqual(texts);
    await page.getByRole('tab', { name: 'Tasks' }).click();
    const visitRows = page.getByRole('row').filter({ hasText: 'Workshop visit' });
    await expect.poll(() => visitRows.count(), { timeout: 20_000 }).toBe(1);

    // Plan Visit again offers the planned visit (Record Visit), not a second task.
    await page.getByRole('tab', { name: 'Service' }).click();
    await page.getByRole('button', { name: 'Plan Visit' }).click();
    await drawer.getByRole('button', { name: 'Record Visit' }).waitFor({ timeout: 15_000 });
    expect(await drawer.getByRole('button', { name: 'Plan Visit' }).count()).toBe(0);
    const open = await withServer(server, context, (client) =>
      client.tasks.list.query({ vehicleId: vehicle.id, status: ['open'], limit: 100 }),
    );
    expect(open.items.filter((task) => task.title === 'Værkstedsbesøg')).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
