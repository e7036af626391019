import { describe, expect, it } from 'vitest';
import {
  addLine,
  emptyEntryForm,
  entryTotals,
  parseAmount,
  parseWhole,
  planFormValuesOf,
  serviceFieldErrorMessage,
  toPlanInput,
  toRecordEntryInput,
  validateEntryForm,
  validatePlanForm,
  validateReadingForm,
  type LineRow,
} from './form';

const today = '2026-11-23';

describe('parseAmount', () => {
  it.each([
    ['1.250,50', 1250.5],
    ['1 250,5', 1250.5],
    ['1250.50', 1250.5],
    ['1,250.50', 1250.5],
    ['1.250', 1250],
    ['0,99', 0.99],
    ['12', 12],
    ['', null],
  ])('reads %j as %s', (typed, amount) => {
    expect(parseAmount(typed)).toBe(amount);
  });

  it.each(['1,2,3', '1.2345', ',', '12,345,6'])('refuses %j', (typed) => {
    expect(parseAmount(typed)).toBeNaN();
  });
});

it('reads whole numbers, empty as none', () => {
  expect(parseWhole(' 42 ')).toBe(42);
  expect(parseWhole('')).toBeNull();
  expect(parseWhole('4.2')).toBeNaN();
});

const line = (over: Partial<LineRow>): LineRow => ({
  key: 1,
  kind: 'labour',
  description: '',
  quantity: '1',
  unitPrice: '100',
  vatRate: '25',
  coveredBy: 'own',
  ...over,
});

describe('entryTotals', () => {
  it('rounds each line to øre, VAT per line, as the server does', () => {
    expect(
      entryTotals([
        line({ quantity: '1,5', unitPrice: '650' }),
        line({ key: 2, kind: 'part', quantity: '3', unitPrice: '33,33' }),
        line({ key: 3, vatRate: '0', unitPrice: '10' }),
      ]),
    ).toEqual({ net: 1084.99, vat: 268.75, gross: 1353.74 });
  });
  it('leaves out lines still being typed', () => {
    expect(entryTotals([line({ unitPrice: '' })])).toEqual({ net: 0, vat: 0, gross: 0 });
  });
});

describe('validateEntryForm', () => {
  const base = emptyEntryForm(today, { odometerKm: 50_000 });
  const check = (values = base, lastKm: number | null = 50_000, askVehicle = false) =>
    validateEntryForm(values, { askVehicle, today, lastKm });

  it('takes a reading at or above the last one', () => {
    expect(check({ ...base, odometerKm: '50000' })).toEqual({});
    expect(check({ ...base, odometerKm: '51000' })).toEqual({});
  });

  it('refuses a lower reading on the field unless it is a correction', () => {
    expect(check({ ...base, odometerKm: '49999' })).toEqual({ odometerKm: 'decreased' });
    expect(check({ ...base, odometerKm: '49999', odometerCorrection: true })).toEqual({});
  });

  it('asks for a date not in the future, an odometer, a vehicle when it is not known', () => {
    expect(check({ ...base, performedOn: '2026-11-24', odometerKm: '' }, null, true)).toEqual({
      vehicleId: 'required',
      performedOn: 'in_future',
      odometerKm: 'required',
    });
  });

  it('checks each line: a quantity above 0 and a price with at most two decimals', () => {
    const values = addLine(addLine(base));
    values.lines[0]!.unitPrice = '12,3456';
    values.lines[1]!.quantity = '0';
    values.lines[1]!.unitPrice = '';
    expect(check(values)).toEqual({
      'lines.0.unitPrice': 'invalid_amount',
      'lines.1.quantity': 'invalid_amount',
      'lines.1.unitPrice': 'required',
    });
  });
});

it('sends the entry as recordEntry takes it: a chosen workshop by id, a typed one by name', () => {
  const values = {
    ...addLine(emptyEntryForm(today, { odometerKm: 1000 }, ['t-1'])),
    workshop: 'Nordlys Auto',
    workshopId: 'w-1',
  };
  values.lines[0]!.unitPrice = '1.250,50';
  expect(toRecordEntryInput('v-1', values, 'task-1')).toEqual({
    vehicleId: 'v-1',
    performedOn: today,
    odometerKm: 1000,
    engineHours: null,
    odometerCorrection: false,
    workshopOrganisationId: 'w-1',
    workshopName: '',
    serviceTaskIds: ['t-1'],
    lines: [
      { kind: 'labour', description: '', quantity: 1, unitPrice: 1250.5, vatRate: 25, coveredBy: 'own' },
    ],
    notes: '',
    taskId: 'task-1',
  });
  expect(toRecordEntryInput('v-1', { ...values, workshopId: null }).workshopName).toBe('Nordlys Auto');
});

describe('plans', () => {
  const tasks = [
    {
      id: 'oil',
      kind: 'oil_service',
      names: { en: '', da: '', uk: '', de: '', fr: '' },
      season: null,
      defaultIntervalKm: null,
      defaultIntervalMonths: null,
    },
    {
      id: 'winter',
      kind: 'winter_tyres',
      names: { en: '', da: '', uk: '', de: '', fr: '' },
      season: 'winter',
      defaultIntervalKm: null,
      defaultIntervalMonths: null,
    },
  ] as const;
  it('needs a name, each task once and an interval unless the task follows a season', () => {
    const values = {
      name: ' ',
      push: false,
      items: [
        { key: 1, serviceTaskId: 'oil', intervalKm: '', intervalMonths: '' },
        { key: 2, serviceTaskId: 'winter', intervalKm: '', intervalMonths: '' },
        { key: 3, serviceTaskId: 'oil', intervalKm: '30000', intervalMonths: '' },
      ],
    };
    expect(validatePlanForm(values, tasks)).toEqual({
      name: 'required',
      'items.0.intervalKm': 'interval_required',
      'items.2.serviceTaskId': 'duplicate',
    });
    expect(toPlanInput(values).items[2]).toEqual({
      serviceTaskId: 'oil',
      intervalKm: 30_000,
      intervalMonths: null,
    });
  });
  it('starts a new plan with one empty row; an edited plan with push on when schedules follow it', () => {
    expect(planFormValuesOf(null).items).toHaveLength(1);
  });
});

it('checks a reading like an entry’s odometer', () => {
  expect(
    validateReadingForm({ readOn: today, odometerKm: '9', correction: false }, { today, lastKm: 10 }),
  ).toEqual({
    odometerKm: 'decreased',
  });
  expect(
    validateReadingForm({ readOn: today, odometerKm: '9', correction: true }, { today, lastKm: 10 }),
  ).toEqual({});
});

it.each([
  ['odometerKm', 'decreased', 'app.service.error.decreased'],
  ['odometerKm', 'above_later', 'app.service.error.aboveLater'],
  ['performedOn', 'in_future', 'app.service.error.inFuture'],
  ['items.3.serviceTaskId', 'duplicate', 'app.service.error.duplicate'],
  ['items.0.intervalKm', 'required', 'app.service.error.interval'],
  ['name', 'duplicate', 'app.service.error.nameTaken'],
  ['taskId', 'completed', 'app.service.error.completed'],
  ['lines.2.unitPrice', 'invalid_amount', 'app.service.error.amount'],
  ['notes', 'too_big', 'app.service.error.tooLong'],
])('names %s %s', (field, code, message) => {
  expect(serviceFieldErrorMessage(field, code)).toBe(message);
});
