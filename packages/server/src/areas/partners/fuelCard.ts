/**
 * A fuel-card statement's rows -> expenses (docs/partners.md, "Imports"): which column holds which
 * field (the vendor's saved mapping, the person's choice, else the headers' words in Danish,
 * English, German, French and Ukrainian), each cell read in the forms a Danish statement writes
 * (src/tabular/cells.ts), the amounts completed from what the file gives (net, VAT, gross: any
 * two, or one with Danish VAT at 25 %), a key per line for duplicates, and the checks that do not
 * refuse a line (fuel that does not fit the vehicle). Pure: the vehicles, the keys imported before
 * and the odometer chain are the repository's (fuelImport.ts).
 */
import { createHash } from 'node:crypto';
import {
  cellText,
  isCalendarDay,
  readDate,
  readDecimal,
  readWholeNumber,
  wordKey,
  wordLookup,
} from '../../tabular/cells.js';
import type { VehicleFuel } from '../vehicles/model.js';
import { formatRegistration, isValidRegistration, normaliseRegistration } from '../vehicles/identifiers.js';
import { FUEL_FIELDS, type FuelField, type FuelMapping, type FuelRowError } from './model.js';
import { fromOre, maxVat, toOre } from './rules.js';

export const FUEL_HEADER_WORDS: Record<FuelField, readonly string[]> = {
  date: ['Dato', 'Transaktionsdato', 'Købsdato', 'Date', 'Transaction date', 'Datum', 'Дата'],
  registration: [
    'Reg.nr.',
    'Registreringsnummer',
    'Nummerplade',
    'Køretøj',
    'Registration',
    'Plate',
    'Vehicle',
    'Kennzeichen',
    'Immatriculation',
    'Номерний знак',
  ],
  product: ['Produkt', 'Vare', 'Varenavn', 'Brændstof', 'Product', 'Fuel', 'Produit', 'Kraftstoff', 'Пальне'],
  quantity: [
    'Antal',
    'Mængde',
    'Liter',
    'Antal liter',
    'Quantity',
    'Litres',
    'Liters',
    'Menge',
    'Quantité',
    'Кількість',
  ],
  net: [
    'Beløb ekskl. moms',
    'Ekskl. moms',
    'Nettobeløb',
    'Netto',
    'Net',
    'Amount excl. VAT',
    'Net amount',
    'Montant HT',
  ],
  vat: ['Moms', 'Momsbeløb', 'VAT', 'MwSt', 'TVA', 'ПДВ'],
  gross: [
    'Beløb inkl. moms',
    'Inkl. moms',
    'Beløb',
    'Total',
    'Amount',
    'Amount incl. VAT',
    'Brutto',
    'Montant TTC',
  ],
  odometerKm: [
    'Km-stand',
    'Kilometerstand',
    'Kilometertæller',
    'Km',
    'Odometer',
    'Mileage',
    'Kilométrage',
    'Пробіг',
  ],
  receipt: [
    'Kvitteringsnr.',
    'Kvittering',
    'Bonnr.',
    'Transaktionsnr.',
    'Receipt',
    'Receipt no.',
    'Transaction',
    'Beleg',
  ],
  station: ['Station', 'Tankstation', 'Sted', 'Location', 'Site', 'Lokation', 'Tankstelle'],
};

const headerLookup = wordLookup(FUEL_HEADER_WORDS);

/** The fields a statement cannot do without (and one of net or gross). */
export const REQUIRED_FUEL_FIELDS = ['date', 'registration', 'quantity'] as const satisfies FuelField[];

/** The field each header names by its words; a field taken by an earlier column is not guessed again. */
export function guessMapping(headers: readonly string[]): FuelMapping {
  const mapping: FuelMapping = {};
  for (const header of headers) {
    const field = headerLookup.get(wordKey(header));
    if (field && mapping[field] === undefined) mapping[field] = header;
  }
  return mapping;
}

/**
 * The mapping to read a file with: the person's (its headers that the file has), else the
 * vendor's saved one when the file has every header it names, else the headers' words.
 */
export function chooseMapping(
  headers: readonly string[],
  requested: FuelMapping | null,
  saved: FuelMapping | null,
): { mapping: FuelMapping; saved: boolean } {
  const present = new Set(headers);
  if (requested) {
    const mapping: FuelMapping = {};
    for (const field of FUEL_FIELDS) {
      const header = requested[field];
      if (header !== undefined && present.has(header)) mapping[field] = header;
    }
    return { mapping, saved: false };
  }
  if (saved && Object.values(saved).every((header) => present.has(header)) && Object.keys(saved).length > 0)
    return { mapping: saved, saved: true };
  return { mapping: guessMapping(headers), saved: false };
}

/** The fields the mapping leaves without a column ('gross' standing for "net or gross"). */
export function missingFuelFields(mapping: FuelMapping): FuelField[] {
  const missing: FuelField[] = REQUIRED_FUEL_FIELDS.filter((field) => mapping[field] === undefined);
  if (mapping.net === undefined && mapping.gross === undefined) missing.push('gross');
  return missing;
}

/** What a product's name says it is. */
export type ProductKind = 'diesel' | 'petrol' | 'electric' | 'other';

/** Diesel, petrol, electricity (kWh) or something else (AdBlue, a wash) from the product's name. */
export function productKind(product: string): ProductKind {
  const text = product.toLocaleLowerCase('da-DK');
  if (/diesel|dísel|gasoil|hvo|дизель/.test(text)) return 'diesel';
  if (/\b(el|kwh)\b|strøm|ladning|lader|charging|strom|électricité|електро/.test(text)) return 'electric';
  if (/benzin|blyfri|petrol|gasoline|essence|super|\be?(5|10)\b|\b9[58]\b|oktan|бензин/.test(text))
    return 'petrol';
  return 'other';
}

/** Whether fuel of a kind fits a vehicle's drive (no opinion on "other"). */
export function fuelFits(kind: ProductKind, fuel: VehicleFuel): boolean {
  if (kind === 'other' || fuel === 'other') return true;
  if (fuel === 'electric') return kind === 'electric';
  if (fuel === 'hybrid') return kind !== 'diesel';
  return kind === fuel;
}

/** The most a statement line may hold (a typing error in the file, not a fuel purchase). */
export const FUEL_LINE_LIMITS = {
  maxQuantity: 10_000,
  maxAmount: 1_000_000,
  maxOdometerKm: 9_999_999,
  maxText: 200,
};

/** One line read, before the register's and the chain's checks. */
export interface FuelLine {
  row: number;
  values: Partial<Record<FuelField, string>>;
  errors: Partial<Record<FuelField, FuelRowError>>;
  /** The normalised plate (when valid). */
  plate: string | null;
  kind: ProductKind;
  date: string | null;
  quantity: number | null;
  net: number | null;
  vat: number | null;
  odometerKm: number | null;
  description: string;
}

/**
 * What a statement's lines repeat, read once per file: its days (a few hundred), plates (one per
 * vehicle) and product names (a handful), each to what readFuelLine makes of it.
 */
export interface FuelReadCache {
  dates: Map<string, string | null>;
  plates: Map<string, { normal: string; shown: string } | null>;
  kinds: Map<string, ProductKind>;
}

export const fuelReadCache = (): FuelReadCache => ({ dates: new Map(), plates: new Map(), kinds: new Map() });

function cached<K, V>(map: Map<K, V>, key: K, read: (key: K) => V): V {
  const known = map.get(key);
  if (known !== undefined || map.has(key)) return known as V;
  const value = read(key);
  map.set(key, value);
  return value;
}

/** A calendar day "YYYY-MM-DD" from a cell, or null. */
function readDay(text: string): string | null {
  const iso = readDate(text);
  return iso === 'invalid_format' || !isCalendarDay(iso) ? null : iso;
}

function readPlate(text: string): { normal: string; shown: string } | null {
  const normal = normaliseRegistration(text);
  return isValidRegistration(normal) ? { normal, shown: formatRegistration(normal) } : null;
}

/** A plain "62,415", "845.52" or "40" as readDecimal reads it (a single mark is the decimal mark); else readDecimal. */
const PLAIN_DECIMAL = /^\d{1,15}(?:[.,]\d{1,15})?$/;
function decimal(text: string): number | 'invalid_type' {
  return PLAIN_DECIMAL.test(text) ? Number(text.replace(',', '.')) : readDecimal(text);
}

/**
 * One data row by the mapping; `today` is Copenhagen's day (a later date is `in_future`). `cache`
 * (one per file) keeps what the file's repeated days, plates and products read as.
 */
export function readFuelLine(
  cells: readonly string[],
  headers: readonly string[],
  mapping: FuelMapping,
  row: number,
  today: string,
  cache: FuelReadCache = fuelReadCache(),
): FuelLine {
  const values: Partial<Record<FuelField, string>> = {};
  const errors: Partial<Record<FuelField, FuelRowError>> = {};
  const text = (field: FuelField): string | null => {
    const header = mapping[field];
    if (header === undefined) return '';
    const raw = (cells[headers.indexOf(header)] ?? '').trim();
    // A negative number is a number, not a formula; the number rules refuse it where it matters.
    const value = /^-\d/.test(raw) ? raw : cellText(raw);
    if (value === null) {
      errors[field] = 'formula';
      values[field] = raw.slice(0, FUEL_LINE_LIMITS.maxText);
      return null;
    }
    values[field] = value.slice(0, FUEL_LINE_LIMITS.maxText);
    return value;
  };
  const line: FuelLine = {
    row,
    values,
    errors,
    plate: null,
    kind: 'other',
    date: null,
    quantity: null,
    net: null,
    vat: null,
    odometerKm: null,
    description: '',
  };

  const date = text('date');
  if (date === '') errors.date = 'required';
  else if (date !== null) {
    const iso = cached(cache.dates, date, readDay);
    if (iso === null) errors.date = 'invalid_format';
    else if (iso > today) errors.date = 'in_future';
    else line.date = values.date = iso;
  }

  const plate = text('registration');
  if (plate === '') errors.registration = 'required';
  else if (plate !== null) {
    const read = cached(cache.plates, plate, readPlate);
    if (read === null) errors.registration = 'invalid_format';
    else {
      line.plate = read.normal;
      values.registration = read.shown;
    }
  }

  const product = text('product') ?? '';
  line.kind = cached(cache.kinds, product, productKind);

  const amount = (field: FuelField, max: number): number | null => {
    const raw = text(field);
    if (raw === null || raw === '') return null;
    const value = decimal(raw);
    if (value === 'invalid_type') errors[field] = 'invalid_type';
    else if (value < 0 || value > max) errors[field] = 'out_of_range';
    else {
      values[field] = String(fromOre(toOre(value)));
      return fromOre(toOre(value));
    }
    return null;
  };
  const quantity = amount('quantity', FUEL_LINE_LIMITS.maxQuantity);
  if (quantity === 0) errors.quantity = 'out_of_range';
  else if (quantity !== null) line.quantity = quantity;
  else if (!errors.quantity) errors.quantity = 'required';

  const net = amount('net', FUEL_LINE_LIMITS.maxAmount);
  const vat = amount('vat', FUEL_LINE_LIMITS.maxAmount);
  const gross = amount('gross', FUEL_LINE_LIMITS.maxAmount);
  if (!errors.net && !errors.vat && !errors.gross) {
    let netOre: number | null = null;
    let vatOre: number | null = null;
    if (net !== null && vat !== null) [netOre, vatOre] = [toOre(net), toOre(vat)];
    else if (gross !== null && vat !== null) [netOre, vatOre] = [toOre(gross) - toOre(vat), toOre(vat)];
    else if (net !== null && gross !== null) [netOre, vatOre] = [toOre(net), toOre(gross) - toOre(net)];
    // Gross only: Danish VAT is 25 % of the net, a fifth of the gross.
    else if (gross !== null)
      [netOre, vatOre] = [toOre(gross) - Math.round(toOre(gross) / 5), Math.round(toOre(gross) / 5)];
    else if (net !== null) [netOre, vatOre] = [toOre(net), Math.round(toOre(net) / 4)];
    else errors[mapping.gross !== undefined || mapping.net === undefined ? 'gross' : 'net'] = 'required';
    if (netOre !== null && vatOre !== null) {
      if (netOre < 0) errors[gross !== null ? 'gross' : 'net'] = 'out_of_range';
      else if (vatOre < 0 || fromOre(vatOre) > maxVat(fromOre(netOre)))
        errors[mapping.vat !== undefined ? 'vat' : 'gross'] = 'too_high';
      else {
        line.net = fromOre(netOre);
        line.vat = fromOre(vatOre);
        values.net = String(fromOre(netOre));
        values.vat = String(fromOre(vatOre));
      }
    }
  }

  const odometer = text('odometerKm');
  if (odometer !== null && odometer !== '') {
    const km = readWholeNumber(odometer);
    if (km === 'invalid_type') errors.odometerKm = 'invalid_type';
    else if (km < 0 || km > FUEL_LINE_LIMITS.maxOdometerKm) errors.odometerKm = 'out_of_range';
    else {
      line.odometerKm = km;
      values.odometerKm = String(km);
    }
  }

  text('receipt');
  const station = text('station') ?? '';
  line.description = [product.trim(), station.trim()]
    .filter(Boolean)
    .join(' · ')
    .slice(0, FUEL_LINE_LIMITS.maxText);
  return line;
}

/**
 * The line's key: the vendor and what makes a purchase that purchase (day, plate, quantity,
 * amount, odometer, receipt). The same line in a later statement, or the same file again, has
 * the same key; the database holds it unique per client.
 */
export function fuelLineKey(vendorId: string, line: FuelLine): string {
  const parts = [
    'fuel',
    vendorId,
    line.date,
    line.plate,
    line.quantity?.toFixed(2),
    line.net === null || line.vat === null ? '' : String(toOre(line.net) + toOre(line.vat)),
    line.odometerKm ?? '',
    (line.values.receipt ?? '').trim(),
  ];
  return createHash('sha256').update(parts.join('|')).digest('base64url');
}
