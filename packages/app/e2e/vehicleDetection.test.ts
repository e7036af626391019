/**
 * Vehicle detection end to end (issue 35, docs/vehicle-detection.md): the built app on the real
 * server with the demo data, in headless Chromium. A manager opens /manager/vehicle-detection,
 * chooses a generated photo of a demo vehicle's plate; the photo goes up through the photos area,
 * the server reads the plate, and the page shows the registration number, its score, the crop and
 * that vehicle as a link, which opens the vehicle.
 */
import { plateScene } from '@vognpark/server/areas/vehicleDetection';
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

describe('vehicle detection', () => {
  it('finds a demo vehicle from a photo of its plate, with the read, its score and the crop', async () => {
    const context = await newContext(browser, server);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await signIn(page, 'manager');

    const vehicle = await withServer(server, context, async (client) => {
      const vehicles = (await client.vehicles.list.query({ limit: 50 })).items;
      return vehicles.find((candidate) => /^[A-Z]{2}\d{5}$/.test(candidate.registration))!;
    });
    const plate = formatPlate(vehicle.registration);

    await page.goto('/manager/vehicle-detection');
    await page.getByRole('heading', { name: 'No photo chosen' }).waitFor();
    expect(await axeViolations(page), 'empty page').toEqual([]);
    await page.getByLabel('Photo of a registration plate').setInputFiles({
      name: 'plate.jpg',
      mimeType: 'image/jpeg',
      buffer: await plateScene(plate, { colour: 'yellow', angle: 4 }),
    });

    const read = page.getByRole('region', { name: 'What was read' });
    await read.waitFor({ timeout: 30_000 });
    await read.getByText(plate, { exact: true }).waitFor();
    await read.getByText('Found in the register').waitFor();
    expect(
      await read
        .getByText(/^\d+%$/)
        .first()
        .textContent(),
    ).toMatch(/^(9\d|100)%$/);
    await page.getByRole('img', { name: 'The registration plate as read, cut from the photo' }).waitFor();
    // The photo's address stays in the page's address: a reload shows the same read.
    expect(new URL(page.url()).searchParams.get('photo')).toMatch(/^[0-9a-f-]{36}$/);
    // The photo is now first among the recent photos, with the plate read from it.
    await page
      .getByRole('region', { name: 'Recent photos' })
      .getByRole('link', { name: new RegExp(plate) })
      .first()
      .waitFor({ timeout: 15_000 });
    expect(await axeViolations(page), 'read').toEqual([]);

    await read.getByRole('link', { name: `${plate}, ${vehicle.make} ${vehicle.model}` }).click();
    await page.waitForURL(`**/manager/vehicles/${vehicle.id}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
