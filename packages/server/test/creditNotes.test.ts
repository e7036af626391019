/**
 * Credit notes in the e-invoice import (docs/partners.md, "E-invoices"): an OIOUBL or Peppol BIS
 * CreditNote reads like an invoice with its lines' amounts and VAT negative; on both engines its
 * lines become negative expenses once (the same credit note again is "already imported"), beside
 * the invoice it credits, and lower the costs; another client has no vendor with its CVR number.
 */
import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readEinvoice } from '../src/areas/partners/einvoice.js';
import type { EinvoicePreview } from '../src/areas/partners/model.js';
import { expenses } from '../src/areas/partners/schema.js';
import { APP_ORIGIN } from './helpers.js';
import { ENGINES, useWorkFixture } from './workFixture.js';

const creditNote = readFileSync(new URL('../fixtures/creditnote-demo.xml', import.meta.url));
const invoice = readFileSync(new URL('../fixtures/einvoice-demo.xml', import.meta.url));
const peppol = Buffer.from(
  creditNote
    .toString('utf8')
    .replace(
      '<cbc:CustomizationID>OIOUBL-2.1</cbc:CustomizationID>',
      '<cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0</cbc:CustomizationID>',
    ),
);

describe('credit notes', () => {
  it('reads an OIOUBL and a Peppol BIS credit note with negative lines and VAT', () => {
    for (const [bytes, format] of [
      [creditNote, 'oioubl'],
      [peppol, 'peppol'],
    ] as const) {
      const read = readEinvoice(bytes);
      expect(read).toMatchObject({
        format,
        kind: 'credit_note',
        number: 'DV-2026-1187-K1',
        issueDate: '2026-11-21',
        supplier: { name: 'Dækcentret Vejle', cvr: '26509173' },
        net: -1300,
        vat: -325,
      });
      expect(
        read.lines.map((line) => [line.id, line.quantity, line.net, line.vat, line.category, line.plates]),
      ).toEqual([
        ['1', 1, -1200, -300, 'tyres', ['AK55931']],
        ['2', 1, -100, -25, 'tyres', []],
      ]);
    }
    expect(readEinvoice(invoice).kind).toBe('invoice');
  });
});

describe.each(ENGINES)('credit notes on $engine', ({ open }) => {
  const f = useWorkFixture(open);
  const send = (
    step: 'preview' | 'confirm',
    body: Buffer,
    role: 'manager' | 'manager2' = 'manager',
    query: Record<string, string> = {},
  ) =>
    fetch(
      `${f.http.baseUrl}/api/partners/einvoices/${step}?${new URLSearchParams({ fileName: 'kreditnota.xml', ...query })}`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/octet-stream',
          origin: APP_ORIGIN,
          cookie: f.http.cookies[role],
        },
        body: new Uint8Array(body),
      },
    );
  const einvoiceRows = () =>
    f.database.db
      .select({
        net: expenses.net,
        vat: expenses.vat,
        vehicleId: expenses.vehicleId,
        description: expenses.description,
      })
      .from(expenses)
      .where(and(eq(expenses.clientId, f.ids.nordlys), eq(expenses.source, 'einvoice')));

  it('adds a credit note’s lines as negative expenses once, beside the invoice it credits', async () => {
    expect(
      (await (await send('confirm', invoice, 'manager', { importId: crypto.randomUUID() })).json()).created,
    ).toBe(3);
    const today = new Date().toISOString().slice(0, 10);
    const before = await f.as.manager.partners.costs.query({
      from: '2026-01-01',
      to: today > '2026-12-31' ? today : '2026-12-31',
    });

    const response = await send('preview', creditNote);
    expect(response.status).toBe(200);
    const preview = (await response.json()) as EinvoicePreview;
    expect(preview).toMatchObject({
      kind: 'credit_note',
      number: 'DV-2026-1187-K1',
      vendor: { name: 'Dækcentret Vejle' },
      newCount: 2,
      alreadyImportedCount: 0,
      net: -1300,
      vat: -325,
    });
    expect(preview.lines.map((line) => [line.net, line.vat, line.state])).toEqual([
      [-1200, -300, 'new'],
      [-100, -25, 'new'],
    ]);

    const importId = crypto.randomUUID();
    expect(await (await send('confirm', creditNote, 'manager', { importId })).json()).toEqual({
      importId,
      created: 2,
      alreadyImported: 0,
      skipped: 0,
    });
    // The same credit note again (another file, another click) changes nothing.
    const again = crypto.randomUUID();
    expect(await (await send('confirm', creditNote, 'manager', { importId: again })).json()).toEqual({
      importId: again,
      created: 0,
      alreadyImported: 2,
      skipped: 0,
    });
    expect(((await (await send('preview', creditNote)).json()) as EinvoicePreview).alreadyImportedCount).toBe(
      2,
    );

    const rows = await einvoiceRows();
    expect(rows).toHaveLength(5);
    const credited = rows.filter((row) => row.description.startsWith('DV-2026-1187-K1'));
    expect(credited.map((row) => [Number(row.net), Number(row.vat)]).sort((a, b) => a[0]! - b[0]!)).toEqual([
      [-1200, -300],
      [-100, -25],
    ]);
    // The tyre line names one vehicle: the credit goes on it, like the invoice's line.
    expect(credited.filter((row) => row.vehicleId !== null)).toHaveLength(1);
    // The fleet's costs go down by the credit (the invoice and the credit note are in 2026).
    const after = await f.as.manager.partners.costs.query({
      from: '2026-01-01',
      to: today > '2026-12-31' ? today : '2026-12-31',
    });
    expect(Math.round((after.net - before.net) * 100) / 100).toBe(-1300);
  });

  it('keeps clients apart: another client has no vendor with its CVR number, nothing is written', async () => {
    const count = (await einvoiceRows()).length;
    const preview = (await (await send('preview', creditNote, 'manager2')).json()) as EinvoicePreview;
    expect(preview.vendor).toBeNull();
    const response = await send('confirm', creditNote, 'manager2', { importId: crypto.randomUUID() });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: 'unknown_vendor' });
    expect(await einvoiceRows()).toHaveLength(count);
  });
});
