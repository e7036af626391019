/**
 * A driver's outlays (docs/partners.md, "Driver's outlays") on both engines: the demo driver
 * registers what they paid for a vehicle they drive, its odometer joining the chain; another
 * vehicle or another client's answers NOT_FOUND and writes nothing; the manager sees it in the
 * expenses as paid by that driver; the receipt photo attaches to the driver's own outlay only.
 */
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { vehicles } from '../src/areas/vehicles/schema.js';
import { addDays, copenhagenToday } from '../src/due/rules.js';
import { splitGross } from '../src/areas/partners/outlays.js';
import { expenses, partnerHistory } from '../src/areas/partners/schema.js';
import { odometerReadings } from '../src/areas/service/schema.js';
import { documents } from '../src/areas/documents/schema.js';
import { APP_ORIGIN } from './helpers.js';
import { ENGINES, failure, useWorkFixture, type Role } from './workFixture.js';

describe('an outlay’s VAT', () => {
  it.each([
    [125, 100, 25],
    [100, 80, 20],
    [0.01, 0.01, 0], // a fifth of an øre rounds to none
    [812.37, 649.9, 162.47],
  ])('%d DKK including VAT is %d plus %d VAT', (gross, net, vat) => {
    expect(splitGross(gross)).toEqual({ net, vat });
  });
});

describe.each(ENGINES)('driver outlays on $engine', ({ open }) => {
  const f = useWorkFixture(open);
  const today = copenhagenToday();

  const counts = async () => {
    const db = f.database.db;
    const [e] = await db.select({ n: count() }).from(expenses);
    const [r] = await db.select({ n: count() }).from(odometerReadings);
    const [h] = await db.select({ n: count() }).from(partnerHistory);
    return { expenses: e!.n, readings: r!.n, history: h!.n };
  };
  const odometerOf = async (vehicleId: string) =>
    (
      await f.database.db.select({ km: vehicles.odometerKm }).from(vehicles).where(eq(vehicles.id, vehicleId))
    )[0]!.km;

  function upload(role: Role, body: Buffer, query: Record<string, string>) {
    return fetch(`${f.http.baseUrl}/api/documents/upload?${new URLSearchParams(query)}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/octet-stream',
        origin: APP_ORIGIN,
        cookie: f.http.cookies[role],
      },
      body,
    } as RequestInit);
  }
  const receipt = () =>
    sharp({ create: { width: 600, height: 900, channels: 3, background: '#f4f1ea' } })
      .jpeg({ quality: 60 })
      .toBuffer();
  const forExpense = (id: string) => ({
    ownerKind: 'expense',
    ownerId: id,
    type: 'other',
    title: 'Kvittering',
    fileName: 'kvittering.jpg',
  });

  it('registers an outlay on the driver’s vehicle: paid by the driver, in the chain, with history', async () => {
    const vehicleId = f.ids.jonasVehicles[0]!;
    const km = (await odometerOf(vehicleId)) + 120;
    const outlay = await f.as.user.partners.registerOutlay.mutate({
      vehicleId,
      spentOn: today,
      category: 'fuel',
      gross: 812.37,
      quantity: 42.5,
      odometerKm: km,
      description: 'Q8 Vejle',
    });
    expect(outlay).toMatchObject({
      vehicle: { id: vehicleId },
      spentOn: today,
      category: 'fuel',
      gross: 812.37,
      quantity: 42.5,
      unit: 'litre',
      odometerKm: km,
      description: 'Q8 Vejle',
      receipts: 0,
    });
    expect((await f.as.user.partners.myOutlays.query())[0]).toMatchObject({ id: outlay.id });
    // The vehicle's odometer moved to the reading.
    expect(await odometerOf(vehicleId)).toBe(km);

    // The manager sees it among the drivers' outlays, with the driver as the payer.
    const page = await f.as.manager.partners.listExpenses.query({ paidBy: ['driver'], limit: 50 });
    const seen = page.items.find((expense) => expense.id === outlay.id)!;
    expect(seen).toMatchObject({
      paidBy: 'driver',
      paidByDriver: { id: f.ids.jonas },
      createdBy: { id: f.ids.jonas },
      net: 649.9,
      vat: 162.47,
      gross: 812.37,
      vendor: null,
    });
    expect(page.items.every((expense) => expense.paidBy === 'driver')).toBe(true);
    const companyPaid = await f.as.manager.partners.listExpenses.query({ paidBy: ['company'], limit: 50 });
    expect(companyPaid.items.some((expense) => expense.id === outlay.id)).toBe(false);
    const history = await f.as.manager.partners.history.query({ entity: 'expense', id: outlay.id });
    expect(history.items).toEqual([
      expect.objectContaining({
        action: 'created',
        actor: expect.objectContaining({ id: f.ids.jonas }),
        changes: expect.objectContaining({ paidBy: { new: 'driver' }, vehicleId: { new: vehicleId } }),
      }),
    ]);

    // A parking outlay has no litres; it may have no odometer.
    const parking = await f.as.user.partners.registerOutlay.mutate({
      vehicleId,
      spentOn: addDays(today, -1),
      category: 'parking',
      gross: 45,
    });
    expect(parking).toMatchObject({ quantity: null, unit: null, odometerKm: null, gross: 45 });
  });

  it('refuses another vehicle and another client’s with NOT_FOUND, writing nothing', async () => {
    const before = await counts();
    const outlay = { spentOn: today, category: 'parking' as const, gross: 30, odometerKm: 999_999 };
    for (const vehicleId of [f.ids.nordlysVehicle, f.ids.fjordbusVehicle])
      expect((await failure(f.as.user.partners.registerOutlay.mutate({ ...outlay, vehicleId }))).code).toBe(
        'NOT_FOUND',
      );
    expect(await counts()).toEqual(before);
    // Managers and admins register no outlays; they are the drivers' own.
    for (const role of ['manager', 'admin'] as const)
      expect(
        (
          await failure(
            f.as[role].partners.registerOutlay.mutate({ ...outlay, vehicleId: f.ids.jonasVehicles[0]! }),
          )
        ).code,
      ).toBe('FORBIDDEN');
    expect((await failure(f.as.manager.partners.myOutlays.query())).code).toBe('FORBIDDEN');
    // The list of outlays is the driver's, not the expenses of their vehicles.
    const mine = await f.as.user.partners.myOutlays.query();
    expect(mine.every((item) => f.ids.jonasVehicles.includes(item.vehicle.id))).toBe(true);
  });

  it('refuses an odometer lower than the last on its field, a future day and litres for parking', async () => {
    const vehicleId = f.ids.jonasVehicles[1]!;
    const km = (await odometerOf(vehicleId)) + 1000;
    await f.as.manager.service.addReading.mutate({ vehicleId, readOn: today, odometerKm: km });
    const before = await counts();
    const base = { vehicleId, spentOn: today, category: 'fuel' as const, gross: 500 };
    expect(
      (await failure(f.as.user.partners.registerOutlay.mutate({ ...base, odometerKm: km - 500 })))
        .fieldErrors,
    ).toEqual({ odometerKm: 'decreased' });
    expect(
      (await failure(f.as.user.partners.registerOutlay.mutate({ ...base, spentOn: addDays(today, 1) })))
        .fieldErrors,
    ).toEqual({ spentOn: 'in_future' });
    expect(
      (await failure(f.as.user.partners.registerOutlay.mutate({ ...base, category: 'parking', quantity: 2 })))
        .fieldErrors,
    ).toEqual({ quantity: 'not_applicable' });
    expect((await failure(f.as.user.partners.registerOutlay.mutate({ ...base, gross: 0 }))).code).toBe(
      'BAD_REQUEST',
    );
    expect(await counts()).toEqual(before);
    // Higher than the last joins the chain.
    const fine = await f.as.user.partners.registerOutlay.mutate({ ...base, odometerKm: km + 80 });
    expect(fine.odometerKm).toBe(km + 80);
  });

  it('lets the driver attach a receipt photo to their own outlay only', async () => {
    const vehicleId = f.ids.jonasVehicles[0]!;
    const outlay = await f.as.user.partners.registerOutlay.mutate({
      vehicleId,
      spentOn: today,
      category: 'wash',
      gross: 149,
    });
    const photo = await receipt();
    const attached = await upload('user', photo, forExpense(outlay.id));
    expect(attached.status).toBe(201);
    const mine = await f.as.user.partners.myOutlays.query();
    expect(mine.find((item) => item.id === outlay.id)?.receipts).toBe(1);
    // The manager sees the receipt on the expense; the driver may see it too.
    const [document] = await f.database.db.select().from(documents).where(eq(documents.ownerId, outlay.id));
    expect(document).toMatchObject({ ownerKind: 'expense', vehicleId, visibleToDriver: true });

    const documentsBefore = (await f.database.db.select({ n: count() }).from(documents))[0]!.n;
    // The manager's expense paid by the driver, on the driver's own vehicle: not theirs.
    const managers = await f.as.manager.partners.createExpense.mutate({
      vehicleId,
      spentOn: today,
      category: 'fuel',
      net: 100,
      vat: 25,
      paidBy: 'driver',
    });
    expect(managers.paidByDriver).toBeNull();
    // Another client's expense.
    const fjordbus = await f.as.manager2.partners.createExpense.mutate({
      vehicleId: f.ids.fjordbusVehicle,
      spentOn: today,
      category: 'parking',
      net: 20,
      vat: 5,
      paidBy: 'driver',
    });
    for (const id of [managers.id, fjordbus.id, '00000000-0000-4000-8000-000000000000'])
      expect((await upload('user', photo, forExpense(id))).status).toBe(404);
    // Any other record, or a new version of a document, is not the driver's to upload.
    expect((await upload('user', photo, { ...forExpense(vehicleId), ownerKind: 'vehicle' })).status).toBe(
      403,
    );
    expect((await upload('user', photo, { documentId: document!.id, fileName: 'x.jpg' })).status).toBe(403);
    expect((await f.database.db.select({ n: count() }).from(documents))[0]!.n).toBe(documentsBefore);
    // The manager still attaches to any expense of theirs.
    expect((await upload('manager', photo, forExpense(managers.id))).status).toBe(201);
  });
});
