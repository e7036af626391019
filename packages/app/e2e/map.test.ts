/**
 * The map end to end (issue 34, docs/map.md): the built app on the real server with the demo data,
 * in headless Chromium. A manager opens the map and a vehicle's card and makes a tracker for it in
 * the Trackers drawer; a simulated phone (Traccar Client's OsmAnd request) sends positions to the
 * address shown, and the open map moves the vehicle, without a reload; revoked in the drawer, the
 * phone is refused; no request leaves the machine. With an operator's PMTiles archive
 * (MAP_PMTILES, one the test writes), the map draws its tiles, fetched from our own server only.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPlate } from '../src/areas/vehicles/format';
import { axeViolations } from './axe';
import { collectErrors, launchBrowser, newContext, signIn, TestServer } from './harness';
import { withServer } from './serverClient';
import { pmtilesArchive, solidPng, vectorTile } from '../../../scripts/lib/pmtiles.mjs';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([TestServer.create(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

/** Refuses every request that is not to this machine, and remembers it. */
async function refuseOutside(context: BrowserContext): Promise<string[]> {
  const outside: string[] = [];
  await context.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname) && /^(https?|wss?):$/.test(url.protocol),
    (route) => {
      outside.push(route.request().url());
      return route.abort();
    },
  );
  return outside;
}

describe('the map', () => {
  it('shows a vehicle a phone tracks moving on the open map, with nothing fetched from outside', async () => {
    const context = await newContext(browser, server);
    // Every request that is not to this machine is refused and remembered.
    const outside = await refuseOutside(context);
    const page = await context.newPage();
    const errors = collectErrors(page);
    // No operator's tiles configured: the map asks for none.
    const tileRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/map/tiles')) tileRequests.push(request.url());
    });
    await signIn(page, 'manager');

    // A placed vehicle; the manager makes a tracker for it in the map's Trackers drawer, whose
    // secret address and identifier are shown this once.
    const vehicle = await withServer(server, context, async (client) => {
      const overview = await client.map.overview.query();
      return overview.vehicles.find((v) => v.position && v.position.source !== 'depot')!;
    });
    const plate = formatPlate(vehicle.registration);

    await page.goto(`/manager/map?search=${vehicle.registration}`);
    await page.getByRole('button', { name: 'Trackers' }).click();
    const drawer = page.getByRole('dialog', { name: 'Trackers' });
    await drawer.getByRole('button', { name: 'Add Tracker' }).click();
    await drawer.getByRole('combobox', { name: 'Vehicle' }).fill(vehicle.registration);
    await page
      .getByRole('option', { name: new RegExp(plate) })
      .first()
      .click({ timeout: 20_000 });
    await drawer.getByRole('textbox', { name: 'Name' }).fill('Test phone');
    await drawer.getByRole('button', { name: 'Add Tracker' }).last().click();
    await drawer.getByRole('heading', { name: 'Tracker Test phone is ready' }).waitFor({ timeout: 20_000 });
    const address = (await drawer.getByTestId('tracker-url').textContent())!;
    expect(address).toMatch(new RegExp(`^${server.url}/api/tracker/[A-Za-z0-9_-]{20,}$`));
    expect(await drawer.getByRole('row', { name: /Test phone/ }).textContent()).toContain(plate);
    const identifier = (await drawer.getByTestId('tracker-identifier').textContent())!;
    const device = { secret: address.split('/').at(-1)!, identifier: identifier.trim() };
    expect(await axeViolations(page), 'map page with the trackers drawer').toEqual([]);
    await drawer.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    const list = page.getByRole('list', { name: 'Vehicles' });
    await list.getByRole('button', { name: new RegExp(plate) }).click({ timeout: 20_000 });
    await expect.poll(() => new URL(page.url()).searchParams.get('vehicle')).toBe(vehicle.id);
    const card = page.getByRole('region', { name: plate });
    await card.getByRole('link', { name: 'Open Vehicle' }).waitFor();
    // The nearest preferred workshop, found by PostgreSQL: the demo's Aarhus Autoværksted.
    await card.getByText(/^Nearest preferred workshop: Aarhus Autoværksted, [\d.,]+ (k?m)$/).waitFor();
    const map = page.getByTestId('map');
    // How far (in degrees) from a place the canvas draws the selected vehicle (its tiles round a
    // point to a few metres), Infinity while it is not drawn on its own.
    const offBy = async (lat: number, lon: number) => {
      const drawn = (await map.getAttribute('data-selected-at'))?.split(',').map(Number);
      return drawn ? Math.max(Math.abs(drawn[0]! - lat), Math.abs(drawn[1]! - lon)) : Infinity;
    };
    // The canvas draws it where it was last seen.
    await expect
      .poll(() => offBy(vehicle.position!.lat, vehicle.position!.lon), { timeout: 30_000 })
      .toBeLessThan(0.0002);
    expect(await axeViolations(page), 'map page with a card').toEqual([]);
    expect(await map.getAttribute('data-basemap')).toBe('offline');
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

    // The phone sends two positions a few hundred metres apart, as Traccar Client does (POST, a query).
    const send = (lat: number, lon: number, seconds: number) =>
      fetch(
        `${server.url}/api/tracker/${device.secret}?${new URLSearchParams({
          id: device.identifier,
          lat: String(lat),
          lon: String(lon),
          timestamp: String(seconds),
          speed: '20',
          bearing: '45',
        })}`,
        { method: 'POST' },
      );
    const now = Math.floor(Date.now() / 1000);
    const route = [
      [vehicle.position!.lat + 0.01, vehicle.position!.lon + 0.015],
      [vehicle.position!.lat + 0.02, vehicle.position!.lon + 0.03],
    ] as const;
    for (const [step, [lat, lon]] of route.entries()) {
      expect((await send(lat, lon, now + step)).status).toBe(200);
      await expect.poll(() => offBy(lat, lon), { timeout: 30_000 }).toBeLessThan(0.0002);
      await card.getByText(/live tracker/).waitFor();
    }

    // Share Position: a link for the tow truck, whose page shows where the tracker put it last.
    await card.getByRole('button', { name: 'Share Position' }).click();
    const share = page.getByRole('dialog', { name: 'New Share Link' });
    expect(await share.getByLabel('What it shows').inputValue()).toBe('position');
    await share.getByRole('textbox', { name: 'For whom' }).fill('Falck Autohjælp');
    await share.getByRole('button', { name: 'Create Share Link' }).click();
    const shared = share.getByRole('textbox', { name: 'Address of the share link' });
    await shared.waitFor({ timeout: 15_000 });
    const sharedPage = await fetch(await shared.inputValue(), { headers: { 'accept-language': 'en' } });
    const sharedHtml = await sharedPage.text();
    expect(sharedHtml).toContain(`Position of ${plate}`);
    expect(sharedHtml).toContain(`${route[1][0].toFixed(5)}, ${route[1][1].toFixed(5)}`);
    await share.getByRole('button', { name: 'Cancel' }).click();
    await share.waitFor({ state: 'detached' });

    // Revoked in the drawer, after a confirmation: the phone's next position is refused.
    await page.getByRole('button', { name: 'Trackers' }).click();
    await drawer.getByRole('button', { name: 'Revoke Test phone' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke Tracker' }).click();
    await expect
      .poll(
        () =>
          drawer
            .getByRole('row', { name: /Test phone/ })
            .getByText('Revoked')
            .count(),
        { timeout: 15_000 },
      )
      .toBe(1);
    expect((await send(route[0][0], route[0][1], now + 5)).status).toBe(401);

    // The same page all along (no reload), and nothing asked of another machine.
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(outside).toEqual([]);
    expect(tileRequests).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets a manager add a depot with Danish decimals, see it on the list, and delete it', async () => {
    const context = await newContext(browser, server, 390, 844);
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'da', url: server.url }]);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await signIn(page, 'manager');
    await page.goto('/manager/map');
    await page.getByRole('button', { name: 'Depoter' }).click();
    const drawer = page.getByRole('dialog', { name: 'Depoter' });
    await drawer.getByRole('button', { name: 'Tilføj depot' }).click();
    const form = page.getByRole('dialog', { name: 'Tilføj depot' });
    await form.getByRole('textbox', { name: 'Navn' }).fill('Vejle havn');
    await form.getByRole('textbox', { name: 'Breddegrad' }).fill('55,7077');
    await form.getByRole('textbox', { name: 'Længdegrad' }).fill('9,5357');
    await form.getByRole('textbox', { name: 'Radius (m)' }).fill('1.200');
    await form.getByRole('button', { name: 'Gem' }).click();
    const row = drawer.getByRole('row', { name: /Vejle havn/ });
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    expect(await row.textContent()).toContain('1.200 m');
    const stored = await withServer(server, context, (client) => client.map.depots.query());
    expect(stored.find((depot) => depot.name === 'Vejle havn')).toMatchObject({
      lat: 55.7077,
      lon: 9.5357,
      radiusM: 1200,
    });

    await row.getByRole('button', { name: 'Slet Vejle havn' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Slet depot' }).click();
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** The share of the map's pixels within a few levels of a colour, read from a screenshot of it. */
async function shareOfColour(page: Page, rgb: readonly [number, number, number]): Promise<number> {
  const shot = await page.getByTestId('map').screenshot();
  return page.evaluate(
    async ({ data, rgb }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
      let near = 0;
      for (let i = 0; i < pixels.length; i += 4)
        if ([0, 1, 2].every((c) => Math.abs(pixels[i + c]! - rgb[c]!) <= 4)) near += 1;
      return near / (pixels.length / 4);
    },
    { data: shot.toString('base64'), rgb },
  );
}

/**
 * Opens the map on a server with an operator's archive, refusing and remembering every request to
 * another machine and every answer of the tile routes, until the canvas drew the tiles and vehicles.
 */
async function openTiledMap(on: TestServer) {
  const context = await newContext(browser, on);
  const outside = await refuseOutside(context);
  const page = await context.newPage();
  const errors = collectErrors(page);
  const tiles: { path: string; status: number; type: string | null }[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/map/tiles'))
      tiles.push({
        path: url.pathname,
        status: response.status(),
        type: response.headers()['content-type'] ?? null,
      });
  });
  await signIn(page, 'manager');
  await page.goto('/manager/map');
  const map = page.getByTestId('map');
  await expect.poll(() => map.getAttribute('data-basemap'), { timeout: 30_000 }).toBe('tiles');
  await expect
    .poll(async () => Number(await map.getAttribute('data-drawn')), { timeout: 30_000 })
    .toBeGreaterThan(0);
  expect(tiles.some((tile) => tile.path === '/api/map/tiles.json' && tile.status === 200)).toBe(true);
  return { context, page, map, outside, errors, tiles };
}

describe("the map with an operator's PMTiles archive (MAP_PMTILES)", () => {
  let raster: TestServer;
  let vector: TestServer;
  let dir: string;
  const violet = [0xc8, 0xb8, 0xe0] as const;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'vognpark-e2e-tiles-'));
    // A raster archive of two PNG tiles: the world at zoom 0 and, at zoom 1, the quarter Denmark is in.
    const rasterFile = path.join(dir, 'raster.pmtiles');
    await writeFile(
      rasterFile,
      pmtilesArchive(
        [
          { z: 0, x: 0, y: 0, data: solidPng([0xb8, 0xd4, 0xc0]) },
          { z: 1, x: 1, y: 0, data: solidPng(violet) },
        ],
        { name: 'Testkort', attribution: '© Testkort' },
      ),
    );
    // A vector archive: in that quarter, an area over all of it and a line along 56° north.
    const vectorFile = path.join(dir, 'vector.pmtiles');
    const quarter = vectorTile([
      {
        name: 'land',
        features: [
          {
            type: 'area',
            points: [
              [0, 0],
              [4096, 0],
              [4096, 4096],
              [0, 4096],
            ],
          },
        ],
      },
      {
        name: 'roads',
        features: [
          {
            type: 'line',
            points: [
              [0, 2558],
              [4096, 2558],
            ],
          },
        ],
      },
    ]);
    await writeFile(
      vectorFile,
      pmtilesArchive(
        [{ z: 1, x: 1, y: 0, data: quarter }],
        { name: 'Vektorkort', attribution: '© Vektorkort', vector_layers: [{ id: 'land' }, { id: 'roads' }] },
        { tileType: 'mvt' },
      ),
    );
    [raster, vector] = await Promise.all([
      TestServer.create({ env: { MAP_PMTILES: rasterFile } }),
      TestServer.create({ env: { MAP_PMTILES: vectorFile } }),
    ]);
  });

  afterAll(async () => {
    await Promise.all([raster?.dispose(), vector?.dispose()]);
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('draws its raster tiles under the vehicles, credited, fetched from our own server only', async () => {
    const { context, page, outside, errors, tiles } = await openTiledMap(raster);
    expect(tiles).toContainEqual({ path: '/api/map/tiles/1/1/0', status: 200, type: 'image/png' });
    // The tile's colour is what one sees of the map, but for the vehicles, towns and controls on it.
    await expect.poll(() => shareOfColour(page, violet), { timeout: 15_000 }).toBeGreaterThan(0.6);
    // The archive's attribution beside the offline basemap's.
    await page.getByText(/© Testkort/).waitFor({ state: 'attached' });
    await page.getByText(/Natural Earth, GeoNames/).waitFor({ state: 'attached' });
    expect(await axeViolations(page), "map page with an operator's tiles").toEqual([]);
    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('draws its vector tiles: the area filled and the line drawn, credited, from our own server only', async () => {
    const { context, page, map, outside, errors, tiles } = await openTiledMap(vector);
    expect(tiles).toContainEqual({
      path: '/api/map/tiles/1/1/0',
      status: 200,
      type: 'application/vnd.mapbox-vector-tile',
    });
    await expect
      .poll(() => map.getAttribute('data-tile-features'), { timeout: 15_000 })
      .toBe('fill 1, line 1');
    await page.getByText(/© Vektorkort/).waitFor({ state: 'attached' });
    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
