/**
 * Vehicle detection end to end (issue 35, docs/vehicle-detection.md): the built app on the real
 * server with the demo data, in headless Chromium. A manager opens /manager/vehicle-detection,
 * chooses a generated photo of a demo vehicle's plate; the photo goes up through the photos area,
 * the server reads the plate, and the page shows the registration number, its score, the crop and
 * that vehicle as a link, which opens the vehicle. The yard roll-call on a phone: three photos
 * (two demo vehicles, one taken with its place, and a plate the register does not have) give the
 * present, the missing and the unknown, the one with a place is put on the map.
 */
import { plateScene } from '@vognpark/server/areas/vehicleDetection';
import type { Browser } from 'playwright';
import sharp from 'sharp';
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

  it('makes a yard roll-call from three photos on a phone and puts the vehicle whose photo has a place on the map', async () => {
    const context = await newContext(browser, server, 390, 844);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await signIn(page, 'manager');
    const [first, second] = await withServer(server, context, async (client) => {
      // The manager lets their photos keep where they were taken (Account).
      await client.account.setKeepPhotoPlaces.mutate({ keep: true });
      const vehicles = (await client.vehicles.list.query({ limit: 50 })).items;
      return vehicles.filter((candidate) => /^[A-Z]{2}\d{5}$/.test(candidate.registration)).slice(-2);
    });
    const [firstPlate, secondPlate] = [formatPlate(first!.registration), formatPlate(second!.registration)];
    // A phone's photo: when and where it was taken (Vejle harbour), in its EXIF.
    const withPlace = await sharp(await plateScene(firstPlate, { angle: 3 }))
      .withExif({
        IFD2: { DateTimeOriginal: '2026:11:27 07:45:00', OffsetTimeOriginal: '+01:00' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '55/1 42/1 2400/100',
          GPSLongitudeRef: 'E',
          GPSLongitude: '9/1 32/1 3600/100',
        },
      })
      .jpeg({ quality: 90 })
      .toBuffer();

    await page.goto('/manager/vehicle-detection');
    await page.getByRole('heading', { name: 'Yard roll-call' }).waitFor();
    await page.getByLabel('Photos of the vehicles in a yard').setInputFiles([
      { name: 'yard-1.jpg', mimeType: 'image/jpeg', buffer: withPlace },
      {
        name: 'yard-2.jpg',
        mimeType: 'image/jpeg',
        buffer: await plateScene(secondPlate, { colour: 'yellow' }),
      },
      { name: 'yard-3.jpg', mimeType: 'image/jpeg', buffer: await plateScene('QQ 11 222') },
    ]);

    const present = page.getByRole('list', { name: 'Present (2)' });
    await present.waitFor({ timeout: 60_000 });
    const placed = present.getByRole('listitem').filter({ hasText: firstPlate });
    await placed.getByText(/^Placed on the map: Nov 27, 2026/).waitFor();
    await present
      .getByRole('listitem')
      .filter({ hasText: secondPlate })
      .getByText('No place in the photo, so not on the map')
      .waitFor();
    await page
      .getByRole('list', { name: 'Unknown registration plates (1)' })
      .getByText('QQ 11 222')
      .waitFor();
    // Every other active vehicle of the client was expected and not seen: the first twelve, then
    // Show All (the demo client has over a thousand).
    const missing = page.getByRole('list', { name: /^Expected but missing \([\d,]+\)$/ });
    expect(await missing.getByRole('link').count()).toBe(12);
    const showAll = page.getByRole('button', { name: /^Show All [\d,]+$/ });
    const total = Number((await showAll.textContent())!.replace(/\D/g, ''));
    expect(total).toBeGreaterThan(12);
    await showAll.click();
    await expect.poll(() => missing.getByRole('link').count()).toBe(total);
    expect(await axeViolations(page), 'roll-call').toEqual([]);

    await placed.getByRole('link', { name: `Show ${firstPlate} on Map` }).click();
    await page.waitForURL(
      (url) => url.pathname === '/manager/map' && url.searchParams.get('vehicle') === first!.id,
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});
