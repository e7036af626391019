/**
 * The checks of an expense (docs/partners.md, "Checks"): the rule as a table, then on both engines
 * a vehicle's tank and battery in the register, the checks of stored expenses (manual and the
 * demo's) in the list and on one expense, the form's checks before saving, and tenant separation.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expenseChecks, expenseKind, type ExpenseCheckFacts } from '../src/areas/partners/checks.js';
import type { Expense } from '../src/areas/partners/model.js';
import { sharingBookings, sharingPools } from '../src/areas/sharing/schema.js';
import { ENGINES, failure, useWorkFixture } from './workFixture.js';

describe('expense checks', () => {
  const diesel = { fuel: 'diesel' as const, tankLitres: 80, batteryKwh: null };
  const electric = { fuel: 'electric' as const, tankLitres: null, batteryKwh: 77 };
  const hybrid = { fuel: 'hybrid' as const, tankLitres: 45, batteryKwh: 14 };
  const facts = (over: Partial<ExpenseCheckFacts>): ExpenseCheckFacts => ({
    kind: 'diesel',
    quantity: 50,
    unit: 'litre',
    odometerKm: null,
    vehicle: diesel,
    lastKmBefore: null,
    bookedByOther: false,
    ...over,
  });
  it.each([
    ['diesel that fits', facts({}), []],
    ['80 litres in an 80-litre tank', facts({ quantity: 80 }), []],
    ['80.5 litres in an 80-litre tank', facts({ quantity: 80.5 }), ['above_tank']],
    ['a tank of unknown size', facts({ quantity: 500, vehicle: { ...diesel, tankLitres: null } }), []],
    ['litres above the tank but counted in pieces', facts({ quantity: 120, unit: 'piece' }), []],
    ['diesel for an electric car', facts({ vehicle: electric }), ['wrong_fuel']],
    [
      'fuel of no named kind for an electric car',
      facts({ kind: 'other', vehicle: electric }),
      ['wrong_fuel'],
    ],
    ['fuel of no named kind for a diesel', facts({ kind: 'other' }), []],
    ['petrol for a diesel', facts({ kind: 'petrol' }), ['wrong_fuel']],
    ['petrol for a hybrid', facts({ kind: 'petrol', quantity: 40, vehicle: hybrid }), []],
    ['diesel for a hybrid', facts({ kind: 'diesel', quantity: 40, vehicle: hybrid }), ['wrong_fuel']],
    ['charging a diesel', facts({ kind: 'electric', unit: 'kwh', quantity: 20 }), ['wrong_fuel']],
    [
      '77 kWh in a 77 kWh battery',
      facts({ kind: 'electric', unit: 'kwh', quantity: 77, vehicle: electric }),
      [],
    ],
    [
      '78 kWh in a 77 kWh battery',
      facts({ kind: 'electric', unit: 'kwh', quantity: 78, vehicle: electric }),
      ['above_battery'],
    ],
    ['a wash (nothing bought to fill)', facts({ kind: null, quantity: null, unit: null }), []],
    ['booked by someone else', facts({ bookedByOther: true }), ['booked_by_other']],
    ['an odometer above the last', facts({ odometerKm: 1000, lastKmBefore: 900 }), []],
    ['an odometer equal to the last', facts({ odometerKm: 900, lastKmBefore: 900 }), []],
    ['an odometer below the last', facts({ odometerKm: 899, lastKmBefore: 900 }), ['odometer_decreased']],
    ['a first reading', facts({ odometerKm: 10, lastKmBefore: null }), []],
    ['the fleet (no vehicle)', facts({ vehicle: null, quantity: 900, bookedByOther: false }), []],
    [
      'everything at once',
      facts({ kind: 'petrol', quantity: 90, bookedByOther: true, odometerKm: 5, lastKmBefore: 6 }),
      ['wrong_fuel', 'booked_by_other', 'above_tank', 'odometer_decreased'],
    ],
  ] as const)('%s', (_name, given, checks) => {
    expect(expenseChecks(given)).toEqual(checks);
  });

  it.each([
    ['charging', '', 'electric'],
    ['fuel', 'Diesel', 'diesel'],
    ['fuel', 'Blyfri 95', 'petrol'],
    ['fuel', 'AdBlue', 'other'],
    ['wash', 'Diesel-vask', null],
    ['parking', '', null],
  ] as const)('%s "%s" bought %s', (category, description, kind) => {
    expect(expenseKind(category, description)).toBe(kind);
  });
});

describe.each(ENGINES)('expense checks on $engine', ({ open }) => {
  const f = useWorkFixture(open);
  const base = { spentOn: '2019-03-01', category: 'fuel' as const, net: 500, vat: 125 };
  /** The register's edit, made from the vehicle's stored version. */
  const updateVehicle = async (
    id: string,
    changes: Omit<Parameters<typeof f.as.manager.vehicles.update.mutate>[0], 'id' | 'expectedVersion'>,
  ) => {
    const { version } = await f.as.manager.vehicles.get.query({ id });
    return f.as.manager.vehicles.update.mutate({ id, expectedVersion: version, ...changes });
  };

  it('keeps a tank size and a battery in the register, refusing nonsense', async () => {
    const vehicleId = f.ids.jonasVehicles[0]!;
    const vehicle = await updateVehicle(vehicleId, {
      fuel: 'hybrid',
      tankLitres: 45,
      batteryKwh: 14,
    });
    expect(vehicle).toMatchObject({ fuel: 'hybrid', tankLitres: 45, batteryKwh: 14 });
    expect((await f.as.manager.vehicles.get.query({ id: vehicleId })).tankLitres).toBe(45);
    expect((await failure(updateVehicle(vehicleId, { tankLitres: 0 }))).code).toBe('BAD_REQUEST');
    expect((await failure(updateVehicle(vehicleId, { batteryKwh: 12.5 }))).code).toBe('BAD_REQUEST');
    const cleared = await updateVehicle(vehicleId, { batteryKwh: null });
    expect(cleared.batteryKwh).toBeNull();
  });

  it('shows the checks of stored expenses in the list and on the expense, never refusing them', async () => {
    const vehicleId = f.ids.jonasVehicles[1]!;
    await updateVehicle(vehicleId, {
      fuel: 'diesel',
      tankLitres: 80,
      batteryKwh: null,
    });
    const create = (fields: Partial<Parameters<typeof f.as.manager.partners.createExpense.mutate>[0]>) =>
      f.as.manager.partners.createExpense.mutate({ ...base, vehicleId, ...fields });
    const fits = await create({ description: 'Diesel', quantity: 60, unit: 'litre', odometerKm: 500 });
    const above = await create({ spentOn: '2019-03-05', description: 'Diesel', quantity: 95, unit: 'litre' });
    const charging = await create({ spentOn: '2019-03-06', category: 'charging', quantity: 30, unit: 'kwh' });
    const lower = await create({
      spentOn: '2019-03-08',
      category: 'wash',
      odometerKm: 450,
      odometerCorrection: true,
    });
    expect(fits.checks).toEqual([]);
    expect(above.checks).toEqual(['above_tank']);
    expect(charging.checks).toEqual(['wrong_fuel']);
    expect(lower.checks).toEqual(['odometer_decreased']);

    // Another person's booking on the day of the fitting fill-up (the vehicle is Jonas's).
    const [pool] = await f.database.db
      .select({ id: sharingPools.id })
      .from(sharingPools)
      .where(eq(sharingPools.clientId, f.ids.nordlys));
    await f.database.db.insert(sharingBookings).values({
      clientId: f.ids.nordlys,
      poolId: pool!.id,
      vehicleId,
      bookerUserId: f.ids.manager,
      driverUserId: f.ids.manager,
      // 23:30 UTC on 28 February is 1 March in Copenhagen: the day counts in Danish time.
      startsAt: new Date('2019-02-28T23:30:00Z'),
      endsAt: new Date('2019-03-01T10:00:00Z'),
      blockedUntil: new Date('2019-03-01T10:30:00Z'),
      status: 'returned',
    });
    const got = await f.as.manager.partners.getExpense.query({ id: fits.id });
    expect(got.checks).toEqual(['booked_by_other']);
    const listed = await f.as.manager.partners.listExpenses.query({ vehicleId, to: '2019-12-31', limit: 50 });
    const checksOf = (expense: Expense) => listed.items.find((item) => item.id === expense.id)!.checks;
    expect(checksOf(fits)).toEqual(['booked_by_other']);
    expect(checksOf(above)).toEqual(['above_tank']);
    expect(checksOf(charging)).toEqual(['wrong_fuel']);
    expect(checksOf(lower)).toEqual(['odometer_decreased']);

    // A bigger tank in the register: the stored expense's check goes.
    await updateVehicle(vehicleId, { tankLitres: 100 });
    expect((await f.as.manager.partners.getExpense.query({ id: above.id })).checks).toEqual([]);
    // Its own reading is not "the last": raising the odometer on the lower one clears its check.
    const raised = await f.as.manager.partners.updateExpense.mutate({
      id: lower.id,
      expectedVersion: lower.version,
      odometerKm: 520,
    });
    expect(raised.checks).toEqual([]);
  });

  it('answers the checks of a form before saving, its own reading left out', async () => {
    const vehicleId = f.ids.jonasVehicles[1]!;
    const preview = f.as.manager.partners.expenseChecks.query;
    expect(
      await preview({
        vehicleId,
        spentOn: '2019-04-01',
        category: 'fuel',
        description: 'Blyfri 95',
        quantity: 120,
        unit: 'litre',
      }),
    ).toEqual(['wrong_fuel', 'above_tank']);
    expect(await preview({ vehicleId, spentOn: '2019-04-01', category: 'fuel', odometerKm: 100 })).toEqual([
      'odometer_decreased',
    ]);
    expect(await preview({ vehicleId, spentOn: '2019-04-01', category: 'parking' })).toEqual([]);
    expect(
      await preview({
        vehicleId: null,
        spentOn: '2019-04-01',
        category: 'fuel',
        quantity: 900,
        unit: 'litre',
      }),
    ).toEqual([]);
    const stored = await f.as.manager.partners.createExpense.mutate({
      ...base,
      vehicleId,
      spentOn: '2019-05-01',
      category: 'wash',
      odometerKm: 700,
    });
    // Changing the stored one to 650: its own 700 is not counted, the 520 before it is.
    expect(
      await preview({
        expenseId: stored.id,
        vehicleId,
        spentOn: '2019-05-01',
        category: 'wash',
        odometerKm: 650,
      }),
    ).toEqual([]);
    expect(
      await preview({
        expenseId: stored.id,
        vehicleId,
        spentOn: '2019-05-01',
        category: 'wash',
        odometerKm: 510,
      }),
    ).toEqual(['odometer_decreased']);
  });

  it('shows the demo’s checks: more litres than a tank holds, diesel for an electric car', async () => {
    const fuel = await f.as.manager.partners.listExpenses.query({ category: ['fuel'], limit: 100 });
    const checks = fuel.items.flatMap((expense) => expense.checks);
    expect(checks).toEqual(expect.arrayContaining(['above_tank', 'wrong_fuel']));
  });

  it('answers another client’s vehicle and expense with NOT_FOUND; drivers are refused', async () => {
    const [expense] = (await f.as.manager.partners.listExpenses.query({ limit: 1 })).items;
    const other = f.as.manager2.partners.expenseChecks.query;
    expect(
      (await failure(other({ vehicleId: f.ids.nordlysVehicle, spentOn: '2019-04-01', category: 'fuel' })))
        .code,
    ).toBe('NOT_FOUND');
    expect(
      (
        await failure(
          other({ expenseId: expense!.id, vehicleId: null, spentOn: '2019-04-01', category: 'fuel' }),
        )
      ).code,
    ).toBe('NOT_FOUND');
    expect(
      (
        await failure(
          f.as.manager.partners.expenseChecks.query({
            vehicleId: f.ids.fjordbusVehicle,
            spentOn: '2019-04-01',
            category: 'fuel',
          }),
        )
      ).code,
    ).toBe('NOT_FOUND');
    expect(
      (
        await failure(
          f.as.user.partners.expenseChecks.query({
            vehicleId: null,
            spentOn: '2019-04-01',
            category: 'fuel',
          }),
        )
      ).code,
    ).toBe('FORBIDDEN');
  });
});
