/**
 * The compliance and inspections pages end to end (issue 15): the built app on the real server
 * with the demo data, in headless Chromium. The badges must agree with the lists behind them and
 * drop at once for the person who renews an obligation or completes an inspection.
 */
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

async function signedInManager() {
  const context = await newContext(browser, server);
  const page = await context.newPage();
  const errors = collectErrors(page);
  await signIn(page, 'manager');
  return { context, page, errors };
}

const warnings = (n: number) => `${n.toLocaleString('en')} warning${n === 1 ? '' : 's'}`;

/** Whether a menu entry shows `count` ("Compliance 24 warnings", "Compliance Up to date", "Inspections"). */
async function badgeShows(page: Page, entry: 'Compliance' | 'Inspections', count: number): Promise<boolean> {
  const name =
    count > 0 ? `${entry} ${warnings(count)}` : entry === 'Compliance' ? 'Compliance Up to date' : entry;
  const links = page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name, exact: true });
  return (await links.count()) === 1;
}

/** The number under a list's heading ("24 obligations", "No inspections"). */
async function shownTotal(page: Page, noun: 'obligation' | 'inspection'): Promise<number> {
  const text = await page.getByText(new RegExp(`^[\\d,]+ ${noun}s?$|^No ${noun}s$`)).textContent();
  return text === `No ${noun}s` ? 0 : Number(text!.replace(/\D/g, ''));
}

/** The table's rows as loaded (each has one row header). */
const rowCount = (page: Page, table: string) =>
  page.getByRole('table', { name: table }).getByRole('rowheader').count();

// A badge that dropped within this time dropped because of the change, not the 30 s poll.
const atOnce = { timeout: 10_000 };

describe('the compliance page', () => {
  it("lists exactly what the compliance badge counts, and reads the dashboard tiles' links", async () => {
    const { context, page, errors } = await signedInManager();
    const counts = await withServer(server, context, async (client) => ({
      badges: await client.my.myNavBadges.query(),
      overdue: (await client.compliance.list.query({ state: ['overdue'] })).total,
      dueSoon: (await client.compliance.list.query({ state: ['due_soon'] })).total,
    }));
    expect(counts.badges.compliance).toBeGreaterThan(0);

    // The badge's own filter, as the dashboard's tile links to it.
    await page.goto('/manager/compliance?due=missing,overdue,due_soon');
    await expect
      .poll(() => badgeShows(page, 'Compliance', counts.badges.compliance), { timeout: 15_000 })
      .toBe(true);
    await expect
      .poll(() => shownTotal(page, 'obligation'), { timeout: 15_000 })
      .toBe(counts.badges.compliance);
    await expect.poll(() => rowCount(page, 'Compliance obligations')).toBe(counts.badges.compliance);
    expect(await axeViolations(page), 'compliance page').toEqual([]);

    // Hand-written and camel-case links read the same states.
    await page.goto('/manager/compliance?due=overdue');
    await expect.poll(() => shownTotal(page, 'obligation'), { timeout: 15_000 }).toBe(counts.overdue);
    await page.goto('/manager/compliance?due=dueSoon');
    await expect.poll(() => shownTotal(page, 'obligation'), { timeout: 15_000 }).toBe(counts.dueSoon);
    await page.getByRole('button', { name: 'Remove filter: Status: Due soon' }).waitFor();

    // Choosing a filter writes it into the address in the server's words.
    await page.getByRole('button', { name: 'Remove filter: Status: Due soon' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('due')).toBeNull();
    await page.getByRole('button', { name: 'Status', exact: true }).click();
    await page.getByRole('menuitemcheckbox', { name: /^Overdue/ }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('due')).toBe('overdue');
    // The whole fleet's obligations (thousands, counted) load first, then the overdue ones.
    await expect.poll(() => shownTotal(page, 'obligation'), { timeout: 20_000 }).toBe(counts.overdue);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('draws the dashboard charts in the built app, their numbers the server’s', async () => {
    const { context, page, errors } = await signedInManager();
    const charts = await withServer(server, context, (client) => client.dashboard.charts.query());
    await page.goto('/manager/dashboard');
    const ahead = 'What falls due per week, next 12 weeks';
    // Chart.js arrives after hydration in the production bundle: drawn, not only placed.
    const picture = page.getByRole('img', { name: ahead });
    await picture.waitFor({ timeout: 20_000 });
    await expect
      .poll(
        () =>
          picture.evaluate((canvas: HTMLCanvasElement) => {
            const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
            return new Set(pixels.filter((_, index) => index % 4 === 3)).size;
          }),
        { timeout: 10_000 },
      )
      .toBeGreaterThan(1);
    const figure = page.getByRole('figure', { name: ahead });
    await figure.getByText('Show the numbers').click();
    const firstWeek = figure.getByRole('table', { name: ahead }).getByRole('row').nth(1).getByRole('cell');
    expect(await firstWeek.allTextContents()).toEqual([
      // The series in the areas' order on the dashboard: tasks, inspections, compliance.
      ...['tasks', 'inspections', 'compliance'].map((area) =>
        String(charts.ahead.areas.find((series) => series.area === area)!.counts[0]),
      ),
    ]);
    // The fleet by status speaks words, not message ids.
    const fleet = page.getByRole('figure', { name: 'The fleet by status' });
    await fleet.getByText('Show the numbers').click();
    expect(await fleet.getByRole('rowheader').allTextContents()).toEqual([
      'Active',
      'In workshop',
      'Out of service',
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('renewing an overdue obligation lowers the compliance badge at once', async () => {
    const { context, page, errors } = await signedInManager();
    const before = await withServer(server, context, (client) => client.my.myNavBadges.query());
    await page.goto('/manager/compliance?due=overdue');
    await expect
      .poll(() => badgeShows(page, 'Compliance', before.compliance), { timeout: 15_000 })
      .toBe(true);
    await expect.poll(() => shownTotal(page, 'obligation'), { timeout: 15_000 }).toBeGreaterThan(0);
    const overdue = await shownTotal(page, 'obligation');

    await page
      .getByRole('button', { name: /^Actions for / })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Renew' }).click();
    const drawer = page.getByRole('dialog', { name: /^Renew / });
    await drawer.waitFor();
    await drawer.getByRole('heading', { name: 'Earlier renewals' }).waitFor();
    expect(await axeViolations(page), 'renew drawer').toEqual([]);
    // Done today, valid a year on: the suggested dates.
    await drawer.getByRole('button', { name: 'Save Renewal' }).click();
    await page.getByText(/ renewed: valid until /).waitFor();
    await drawer.waitFor({ state: 'hidden' });

    await expect.poll(() => badgeShows(page, 'Compliance', before.compliance - 1), atOnce).toBe(true);
    await expect.poll(() => shownTotal(page, 'obligation'), atOnce).toBe(overdue - 1);
    const after = await withServer(server, context, (client) => client.my.myNavBadges.query());
    expect(after.compliance).toBe(before.compliance - 1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the inspections page', () => {
  it('lists exactly what the inspections badge counts', async () => {
    const { context, page, errors } = await signedInManager();
    const badges = await withServer(server, context, (client) => client.my.myNavBadges.query());
    expect(badges.inspections).toBeGreaterThan(0);
    await page.goto('/manager/inspections?due=overdue,due_soon');
    await expect.poll(() => shownTotal(page, 'inspection'), { timeout: 15_000 }).toBe(badges.inspections);
    await expect.poll(() => rowCount(page, 'Inspections')).toBe(badges.inspections);
    await page.goto('/manager/inspections?due=overdue,dueSoon');
    await expect.poll(() => shownTotal(page, 'inspection'), { timeout: 15_000 }).toBe(badges.inspections);
    expect(await axeViolations(page), 'inspections page').toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("an inspection's comment is added from its drawer and reads back with its author, also in its history", async () => {
    const { context, page, errors } = await signedInManager();
    const [inspection] = (
      await withServer(server, context, (client) => client.inspections.list.query({ limit: 1 }))
    ).items;
    await page.goto(`/manager/inspections?inspection=${inspection!.id}`);
    const drawer = page.getByRole('dialog');
    const thread = drawer.getByRole('region', { name: 'Comments' });
    await thread
      .getByRole('textbox', { name: 'New comment' })
      .fill('Forruden skiftes torsdag hos Glasmester Nord.');
    await thread.getByRole('button', { name: 'Add Comment' }).click();
    await expect
      .poll(
        () => thread.getByRole('listitem').filter({ hasText: 'Forruden skiftes torsdag' }).textContent(),
        {
          timeout: 15_000,
        },
      )
      .toContain('Mette Sørensen');
    await expect
      .poll(() => drawer.getByRole('region', { name: 'History' }).getByText('Comment added').count(), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
    expect(await axeViolations(page), 'inspection drawer with comments').toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('completing an inspection with two defects makes two tasks and lowers the badge at once', async () => {
    const { context, page, errors } = await signedInManager();
    const before = await withServer(server, context, async (client) => ({
      badges: await client.my.myNavBadges.query(),
      defectTasks: (await client.tasks.list.query({ source: ['inspection_defect'] })).total!,
      // The list's first row, which the test completes.
      first: (await client.inspections.list.query({ state: ['overdue', 'due_soon'], limit: 1 })).items[0]!,
    }));
    const plate = before.first.vehicle.registration.replace(/^([A-Z]{2})(\d{2})(\d{3})$/, '$1 $2 $3');
    await page.goto('/manager/inspections?due=overdue,due_soon');
    await expect
      .poll(() => badgeShows(page, 'Inspections', before.badges.inspections), { timeout: 15_000 })
      .toBe(true);
    await expect
      .poll(() => shownTotal(page, 'inspection'), { timeout: 15_000 })
      .toBe(before.badges.inspections);

    await page
      .getByRole('button', { name: /^Actions for / })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Complete' }).click();
    const drawer = page.getByRole('dialog', { name: /^Complete / });
    await drawer.waitFor();
    await drawer.getByText(`Vehicle ${plate}, due `).waitFor();
    await drawer.getByRole('radio', { name: 'Failed' }).check();
    await drawer.getByRole('textbox', { name: 'Inspected by', exact: true }).fill('Jonas Kristensen');
    await drawer.getByRole('button', { name: 'Add Defect' }).click();
    // Focus moves into the new row.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('id') ?? ''))
      .toMatch(/defects-0-text$/);
    await page.keyboard.type('Brake light on the left does not work');
    await drawer.getByRole('button', { name: 'Add Defect' }).click();
    await drawer.getByRole('textbox', { name: 'Defect 2', exact: true }).fill('Windscreen cracked');
    await drawer.getByRole('combobox', { name: 'Severity of defect 2' }).selectOption('critical');
    expect(await axeViolations(page), 'complete drawer with two defects').toEqual([]);
    await drawer.getByRole('button', { name: 'Complete Inspection' }).click();
    await page.getByText('2 tasks were made from the defects.', { exact: false }).waitFor();
    await drawer.waitFor({ state: 'hidden' });

    await expect
      .poll(() => badgeShows(page, 'Inspections', before.badges.inspections - 1), atOnce)
      .toBe(true);
    await expect.poll(() => shownTotal(page, 'inspection'), atOnce).toBe(before.badges.inspections - 1);
    const after = await withServer(server, context, async (client) => ({
      defectTasks: (await client.tasks.list.query({ source: ['inspection_defect'] })).total,
      vehicleTasks: await client.tasks.list.query({
        source: ['inspection_defect'],
        vehicleId: before.first.vehicle.id,
        status: ['open'],
      }),
      inspection: await client.inspections.get.query({ id: before.first.id }),
      badges: await client.my.myNavBadges.query(),
    }));
    expect(after.defectTasks).toBe(before.defectTasks + 2);
    // Linked both ways: each defect names its task, each task its inspection.
    expect(after.inspection.result).toBe('fail');
    expect(after.inspection.defects.map((defect) => [defect.text, defect.severity])).toEqual([
      ['Brake light on the left does not work', 'major'],
      ['Windscreen cracked', 'critical'],
    ]);
    const linked = after.vehicleTasks.items.filter((task) => task.inspectionId === before.first.id);
    expect(linked.map((task) => task.id).sort()).toEqual(
      after.inspection.defects.map((defect) => defect.taskId).sort(),
    );
    const titles = linked.map((task) => task.title);
    expect(titles).toContain('Brake light on the left does not work');
    expect(titles).toContain('Windscreen cracked');
    expect(after.badges.inspections).toBe(before.badges.inspections - 1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("a vehicle's compliance and inspections tabs", () => {
  it('shows the vehicle’s obligations and inspections, schedules one, and passes axe', async () => {
    const { context, page, errors } = await signedInManager();
    await page.goto('/manager/vehicles?q=AB%2012%20345');
    await page.getByRole('table', { name: 'Vehicles' }).getByRole('link', { name: 'AB 12 345' }).click();
    await page.waitForURL(/\/manager\/vehicles\/[0-9a-f-]{36}$/);

    await page.getByRole('tab', { name: 'Compliance' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('compliance');
    const obligations = page.getByRole('tabpanel', { name: 'Compliance' });
    await obligations.getByRole('rowheader', { name: 'Insurance' }).waitFor({ timeout: 15_000 });
    expect(await axeViolations(page), 'compliance tab').toEqual([]);

    await page.getByRole('tab', { name: 'Inspections' }).click();
    const inspections = page.getByRole('tabpanel', { name: 'Inspections' });
    const table = inspections.getByRole('table', { name: 'Inspections' });
    await table.waitFor();
    await expect.poll(() => table.getAttribute('aria-busy')).not.toBe('true');
    const before = await inspections.getByRole('rowheader').count();
    await inspections.getByRole('button', { name: 'Schedule Inspection' }).click();
    const drawer = page.getByRole('dialog', { name: 'Schedule Inspection' });
    await drawer.getByRole('combobox', { name: 'Kind' }).selectOption('safety');
    // The due date starts a week ahead; saving schedules it for this vehicle.
    await drawer.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(/^Safety check of AB 12 345 scheduled for /).waitFor();
    await expect.poll(() => inspections.getByRole('rowheader').count()).toBe(before + 1);
    expect(await axeViolations(page), 'inspections tab').toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the admin's inspections", () => {
  it('lists every customer’s inspections with the customer, read only, filtered by the address', async () => {
    const context = await newContext(browser, server);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await signIn(page, 'admin');
    await page.goto('/admin/inspections?due=overdue');
    const table = page.getByRole('table', { name: 'Inspections' });
    await table.waitFor();
    await expect.poll(() => table.getAttribute('aria-busy')).not.toBe('true');
    await table.getByRole('columnheader', { name: 'Customer' }).waitFor();
    const customers = await table.locator('tbody tr[data-row] td').allTextContents();
    // Both demo customers have overdue inspections; the admin sees them side by side.
    expect(customers.some((text) => text.includes('Nordlys'))).toBe(true);
    expect(customers.some((text) => text.includes('Fjordbus'))).toBe(true);
    expect(await page.getByRole('button', { name: 'Schedule Inspection' }).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/admin/inspections');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
