/**
 * The partners area (docs/partners.md) on both engines: the CVR number's modulus-11 check, an
 * agreement's state and the cost per km as tables; organisations with partner and vendor roles on
 * one record, contacts, agreements whose validity moves their compliance obligations, expenses
 * with VAT whose odometer joins the chain, the cost queries against a hand-computed table, keyset
 * lists, history on every record, roles and tenant separation for every procedure taking an id.
 */
import { readFileSync } from 'node:fs';
import { and, count, eq, isNotNull, like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { complianceItems } from '../src/areas/compliance/schema.js';
import { addDays, copenhagenToday } from '../src/due/rules.js';
import { PARTNERS_DEMO } from '../src/areas/partners/seed.js';
import {
  agreementState,
  completeCvr,
  isValidCvr,
  kmInPeriod,
  maxVat,
  perKm,
} from '../src/areas/partners/rules.js';
import {
  chooseMapping,
  fuelFits,
  guessMapping,
  productKind,
  readFuelLine,
} from '../src/areas/partners/fuelCard.js';
import type { ExpenseImportResult, FuelPreview } from '../src/areas/partners/model.js';
import {
  expenseImports,
  expenses,
  organisations,
  partnerHistory,
  vendorImportMappings,
} from '../src/areas/partners/schema.js';
import { odometerReadings } from '../src/areas/service/schema.js';
import { sharingBookings, sharingPools } from '../src/areas/sharing/schema.js';
import { vehicles } from '../src/areas/vehicles/schema.js';
import { readDecimal } from '../src/tabular/cells.js';
import { cvrOf, EINVOICE_LIMITS, platesIn, readEinvoice } from '../src/areas/partners/einvoice.js';
import type { EinvoicePreview } from '../src/areas/partners/model.js';
import { APP_ORIGIN } from './helpers.js';
import { allPages, ENGINES, failure, useWorkFixture } from './workFixture.js';
import { zip } from './zipFixture.js';

describe('CVR numbers', () => {
  it.each([
    ['10150817', true], // weights 2 7 6 5 4 3 2 1: 2+0+6+25+0+24+2+7 = 66 = 6 × 11
    ['10150818', false],
    ['12345674', true], // 2+14+18+20+20+18+14+4 = 110
    ['12345675', false],
    ['01234567', false], // no CVR number starts with 0
    ['1234567', false],
    ['123456789', false],
    ['1234567a', false],
  ])('%s is valid: %s', (cvr, valid) => {
    expect(isValidCvr(cvr)).toBe(valid);
  });

  it('completes seven digits to a valid number', () => {
    expect(completeCvr('1015081')).toBe('10150817');
    expect(isValidCvr(completeCvr('2914781')!)).toBe(true);
  });
});

describe('agreement state', () => {
  const today = '2026-11-23';
  it.each([
    ['2026-12-01', null, 'upcoming'],
    ['2026-01-01', null, 'active'], // open-ended
    ['2026-01-01', '2026-12-24', 'active'], // 31 days left
    ['2026-01-01', '2026-12-23', 'expiring'], // 30 days left
    ['2026-01-01', '2026-11-23', 'expiring'], // its last day
    ['2026-01-01', '2026-11-22', 'expired'],
    ['2026-12-01', '2026-12-10', 'upcoming'],
  ] as const)('from %s until %s: %s', (from, until, state) => {
    expect(agreementState(from, until, today)).toBe(state);
  });
});

describe('money and km', () => {
  it.each([
    [100, 25],
    [0.1, 0.03], // 2.5 øre rounds up
    [1234.56, 308.64],
    [0, 0],
  ])('the most VAT on %d is %d', (net, vat) => {
    expect(maxVat(net)).toBe(vat);
  });

  it.each([
    [null, [], null],
    [null, [1000], null], // one reading measures nothing
    [null, [1000, 2500], 1500],
    [800, [2500], 1700], // from the last reading before the period
    [800, [800], null], // no distance
  ] as const)('before %s, in the period %j: %s km', (before, inPeriod, km) => {
    expect(kmInPeriod(before, inPeriod)).toBe(km);
  });

  it.each([
    [1200, 1500, 0.8],
    [1200, 1700, 0.71],
    [1200, null, null],
    [0, 100, 0],
  ] as const)('%d DKK over %s km is %s per km', (net, km, expected) => {
    expect(perKm(net, km)).toBe(expected);
  });
});

describe('fuel-card statement lines', () => {
  it.each([
    ['1.234,56', 1234.56],
    ['1234,56', 1234.56],
    ['1,234.56', 1234.56],
    ['1234.56', 1234.56],
    ['62,40', 62.4],
    ['12 345,5', 12345.5],
    ['1.234', 1.234],
    ['62,415', 62.415],
    ['1,234,567', 1234567],
    ['845,52 kr.', 845.52],
    ['DKK 10', 10],
    ['1.234.567,8', 1234567.8],
    ['1,2,3', 'invalid_type'],
    ['12,34.56', 'invalid_type'],
    ['abc', 'invalid_type'],
    ['', 'invalid_type'],
  ] as const)('the amount %j is %j', (raw, expected) => {
    expect(readDecimal(raw)).toBe(expected);
  });

  it.each([
    ['Diesel', 'diesel'],
    ['HVO100', 'diesel'],
    ['Blyfri 95', 'petrol'],
    ['Benzin E10', 'petrol'],
    ['El (kWh)', 'electric'],
    ['Lynladning', 'electric'],
    ['AdBlue', 'other'],
    ['', 'other'],
  ] as const)('the product %j is %s', (product, kind) => {
    expect(productKind(product)).toBe(kind);
  });

  it('tells fuel that does not fit the vehicle', () => {
    expect(fuelFits('diesel', 'electric')).toBe(false);
    expect(fuelFits('petrol', 'diesel')).toBe(false);
    expect(fuelFits('electric', 'diesel')).toBe(false);
    expect(fuelFits('petrol', 'hybrid')).toBe(true);
    expect(fuelFits('electric', 'hybrid')).toBe(true);
    expect(fuelFits('diesel', 'diesel')).toBe(true);
    expect(fuelFits('other', 'electric')).toBe(true);
  });

  const headers = ['Dato', 'Reg.nr.', 'Produkt', 'Liter', 'Beløb inkl. moms', 'Moms', 'Km-stand', 'Bonnr.'];
  it('guesses the columns from Danish headers, the saved mapping winning when the file has it', () => {
    expect(guessMapping(headers)).toEqual({
      date: 'Dato',
      registration: 'Reg.nr.',
      product: 'Produkt',
      quantity: 'Liter',
      gross: 'Beløb inkl. moms',
      vat: 'Moms',
      odometerKm: 'Km-stand',
      receipt: 'Bonnr.',
    });
    const saved = { date: 'Dato', registration: 'Reg.nr.', quantity: 'Liter', net: 'Beløb inkl. moms' };
    expect(chooseMapping(headers, null, saved)).toEqual({ mapping: saved, saved: true });
    expect(chooseMapping(headers, null, { ...saved, vat: 'Gone' }).saved).toBe(false);
    expect(chooseMapping(headers, { date: 'Dato', quantity: 'Nope' }, saved)).toEqual({
      mapping: { date: 'Dato' },
      saved: false,
    });
  });

  const line = (cells: string[]) => readFuelLine(cells, headers, guessMapping(headers), 2, '2026-11-28');
  it('reads a Danish line, the net from the gross and the VAT', () => {
    const read = line([
      '01-11-2026 14:05',
      'ab 12 345',
      'Diesel',
      '50,00',
      '1.000,00',
      '200,00',
      '12.345',
      '77',
    ]);
    expect(read.errors).toEqual({});
    expect(read).toMatchObject({ date: '2026-11-01', plate: 'AB12345', quantity: 50, net: 800, vat: 200 });
    expect(read.odometerKm).toBe(12345);
  });

  it.each([
    [['', 'AB12345', 'Diesel', '1', '10', '2', '', ''], { date: 'required' }],
    [['2026-11-29', 'AB12345', 'Diesel', '1', '10', '2', '', ''], { date: 'in_future' }],
    [['31-02-2026', 'AB12345', 'Diesel', '1', '10', '2', '', ''], { date: 'invalid_format' }],
    [['2026-11-01', '=HYPERLINK("x")', 'Diesel', '1', '10', '2', '', ''], { registration: 'formula' }],
    [['2026-11-01', 'AB12345', 'Diesel', '0', '10', '2', '', ''], { quantity: 'out_of_range' }],
    [['2026-11-01', 'AB12345', 'Diesel', 'mange', '10', '2', '', ''], { quantity: 'invalid_type' }],
    [['2026-11-01', 'AB12345', 'Diesel', '1', '10', '5', '', ''], { vat: 'too_high' }],
    [['2026-11-01', 'AB12345', 'Diesel', '1', '', '', '', ''], { gross: 'required' }],
    [['2026-11-01', 'AB12345', 'Diesel', '1', '10', '2', '12,5 km', ''], { odometerKm: 'invalid_type' }],
  ])('refuses %j on its field', (cells, errors) => {
    expect(line(cells).errors).toEqual(errors);
  });
});

describe('e-invoices', () => {
  const oioubl = readFileSync(new URL('../fixtures/einvoice-demo.xml', import.meta.url), 'utf8');
  const peppol = oioubl
    .replace(
      '<cbc:CustomizationID>OIOUBL-2.1</cbc:CustomizationID>',
      '<cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0</cbc:CustomizationID>',
    )
    .replace(
      '<cbc:EndpointID schemeAgencyID="320" schemeID="DK:CVR">DK26509173</cbc:EndpointID>',
      '<cbc:EndpointID schemeID="0184">26509173</cbc:EndpointID>',
    );
  const refusal = (bytes: Buffer) => {
    try {
      readEinvoice(bytes);
      return null;
    } catch (error) {
      return (error as { code?: string }).code ?? 'other';
    }
  };

  it('reads the supplier, lines, VAT and plates of OIOUBL and Peppol BIS', () => {
    for (const [xml, format] of [
      [oioubl, 'oioubl'],
      [peppol, 'peppol'],
    ] as const) {
      const invoice = readEinvoice(Buffer.from(xml));
      expect(invoice).toMatchObject({
        format,
        number: 'DV-2026-1187',
        issueDate: '2026-11-18',
        supplier: { name: 'Dækcentret Vejle', cvr: '26509173' },
        net: 6850,
        vat: 1712.5,
      });
      expect(invoice.lines.map((line) => [line.id, line.category, line.plates, line.vat])).toEqual([
        ['1', 'tyres', ['AK55931'], 1200],
        ['2', 'tyres', ['AA40984', 'AE45209'], 475],
        ['3', 'other', [], 37.5],
      ]);
    }
  });

  it.each([
    ['AB 12 345 og ab12346', ['AB12345', 'AB12346']],
    ['Faktura 2026-11 for XAB 12 345 9', []],
    ['no plate', []],
  ])('finds the plates in %j', (value, plates) => {
    expect(platesIn(value)).toEqual(plates);
  });

  it.each([
    ['DK26509173', '26509173'],
    ['26509173', '26509173'],
    ['DK 26 50 91 73', '26509173'],
    ['NO123456789', null],
  ])('reads the CVR number %j as %j', (value, cvr) => {
    expect(cvrOf(value)).toBe(cvr);
  });

  it('refuses entities, oversized, broken and other documents', () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;">]><Invoice>&lol2;</Invoice>`;
    expect(refusal(Buffer.from(laughs))).toBe('unsafe_file');
    expect(
      refusal(
        Buffer.from(oioubl.replace('<Invoice ', '<!DOCTYPE Invoice SYSTEM "file:///etc/passwd"><Invoice ')),
      ),
    ).toBe('unsafe_file');
    expect(refusal(Buffer.alloc(EINVOICE_LIMITS.maxFileBytes + 1, 0x20))).toBe('too_large');
    expect(refusal(Buffer.alloc(0))).toBe('empty');
    expect(refusal(Buffer.from('<Invoice><cbc:ID>1</Invoice>'))).toBe('invalid_file');
    expect(refusal(Buffer.from('Dato;Beløb\n'))).toBe('invalid_file');
    expect(refusal(Buffer.from(oioubl.replaceAll('Invoice', 'Order')))).toBe('unsupported_type');
    expect(
      refusal(Buffer.from(oioubl.replace('<cbc:Percent>25</cbc:Percent>', '<cbc:Percent>80</cbc:Percent>'))),
    ).toBe('invalid_file');
  });
});

describe.each(ENGINES)('partners on $engine', ({ open }) => {
  const f = useWorkFixture(open);
  const today = copenhagenToday();

  it('seeds partners, vendors, agreements and a year of expenses', async () => {
    const partners = await f.as.manager.partners.listOrganisations.query({ kind: 'partner', limit: 100 });
    const vendors = await f.as.manager.partners.listOrganisations.query({ kind: 'vendor', limit: 100 });
    expect(partners.total).toBe(PARTNERS_DEMO.partners);
    expect(vendors.total).toBe(PARTNERS_DEMO.vendors);
    for (const organisation of [...partners.items, ...vendors.items])
      expect(isValidCvr(organisation.cvr!), organisation.name).toBe(true);
    const counts = Object.fromEntries(partners.items.map((o) => [o.name, o.activeAgreements]));
    expect(counts).toMatchObject({
      'Fjordleasing A/S': 1,
      'Aarhus Autoværksted': 1,
      'Vejhjælpen Danmark': 0,
    });
    // The tyre centre is both: one record in both lists.
    const both = partners.items.filter((p) => vendors.items.some((v) => v.id === p.id));
    expect(both.map((o) => o.name)).toEqual(['Dækcentret Vejle']);
    const expiring = await f.as.manager.partners.listAgreements.query({ state: ['expiring'] });
    expect(expiring.items.map((a) => a.kind)).toEqual(['service']);
    const fleet = await f.as.manager.partners.costs.query({ from: addDays(today, -364), to: today });
    expect(fleet.net).toBeGreaterThan(0);
    expect(fleet.byCategory.map((c) => c.category)).toEqual(expect.arrayContaining(['fuel', 'parking']));
    const [{ n }] = await f.database.db
      .select({ n: count() })
      .from(expenses)
      .where(eq(expenses.clientId, f.ids.fjordbus));
    expect(n).toBe(0);
  });

  it('refuses a CVR number failing the modulus-11 check on its field, and a duplicate', async () => {
    const base = { name: 'Test Værksted ApS', partnerRoles: ['workshop' as const] };
    expect(
      (await failure(f.as.manager.partners.createOrganisation.mutate({ ...base, cvr: '12345675' })))
        .fieldErrors,
    ).toEqual({ cvr: 'checksum' });
    const created = await f.as.manager.partners.createOrganisation.mutate({
      ...base,
      cvr: '12345674',
      vendorRoles: ['parts'],
    });
    expect(created).toMatchObject({ cvr: '12345674', partnerRoles: ['workshop'], vendorRoles: ['parts'] });
    expect(
      (
        await failure(
          f.as.manager.partners.createOrganisation.mutate({
            name: 'Another',
            cvr: '12345674',
            partnerRoles: ['glass'],
          }),
        )
      ).fieldErrors,
    ).toEqual({ cvr: 'duplicate' });
    expect(
      (
        await failure(
          f.as.manager.partners.createOrganisation.mutate({
            name: 'test værksted aps',
            partnerRoles: ['glass'],
          }),
        )
      ).fieldErrors,
    ).toEqual({ name: 'duplicate' });
    expect(
      (await failure(f.as.manager.partners.createOrganisation.mutate({ name: 'No roles' }))).fieldErrors,
    ).toEqual({
      roles: 'required',
    });
    // One record in both lists, found by its CVR number.
    for (const kind of ['partner', 'vendor'] as const)
      expect(
        (await f.as.manager.partners.listOrganisations.query({ kind, q: '12345674' })).items.map((o) => o.id),
      ).toEqual([created.id]);
    const updated = await f.as.manager.partners.updateOrganisation.mutate({
      id: created.id,
      expectedVersion: created.version,
      status: 'preferred',
    });
    expect(updated.status).toBe('preferred');
    const history = await f.as.manager.partners.history.query({ entity: 'organisation', id: created.id });
    expect(history.items.map((h) => h.action)).toEqual(['updated', 'created']);
    expect(history.items[0]!.changes).toEqual({ status: { old: 'active', new: 'preferred' } });
  });

  it('keeps contacts with their history', async () => {
    const [workshop] = (await f.as.manager.partners.listOrganisations.query({ role: 'workshop', limit: 1 }))
      .items;
    const contact = await f.as.manager.partners.createContact.mutate({
      organisationId: workshop!.id,
      name: 'Ida Berg',
      email: 'IDA@example.com',
    });
    expect(contact.email).toBe('ida@example.com');
    await f.as.manager.partners.updateContact.mutate({
      id: contact.id,
      expectedVersion: contact.version,
      title: 'Værkfører',
    });
    const names = (await f.as.manager.partners.listContacts.query({ organisationId: workshop!.id })).map(
      (c) => c.name,
    );
    expect(names).toContain('Ida Berg');
    const history = await f.as.manager.partners.history.query({ entity: 'contact', id: contact.id });
    expect(history.items.map((h) => h.action)).toEqual(['updated', 'created']);
    expect(
      (
        await failure(
          f.as.manager.partners.createContact.mutate({
            organisationId: workshop!.id,
            name: 'X',
            email: 'no',
          }),
        )
      ).code,
    ).toBe('BAD_REQUEST');
  });

  it('moves the obligations an agreement stands behind, so an expiring agreement shows in compliance', async () => {
    const [insurance] = await f.database.db
      .select()
      .from(complianceItems)
      .where(and(eq(complianceItems.vehicleId, f.ids.nordlysVehicle), eq(complianceItems.kind, 'insurance')));
    const [insurer] = (await f.as.manager.partners.listOrganisations.query({ role: 'insurer' })).items;
    const until = addDays(today, 10);
    const agreement = await f.as.manager.partners.createAgreement.mutate({
      organisationId: insurer!.id,
      kind: 'insurance',
      number: 'P-1',
      validFrom: addDays(today, -355),
      validUntil: until,
      vehicleIds: [f.ids.nordlysVehicle],
      obligationIds: [insurance!.id],
    });
    expect(agreement).toMatchObject({ state: 'expiring', obligationIds: [insurance!.id] });
    const listed = await f.as.manager.compliance.list.query({
      vehicleId: f.ids.nordlysVehicle,
      kind: ['insurance'],
      state: ['due_soon'],
    });
    expect(listed.items.map((o) => [o.id, o.validUntil])).toEqual([[insurance!.id, until]]);
    // Renewed: the obligation follows.
    const renewed = addDays(today, 375);
    await f.as.manager.partners.updateAgreement.mutate({
      id: agreement.id,
      expectedVersion: agreement.version,
      validUntil: renewed,
    });
    expect((await f.as.manager.compliance.get.query({ id: insurance!.id })).validUntil).toBe(renewed);
    const afterRenewal = await f.as.manager.partners.getAgreement.query({ id: agreement.id });
    expect(afterRenewal.state).toBe('active');
    // Only leasing-end and insurance obligations; the end before the start is refused.
    const [roadTax] = await f.database.db
      .select()
      .from(complianceItems)
      .where(and(eq(complianceItems.vehicleId, f.ids.nordlysVehicle), eq(complianceItems.kind, 'road_tax')));
    if (roadTax)
      expect(
        (
          await failure(
            f.as.manager.partners.updateAgreement.mutate({
              id: agreement.id,
              expectedVersion: afterRenewal.version,
              obligationIds: [roadTax.id],
            }),
          )
        ).fieldErrors,
      ).toEqual({ obligationIds: 'kind' });
    expect(
      (
        await failure(
          f.as.manager.partners.updateAgreement.mutate({
            id: agreement.id,
            expectedVersion: afterRenewal.version,
            validUntil: addDays(today, -400),
          }),
        )
      ).fieldErrors,
    ).toEqual({ validUntil: 'before_start' });
    const history = await f.as.manager.partners.history.query({ entity: 'agreement', id: agreement.id });
    expect(history.items.map((h) => h.action)).toEqual(['updated', 'created']);
  });

  it('records expenses with VAT, joins the odometer chain and computes the cost per km', async () => {
    const vehicleId = f.ids.jonasVehicles[1]!;
    const base = {
      vehicleId,
      spentOn: '2020-01-10',
      category: 'fuel' as const,
      net: 1000,
      vat: 250,
      quantity: 96.15,
      unit: 'litre' as const,
    };
    expect(
      (await failure(f.as.manager.partners.createExpense.mutate({ ...base, vat: 250.01 }))).fieldErrors,
    ).toEqual({
      vat: 'too_high',
    });
    expect(
      (await failure(f.as.manager.partners.createExpense.mutate({ ...base, unit: null }))).fieldErrors,
    ).toEqual({
      unit: 'required',
    });
    expect(
      (await failure(f.as.manager.partners.createExpense.mutate({ ...base, spentOn: addDays(today, 1) })))
        .fieldErrors,
    ).toEqual({ spentOn: 'in_future' });
    expect((await failure(f.as.manager.partners.createExpense.mutate({ ...base, net: 10.005 }))).code).toBe(
      'BAD_REQUEST',
    );

    // A hand-computed period: readings 800 (Dec 2019), 1000 (Jan), 1500 (Jun), 2500 (Dec 2020).
    await f.as.manager.service.addReading.mutate({ vehicleId, readOn: '2019-12-20', odometerKm: 800 });
    const fuel = await f.as.manager.partners.createExpense.mutate({ ...base, odometerKm: 1000 });
    expect(fuel).toMatchObject({ net: 1000, vat: 250, gross: 1250, quantity: 96.15, odometerKm: 1000 });
    expect(
      (
        await failure(
          f.as.manager.partners.createExpense.mutate({ ...base, spentOn: '2020-02-01', odometerKm: 900 }),
        )
      ).fieldErrors,
    ).toEqual({ odometerKm: 'decreased' });
    await f.as.manager.partners.createExpense.mutate({
      vehicleId,
      spentOn: '2020-06-15',
      category: 'wash',
      net: 160,
      vat: 40,
      odometerKm: 1500,
    });
    await f.as.manager.service.addReading.mutate({ vehicleId, readOn: '2020-12-30', odometerKm: 2500 });
    const wash = await f.as.manager.partners.createExpense.mutate({
      vehicleId,
      spentOn: '2020-06-20',
      category: 'wash',
      net: 40,
      vat: 10,
    });
    const readings = await allPages((cursor) =>
      f.as.manager.service.readings.query({ vehicleId, cursor, limit: 100 }),
    );
    expect(
      readings
        .filter((r) => r.source === 'expense')
        .map((r) => r.odometerKm)
        .sort(),
    ).toEqual([1000, 1500]);

    const year = await f.as.manager.partners.costs.query({ vehicleId, from: '2020-01-01', to: '2020-12-31' });
    expect(year).toEqual({
      cells: [
        { month: '2020-01', category: 'fuel', net: 1000, vat: 250 },
        { month: '2020-06', category: 'wash', net: 200, vat: 50 },
      ],
      byCategory: [
        { category: 'fuel', net: 1000 },
        { category: 'wash', net: 200 },
      ],
      net: 1200,
      vat: 300,
      km: 1700, // 2500 − 800 (the reading before the period)
      perKm: 0.71,
    });
    const half = await f.as.manager.partners.costs.query({ vehicleId, from: '2020-01-01', to: '2020-06-30' });
    expect(half).toMatchObject({ net: 1200, km: 700, perKm: 1.71 });
    const table = await f.as.manager.partners.vehicleCosts.query({ from: '2020-01-01', to: '2020-12-31' });
    expect(table.find((row) => row.vehicle.id === vehicleId)).toMatchObject({
      net: 1200,
      km: 1700,
      perKm: 0.71,
    });

    // Changing the odometer replaces the expense's reading.
    await f.as.manager.partners.updateExpense.mutate({
      id: fuel.id,
      expectedVersion: (await f.as.manager.partners.getExpense.query({ id: fuel.id })).version,
      odometerKm: 1100,
    });
    const after = await allPages((cursor) =>
      f.as.manager.service.readings.query({ vehicleId, cursor, limit: 100 }),
    );
    expect(
      after
        .filter((r) => r.source === 'expense')
        .map((r) => r.odometerKm)
        .sort(),
    ).toEqual([1100, 1500]);
    const history = await f.as.manager.partners.history.query({ entity: 'expense', id: fuel.id });
    expect(history.items[0]!.changes).toEqual({ odometerKm: { old: 1000, new: 1100 } });
    expect((await f.as.manager.partners.getExpense.query({ id: wash.id })).gross).toBe(50);

    // The fleet's months come from the day totals the expenses' triggers keep (0020): an edit
    // moves its part, a deletion takes it out.
    await f.as.manager.partners.updateExpense.mutate({
      id: wash.id,
      expectedVersion: (await f.as.manager.partners.getExpense.query({ id: wash.id })).version,
      net: 20,
      vat: 5,
      spentOn: '2020-07-01',
    });
    const fleet = await f.as.manager.partners.costs.query({ from: '2020-01-01', to: '2020-12-31' });
    expect(fleet.cells).toEqual([
      { month: '2020-01', category: 'fuel', net: 1000, vat: 250 },
      { month: '2020-06', category: 'wash', net: 160, vat: 40 },
      { month: '2020-07', category: 'wash', net: 20, vat: 5 },
    ]);
    await f.database.db.delete(expenses).where(eq(expenses.id, wash.id));
    const july = await f.as.manager.partners.costs.query({ from: '2020-07-01', to: '2020-07-31' });
    expect(july).toMatchObject({ cells: [], net: 0, vat: 0 });
  });

  it('pages expenses newest first with filters, without gaps or repeats', async () => {
    const [vendor] = (await f.as.manager.partners.listOrganisations.query({ role: 'fuel_card', limit: 1 }))
      .items;
    const filters = {
      vendorOrganisationId: vendor!.id,
      from: addDays(today, -120),
      category: ['fuel' as const],
    };
    const all = await allPages((cursor) =>
      f.as.manager.partners.listExpenses.query({ ...filters, cursor, limit: 17 }),
    );
    const first = await f.as.manager.partners.listExpenses.query({ ...filters, limit: 17 });
    expect(all.length).toBe(first.total);
    expect(new Set(all.map((e) => e.id)).size).toBe(all.length);
    const dates = all.map((e) => e.spentOn);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(all.every((e) => e.vendor?.id === vendor!.id && e.category === 'fuel')).toBe(true);
    const second = await f.as.manager.partners.listExpenses.query({
      ...filters,
      limit: 17,
      cursor: first.nextCursor,
    });
    const back = await f.as.manager.partners.listExpenses.query({
      ...filters,
      limit: 17,
      cursor: second.prevCursor,
      direction: 'backward',
    });
    expect(back.items.map((e) => e.id)).toEqual(first.items.map((e) => e.id));
    const organisations = await allPages((cursor) =>
      f.as.manager.partners.listOrganisations.query({ cursor, limit: 3 }),
    );
    const names = organisations.map((o) => o.name.toLowerCase());
    expect([...names].sort()).toEqual(names);
  });

  it('answers another client’s ids with NOT_FOUND and changes nothing; drivers and admins are refused', async () => {
    const own = f.as.manager.partners;
    const other = f.as.manager2.partners;
    const [organisation] = (await own.listOrganisations.query({ limit: 1 })).items;
    const [agreement] = (await own.listAgreements.query({ limit: 1 })).items;
    const [expense] = (await own.listExpenses.query({ limit: 1 })).items;
    const contact = await own.createContact.mutate({
      organisationId: organisation!.id,
      name: 'Tenant Probe',
    });
    const calls: [string, () => Promise<unknown>][] = [
      ['getOrganisation', () => other.getOrganisation.query({ id: organisation!.id })],
      [
        'updateOrganisation',
        () =>
          other.updateOrganisation.mutate({
            id: organisation!.id,
            expectedVersion: organisation!.version,
            name: 'Taken over',
          }),
      ],
      ['listContacts', () => other.listContacts.query({ organisationId: organisation!.id })],
      ['createContact', () => other.createContact.mutate({ organisationId: organisation!.id, name: 'X' })],
      [
        'updateContact',
        () => other.updateContact.mutate({ id: contact.id, expectedVersion: 1, name: 'Taken over' }),
      ],
      ['deleteContact', () => other.deleteContact.mutate({ id: contact.id })],
      ['getAgreement', () => other.getAgreement.query({ id: agreement!.id })],
      [
        'updateAgreement',
        () => other.updateAgreement.mutate({ id: agreement!.id, expectedVersion: 1, number: 'X' }),
      ],
      [
        'createAgreement',
        () =>
          other.createAgreement.mutate({
            organisationId: organisation!.id,
            kind: 'service',
            validFrom: today,
          }),
      ],
      [
        'createAgreement with a foreign vehicle',
        async () => {
          const [mine] = (await other.listOrganisations.query({ limit: 1 })).items;
          const ownOrganisation =
            mine ??
            (await other.createOrganisation.mutate({ name: 'Fjordbus Glas', partnerRoles: ['glass'] }));
          return other.createAgreement.mutate({
            organisationId: ownOrganisation.id,
            kind: 'service',
            validFrom: today,
            vehicleIds: [f.ids.nordlysVehicle],
          });
        },
      ],
      ['getExpense', () => other.getExpense.query({ id: expense!.id })],
      ['updateExpense', () => other.updateExpense.mutate({ id: expense!.id, expectedVersion: 1, net: 1 })],
      [
        'createExpense',
        () =>
          other.createExpense.mutate({
            vehicleId: f.ids.nordlysVehicle,
            spentOn: today,
            category: 'fuel',
            net: 1,
          }),
      ],
      [
        'createExpense with a foreign vendor',
        () =>
          other.createExpense.mutate({
            vendorOrganisationId: organisation!.id,
            spentOn: today,
            category: 'fuel',
            net: 1,
          }),
      ],
      ['costs', () => other.costs.query({ vehicleId: f.ids.nordlysVehicle, from: today, to: today })],
      ['history', () => other.history.query({ entity: 'organisation', id: organisation!.id })],
    ];
    for (const [name, call] of calls) expect((await failure(call())).code, name).toBe('NOT_FOUND');
    // Nothing changed.
    expect((await own.getOrganisation.query({ id: organisation!.id })).name).toBe(organisation!.name);
    expect((await own.listContacts.query({ organisationId: organisation!.id })).map((c) => c.name)).toContain(
      'Tenant Probe',
    );
    expect((await own.getAgreement.query({ id: agreement!.id })).number).toBe(agreement!.number);
    expect((await own.getExpense.query({ id: expense!.id })).net).toBe(expense!.net);
    // Another client's lists do not show ours.
    const theirs = await allPages((cursor) => other.listOrganisations.query({ cursor, limit: 100 }));
    expect(theirs.some((o) => o.id === organisation!.id)).toBe(false);
    const [{ n }] = await f.database.db
      .select({ n: count() })
      .from(organisations)
      .where(eq(organisations.name, 'Taken over'));
    expect(n).toBe(0);
    for (const role of ['user', 'admin'] as const)
      expect((await failure(f.as[role].partners.listOrganisations.query({}))).code, role).toBe('FORBIDDEN');
  });
  describe('fuel-card import', () => {
    const demo = readFileSync(new URL('../fixtures/fuel-card-demo.csv', import.meta.url));
    const vendorId = async (name = 'Brændstofkort Nord') => {
      const [row] = await f.database.db
        .select({ id: organisations.id })
        .from(organisations)
        .where(and(eq(organisations.clientId, f.ids.nordlys), eq(organisations.name, name)));
      return row!.id;
    };
    const send = async (
      step: 'preview' | 'confirm',
      body: Buffer,
      options: {
        vendor?: string;
        role?: 'manager' | 'manager2' | 'user';
        query?: Record<string, string>;
      } = {},
    ) => {
      const vendor = options.vendor ?? (await vendorId());
      const query = new URLSearchParams({ fileName: 'kort.csv', ...options.query });
      return fetch(`${f.http.baseUrl}/api/partners/vendors/${vendor}/fuel-import/${step}?${query}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/octet-stream',
          origin: APP_ORIGIN,
          cookie: f.http.cookies[options.role ?? 'manager'],
        },
        body: new Uint8Array(body),
      });
    };
    const preview = async (body: Buffer, query: Record<string, string> = {}) => {
      const response = await send('preview', body, { query });
      expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
      return (await response.json()) as FuelPreview;
    };
    const confirm = async (body: Buffer, importId: string, query: Record<string, string> = {}) => {
      const response = await send('confirm', body, { query: { importId, ...query } });
      expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
      return (await response.json()) as ExpenseImportResult;
    };
    const imported = async () =>
      Number(
        (
          await f.database.db
            .select({ n: count() })
            .from(expenses)
            .where(and(eq(expenses.clientId, f.ids.nordlys), isNotNull(expenses.importKey)))
        )[0]!.n,
      );
    const vehicleOf = async (registration: string) =>
      (
        await f.database.db
          .select()
          .from(vehicles)
          .where(and(eq(vehicles.clientId, f.ids.nordlys), eq(vehicles.registration, registration)))
      )[0]!;

    it('previews the demo statement without writing: each line, its errors and checks', async () => {
      // A booking of AA 40 984 by someone else on the day of its first line.
      const [pool] = await f.database.db
        .select({ id: sharingPools.id })
        .from(sharingPools)
        .where(eq(sharingPools.clientId, f.ids.nordlys));
      const booked = await vehicleOf('AA40984');
      await f.database.db.insert(sharingBookings).values({
        clientId: f.ids.nordlys,
        poolId: pool!.id,
        vehicleId: booked.id,
        bookerUserId: f.ids.jonas,
        driverUserId: f.ids.jonas,
        startsAt: new Date('2026-11-03T06:00:00Z'),
        endsAt: new Date('2026-11-03T15:00:00Z'),
        blockedUntil: new Date('2026-11-03T15:30:00Z'),
        status: 'returned',
      });
      const before = await imported();
      const result = await preview(demo);
      expect(result).toMatchObject({
        kind: 'csv',
        vendor: { name: 'Brændstofkort Nord' },
        rowCount: 12,
        newCount: 11,
        alreadyImportedCount: 0,
        errorCount: 1,
        mappingSaved: false,
        mapping: { date: 'Dato', registration: 'Reg.nr.', net: 'Beløb ekskl. moms', odometerKm: 'Km-stand' },
      });
      expect(result.rows[0]).toMatchObject({
        row: 10,
        state: 'invalid',
        errors: { registration: 'unknown_vehicle' },
      });
      const byRow = new Map(result.rows.map((row) => [row.row, row]));
      expect(byRow.get(2)).toMatchObject({
        state: 'new',
        checks: ['booked_by_other'],
        values: {
          date: '2026-11-03',
          registration: 'AA 40 984',
          net: '676.42',
          vat: '169.1',
          odometerKm: '123410',
        },
      });
      expect(byRow.get(8)!.checks).toEqual(['wrong_fuel']);
      expect(byRow.get(7)).toMatchObject({ category: 'charging', checks: [] });
      expect(result.net).toBe(5591.01);
      expect(await imported()).toBe(before);
    });

    it('adds the new lines once, joining the odometer chain, and the same file again changes nothing', async () => {
      const before = await imported();
      const vehicle = await vehicleOf('AA40984');
      const period = { vehicleId: vehicle.id, from: '2026-11-01', to: copenhagenToday() };
      const costsBefore = await f.as.manager.partners.costs.query(period);
      expect(costsBefore.km).toBeNull();
      const importId = crypto.randomUUID();
      expect(await confirm(demo, importId)).toEqual({
        importId,
        created: 11,
        alreadyImported: 0,
        skipped: 1,
      });
      expect(await imported()).toBe(before + 11);
      // A double click answers the first result and adds nothing.
      expect(await confirm(demo, importId)).toEqual({
        importId,
        created: 11,
        alreadyImported: 0,
        skipped: 1,
      });
      const again = crypto.randomUUID();
      expect(await confirm(demo, again)).toEqual({
        importId: again,
        created: 0,
        alreadyImported: 11,
        skipped: 1,
      });
      expect(await imported()).toBe(before + 11);
      const second = await preview(demo);
      expect(second).toMatchObject({ newCount: 0, alreadyImportedCount: 11, mappingSaved: true });

      const chain = await f.database.db
        .select({
          readOn: odometerReadings.readOn,
          km: odometerReadings.odometerKm,
          source: odometerReadings.source,
        })
        .from(odometerReadings)
        .where(eq(odometerReadings.vehicleId, vehicle.id))
        .orderBy(odometerReadings.readOn);
      expect(chain.filter((reading) => reading.source === 'expense').map((reading) => reading.km)).toEqual([
        123410, 123890, 124230,
      ]);
      // The vehicle's odometer follows its chain's latest reading; each line has its history entry.
      expect((await vehicleOf('AA40984')).odometerKm).toBe(chain.at(-1)!.km);
      const [first] = await f.database.db
        .select({ id: expenses.id, readingId: expenses.odometerReadingId })
        .from(expenses)
        .where(and(eq(expenses.vehicleId, vehicle.id), eq(expenses.odometerKm, 123410)));
      const [reading] = await f.database.db
        .select({ km: odometerReadings.odometerKm })
        .from(odometerReadings)
        .where(eq(odometerReadings.id, first!.readingId!));
      expect(reading!.km).toBe(123410);
      const [entry] = await f.database.db
        .select({ action: partnerHistory.action, changes: partnerHistory.changes })
        .from(partnerHistory)
        .where(eq(partnerHistory.entityId, first!.id));
      expect(entry).toMatchObject({
        action: 'imported',
        changes: {
          net: { old: null, new: 676.42 },
          odometerKm: { new: 123410 },
          importId: { new: importId },
        },
      });
      // Its three lines: 676.42 + 640.83 + 652.03 DKK; from 123 410 km to the chain's last reading.
      const km = chain.at(-1)!.km - 123410;
      const costs = await f.as.manager.partners.costs.query(period);
      expect(costs.net - costsBefore.net).toBeCloseTo(1969.28, 2);
      expect(costs.km).toBe(km);
      expect(costs.perKm).toBe(Math.round((costs.net / km) * 100) / 100);
      const list = await f.as.manager.partners.listExpenses.query({ vehicleId: vehicle.id, limit: 10 });
      expect(list.items.filter((item) => item.source === 'csv')).toHaveLength(3);
      expect(list.items.find((item) => item.source === 'csv')).toMatchObject({
        paidBy: 'fuel_card',
        unit: 'litre',
      });
      const [saved] = await f.database.db
        .select()
        .from(vendorImportMappings)
        .where(eq(vendorImportMappings.organisationId, await vendorId()));
      expect(saved!.mapping).toMatchObject({ receipt: 'Kvitteringsnr.' });
      const imports = await f.as.manager.partners.imports.query({ vendorId: await vendorId() });
      expect(imports.map((item) => [item.created, item.duplicates])).toEqual([
        [0, 11],
        [11, 0],
      ]);
    });

    it("reads XLSX, Windows-1252 with commas and the person's mapping; refuses a lower odometer", async () => {
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('Udtog');
      sheet.addRow(['Købt', 'Bil', 'Vare', 'Mængde', 'Total', 'Kilometer']);
      sheet.addRow([new Date(Date.UTC(2026, 10, 21)), 'AK 55 931', 'Diesel', 40.5, 543.75, 48300]);
      sheet.addRow([new Date(Date.UTC(2026, 10, 22)), 'AK 55 931', 'Diesel', 10, 134.5, 40000]);
      const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
      const mapping = JSON.stringify({
        date: 'Købt',
        registration: 'Bil',
        product: 'Vare',
        quantity: 'Mængde',
        gross: 'Total',
        odometerKm: 'Kilometer',
      });
      const response = await send('preview', xlsx, { vendor: await vendorId('Ladenet'), query: { mapping } });
      const read = (await response.json()) as FuelPreview;
      expect(read).toMatchObject({ kind: 'xlsx', newCount: 1, errorCount: 1 });
      expect(read.rows.find((row) => row.row === 3)!.errors).toEqual({ odometerKm: 'decreased' });
      // Gross only: a fifth of it is VAT.
      expect(read.rows.find((row) => row.row === 2)!.values).toMatchObject({ net: '435', vat: '108.75' });

      const latin = Buffer.from(
        'Date,Plate,Product,Litres,Net,VAT,Station\r\n2026-11-21,AM 35 723,Blyfri 95,"30.5",347.70,86.93,Kø Station\r\n',
        'latin1',
      );
      const english = await preview(latin);
      expect(english).toMatchObject({ newCount: 1, errorCount: 0 });
      expect(english.rows[0]!.values).toMatchObject({
        quantity: '30.5',
        net: '347.7',
        station: 'Kø Station',
      });
    });

    it('refuses broken and hostile files with a clear code, and writes nothing', async () => {
      const before = await imported();
      const cases: [string, Buffer, number, string][] = [
        ['empty', Buffer.alloc(0), 422, 'empty'],
        ['a picture', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]), 415, 'unsupported_type'],
        ['unbalanced quotes', Buffer.from('Dato;Reg.nr.\n"2026-11-01;AB12345\n'), 422, 'invalid_file'],
        [
          'an XML bomb inside',
          zip([{ name: 'xl/sharedStrings.xml', text: '<!DOCTYPE a [<!ENTITY b "c">]><a/>' }]),
          422,
          'unsafe_file',
        ],
        [
          'a zip bomb',
          zip([{ name: 'xl/a.xml', text: '<a/>', claimedSize: 300 * 1024 * 1024 }]),
          422,
          'unsafe_file',
        ],
        ['too large', Buffer.alloc(16 * 1024 * 1024 + 1, 0x41), 413, 'too_large'],
      ];
      for (const [name, body, status, error] of cases) {
        const response = await send('preview', body);
        expect(response.status, name).toBe(status);
        expect(((await response.json()) as { error: string }).error, name).toBe(error);
      }
      const missing = await send('preview', Buffer.from('Dato;Station\n2026-11-01;Q8\n'));
      expect(missing.status).toBe(422);
      expect(await missing.json()).toEqual({
        error: 'missing_columns',
        fields: ['registration', 'quantity', 'gross'],
        headers: ['Dato', 'Station'],
      });
      const badMapping = await send('preview', demo, { query: { mapping: '{"date":1}' } });
      expect(badMapping.status).toBe(400);
      expect((await send('confirm', demo, { query: { importId: 'not-a-uuid' } })).status).toBe(400);
      expect(await imported()).toBe(before);
    });

    it("keeps clients apart: another client's vendor is not found, drivers are refused", async () => {
      const before = await imported();
      expect((await send('preview', demo, { role: 'manager2' })).status).toBe(404);
      expect(
        (await send('confirm', demo, { role: 'manager2', query: { importId: crypto.randomUUID() } })).status,
      ).toBe(404);
      expect((await send('preview', demo, { role: 'user' })).status).toBe(403);
      // Another client's import id is no answer of theirs.
      const [ours] = await f.database.db.select({ id: expenseImports.id }).from(expenseImports).limit(1);
      const theirVendor = await f.as.manager2.partners.createOrganisation.mutate({
        name: 'Fjordbus Brændstof',
        vendorRoles: ['fuel_card'],
      });
      const response = await send('confirm', demo, {
        role: 'manager2',
        vendor: theirVendor.id,
        query: { importId: ours!.id },
      });
      expect(response.status).toBe(422);
      expect((await failure(f.as.manager2.partners.imports.query({ vendorId: await vendorId() }))).code).toBe(
        'NOT_FOUND',
      );
      expect(await imported()).toBe(before);
    });
  });
  describe('e-invoice import', () => {
    const demoXml = readFileSync(new URL('../fixtures/einvoice-demo.xml', import.meta.url));
    let xml = demoXml;
    const send = (
      step: 'preview' | 'confirm',
      role: 'manager' | 'manager2',
      query: Record<string, string> | [string, string][] = {},
    ) =>
      fetch(
        `${f.http.baseUrl}/api/partners/einvoices/${step}?${new URLSearchParams([['fileName', 'faktura.xml'], ...(Array.isArray(query) ? query : Object.entries(query))])}`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/octet-stream',
            origin: APP_ORIGIN,
            cookie: f.http.cookies[role],
          },
          body: new Uint8Array(xml),
        },
      );

    it('finds the vendor by CVR and the vehicles by plate, imports the lines once', async () => {
      const response = await send('preview', 'manager');
      expect(response.status).toBe(200);
      const preview = (await response.json()) as EinvoicePreview;
      expect(preview).toMatchObject({
        format: 'oioubl',
        vendor: { name: 'Dækcentret Vejle' },
        newCount: 3,
        net: 6850,
      });
      expect(preview.lines.map((line) => line.suggestions.map((vehicle) => vehicle.registration))).toEqual([
        ['AK55931'],
        ['AA40984', 'AE45209'],
        [],
      ]);
      const importId = crypto.randomUUID();
      const first = await send('confirm', 'manager', { importId });
      expect(await first.json()).toEqual({ importId, created: 3, alreadyImported: 0, skipped: 0 });
      const again = crypto.randomUUID();
      expect(await (await send('confirm', 'manager', { importId: again })).json()).toEqual({
        importId: again,
        created: 0,
        alreadyImported: 3,
        skipped: 0,
      });
      const rows = await f.database.db
        .select({
          vehicleId: expenses.vehicleId,
          net: expenses.net,
          vat: expenses.vat,
          category: expenses.category,
        })
        .from(expenses)
        .where(and(eq(expenses.clientId, f.ids.nordlys), eq(expenses.source, 'einvoice')));
      expect(rows).toHaveLength(3);
      // One plate: that vehicle; two plates or none: the fleet's.
      expect(rows.filter((row) => row.vehicleId !== null)).toHaveLength(1);
      expect(rows.map((row) => Number(row.vat)).sort((a, b) => a - b)).toEqual([37.5, 475, 1200]);
    });

    it('puts a line naming several vehicles on the one chosen, and nothing on a vehicle the line does not name', async () => {
      // The same invoice under another number: its lines are new.
      xml = Buffer.from(demoXml.toString('utf8').replace('DV-2026-1187', 'DV-2026-1190'));
      const preview = (await (await send('preview', 'manager')).json()) as EinvoicePreview;
      const [one, two, none] = preview.lines;
      const chosen = two!.suggestions.find((vehicle) => vehicle.registration === 'AE45209')!;
      const refusals = [
        // Not named by the line, though the client's own; another line's id; a line that is not there.
        [`${two!.id}~${one!.suggestions[0]!.id}`],
        [`${none!.id}~${chosen.id}`],
        [`no-such-line~${chosen.id}`],
        ['malformed'],
      ];
      for (const vehicle of refusals) {
        const response = await send('confirm', 'manager', [
          ['importId', crypto.randomUUID()],
          ...vehicle.map((value) => ['vehicle', value] as [string, string]),
        ]);
        expect(response.status).toBe(400);
      }
      const invoiceRows = () =>
        f.database.db
          .select({ vehicleId: expenses.vehicleId, description: expenses.description })
          .from(expenses)
          .where(and(eq(expenses.clientId, f.ids.nordlys), like(expenses.description, 'DV-2026-1190%')));
      expect(await invoiceRows()).toEqual([]);

      const importId = crypto.randomUUID();
      const response = await send('confirm', 'manager', [
        ['importId', importId],
        ['vehicle', `${two!.id}~${chosen.id}`],
        ['vehicle', `${one!.id}~fleet`],
      ]);
      expect(await response.json()).toEqual({ importId, created: 3, alreadyImported: 0, skipped: 0 });
      const byLine = new Map((await invoiceRows()).map((row) => [row.description, row.vehicleId]));
      expect(byLine.get(`DV-2026-1190 · ${two!.text}`)).toBe(chosen.id);
      // Chosen for the fleet, though it names one vehicle; naming none, on the fleet.
      expect(byLine.get(`DV-2026-1190 · ${one!.text}`)).toBeNull();
      expect(byLine.get(`DV-2026-1190 · ${none!.text}`)).toBeNull();
      xml = demoXml;
    });

    it('keeps clients apart: another client has no vendor with that CVR number', async () => {
      const preview = (await (await send('preview', 'manager2')).json()) as EinvoicePreview;
      expect(preview.vendor).toBeNull();
      expect(preview.lines.every((line) => line.suggestions.length === 0)).toBe(true);
      const response = await send('confirm', 'manager2', { importId: crypto.randomUUID() });
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ error: 'unknown_vendor' });
    });
  });
});
