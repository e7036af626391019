/**
 * A Danish e-invoice's bytes -> its supplier, lines and VAT (docs/partners.md, "E-invoices"):
 * OIOUBL 2.1 and Peppol BIS Billing 3, both UBL 2.1 XML, read with fast-xml-parser. A file that
 * declares a DOCTYPE or entities (the "billion laughs" bomb, external entities) is refused before
 * any parsing, and the parser itself expands no entities; a file above the limit is refused
 * unread. The supplier's CVR number comes from its endpoint, legal entity or VAT number ("DK" and
 * 8 digits); plates written in a line's text ("AB 12 345") are suggested as its vehicles. A
 * credit note (UBL CreditNote) reads the same, its lines' amounts and VAT negative. Pure.
 */
import { XMLParser } from 'fast-xml-parser';
import { normaliseRegistration } from '../vehicles/identifiers.js';
import type { ExpenseCategory } from './model.js';
import { fromOre, toOre } from './rules.js';

export const EINVOICE_LIMITS = { maxFileBytes: 5 * 1024 * 1024, maxLines: 2000 };

export type EinvoiceRefusal = 'empty' | 'too_large' | 'unsafe_file' | 'invalid_file' | 'unsupported_type';

export class EinvoiceRefused extends Error {
  constructor(readonly code: EinvoiceRefusal) {
    super(code);
    this.name = 'EinvoiceRefused';
  }
}

export type EinvoiceFormat = 'oioubl' | 'peppol';
/** An invoice, or a credit note (its lines give money back: negative amounts). */
export type EinvoiceKind = 'invoice' | 'credit_note';

export interface EinvoiceLine {
  id: string;
  text: string;
  quantity: number | null;
  unitCode: string;
  /** DKK excluding VAT, and the VAT by the line's rate; negative on a credit note. */
  net: number;
  vatPercent: number;
  vat: number;
  category: ExpenseCategory;
  /** Normalised plates found in the line's text. */
  plates: string[];
}

export interface Einvoice {
  format: EinvoiceFormat;
  kind: EinvoiceKind;
  number: string;
  issueDate: string;
  currency: string;
  supplier: { name: string; cvr: string | null };
  lines: EinvoiceLine[];
  net: number;
  vat: number;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  processEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) =>
    name === 'InvoiceLine' || name === 'CreditNoteLine' || name === 'TaxSubtotal' || name === 'PartyName',
});

type Node = Record<string, unknown> | string | undefined;

/** A child's text (a text node or an element with attributes and `#text`). */
function text(node: Node): string {
  if (node === undefined || node === null) return '';
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  const value = (node as Record<string, unknown>)['#text'];
  return value === undefined ? '' : String(value);
}
const child = (node: Node, name: string): Node =>
  node && typeof node === 'object' ? ((node as Record<string, unknown>)[name] as Node) : undefined;
const attribute = (node: Node, name: string): string =>
  node && typeof node === 'object' ? String((node as Record<string, unknown>)[`@${name}`] ?? '') : '';

function amount(node: Node): number {
  const value = Number(text(node));
  if (!Number.isFinite(value)) throw new EinvoiceRefused('invalid_file');
  return fromOre(toOre(value));
}

/** "DK12345678", "12345678", "DK 12 34 56 78" -> "12345678"; else null. */
export function cvrOf(value: string): string | null {
  const digits = value.replace(/^DK/i, '').replace(/[\s-]/g, '');
  return /^\d{8}$/.test(digits) ? digits : null;
}

/** Danish plates in a text ("AB 12 345", "AB12345"), normalised, each once. */
export function platesIn(value: string): string[] {
  const found = [...value.matchAll(/(?<![\p{L}\d])([A-ZÆØÅ]{2}) ?(\d{2}) ?(\d{3})(?![\p{L}\d])/giu)].map(
    (match) => normaliseRegistration(`${match[1]}${match[2]}${match[3]}`),
  );
  return [...new Set(found)];
}

/** The category a line's words name (fuel, charging, tyres, wash, parts), else other. */
export function lineCategory(value: string): ExpenseCategory {
  const words = value.toLocaleLowerCase('da-DK');
  if (/diesel|benzin|blyfri/.test(words)) return 'fuel';
  if (/\bkwh\b|opladning|ladning/.test(words)) return 'charging';
  if (/dæk|tyre|tire/.test(words)) return 'tyres';
  if (/vask/.test(words)) return 'wash';
  if (/reservedel|bremse|filter|olie|parts?\b/.test(words)) return 'parts';
  return 'other';
}

/** The invoice in a file, or EinvoiceRefused. */
export function readEinvoice(bytes: Buffer): Einvoice {
  if (bytes.length === 0) throw new EinvoiceRefused('empty');
  if (bytes.length > EINVOICE_LIMITS.maxFileBytes) throw new EinvoiceRefused('too_large');
  const xml = new TextDecoder('utf-8').decode(bytes);
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new EinvoiceRefused('unsafe_file');
  let document: Record<string, unknown>;
  try {
    document = parser.parse(xml, true) as Record<string, unknown>;
  } catch {
    throw new EinvoiceRefused('invalid_file');
  }
  // An invoice or a credit note (UBL's CreditNote: CreditNoteLine, CreditedQuantity); any other
  // UBL document is not an expense.
  const kind: EinvoiceKind = document.CreditNote && !document.Invoice ? 'credit_note' : 'invoice';
  const invoice = (kind === 'credit_note' ? document.CreditNote : document.Invoice) as Node;
  if (!invoice || typeof invoice !== 'object') throw new EinvoiceRefused('unsupported_type');
  const sign = kind === 'credit_note' ? -1 : 1;
  const customization = text(child(invoice, 'CustomizationID'));
  const format: EinvoiceFormat | null = /OIOUBL/i.test(customization)
    ? 'oioubl'
    : /peppol|en16931/i.test(customization)
      ? 'peppol'
      : null;
  if (!format) throw new EinvoiceRefused('unsupported_type');

  const party = child(child(invoice, 'AccountingSupplierParty'), 'Party');
  const names = child(party, 'PartyName') as unknown as Node[] | undefined;
  const legal = child(party, 'PartyLegalEntity');
  const name = text(child(names?.[0], 'Name')) || text(child(legal, 'RegistrationName'));
  const endpoint = child(party, 'EndpointID');
  const candidates = [
    ['0184', 'DK:CVR', 'DK:SE'].includes(attribute(endpoint, 'schemeID')) ? text(endpoint) : '',
    text(child(legal, 'CompanyID')),
    text(child(child(party, 'PartyTaxScheme'), 'CompanyID')),
  ];
  const cvr = candidates.map(cvrOf).find((value) => value !== null) ?? null;

  const rawLines =
    (child(invoice, kind === 'credit_note' ? 'CreditNoteLine' : 'InvoiceLine') as unknown as
      Node[] | undefined) ?? [];
  if (rawLines.length === 0 || rawLines.length > EINVOICE_LIMITS.maxLines)
    throw new EinvoiceRefused('invalid_file');
  const lines = rawLines.map((line, index): EinvoiceLine => {
    const item = child(line, 'Item');
    const lineText = [text(child(item, 'Name')), text(child(item, 'Description'))]
      .filter(Boolean)
      .join(' · ')
      .slice(0, 500);
    const quantityNode = child(line, kind === 'credit_note' ? 'CreditedQuantity' : 'InvoicedQuantity');
    const quantity = text(quantityNode) === '' ? null : Number(text(quantityNode));
    const net = amount(child(line, 'LineExtensionAmount'));
    const percent = Number(text(child(child(item, 'ClassifiedTaxCategory'), 'Percent')) || '0');
    if (!Number.isFinite(percent) || percent < 0 || percent > 25 || net < 0)
      throw new EinvoiceRefused('invalid_file');
    const vat = fromOre(Math.round((toOre(net) * percent) / 100));
    return {
      id: text(child(line, 'ID')) || String(index + 1),
      text: lineText,
      quantity: quantity !== null && Number.isFinite(quantity) && quantity > 0 ? quantity : null,
      unitCode: attribute(quantityNode, 'unitCode'),
      net: sign * net || 0,
      vatPercent: percent,
      vat: sign * vat || 0,
      category: lineCategory(lineText),
      plates: platesIn(lineText),
    };
  });
  const issueDate = text(child(invoice, 'IssueDate'));
  const number = text(child(invoice, 'ID'));
  if (!/^\d{4}-\d{2}-\d{2}$/.test(issueDate) || number === '') throw new EinvoiceRefused('invalid_file');
  return {
    format,
    kind,
    number: number.slice(0, 100),
    issueDate,
    currency: text(child(invoice, 'DocumentCurrencyCode')) || 'DKK',
    supplier: { name: name.slice(0, 200), cvr },
    lines,
    net: fromOre(lines.reduce((sum, line) => sum + toOre(line.net), 0)),
    vat: fromOre(lines.reduce((sum, line) => sum + toOre(line.vat), 0)),
  };
}
