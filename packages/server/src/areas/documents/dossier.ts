/**
 * A vehicle's dossier as a PDF (issue 31, docs/documents.md): its data, its compliance (with the
 * last periodic inspection), its documents and its service history, in the reader's language with
 * dates, kilometres and money formatted for it. DejaVu Sans (src/pdf) prints æøå and Cyrillic.
 *
 * GET /api/documents/dossier/:vehicleId?lang=en|da|uk|de|fr — the PDF as an attachment (`lang`
 * defaults to the user's language). 401 without a session, 403 for anyone but a manager (or before
 * a password change), 404 for an unknown vehicle or another client's, like the other files.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { clients } from '../../db/schema.js';
import { complianceItems, complianceRenewals } from '../compliance/schema.js';
import { vehicles } from '../vehicles/schema.js';
import { copenhagenToday } from '../../due/rules.js';
import { complianceState } from '../compliance/due.js';
import type { SessionCookies } from '../../http/sessionCookie.js';
import { drawTable, FONTS, newPdf, sendPdf, type PdfDocument } from '../../pdf/index.js';
import { managerPdfReader } from '../../pdf/reader.js';
import type { Language } from '../accounts/settings.js';
import type { ComplianceKind } from '../compliance/model.js';
import { listEntries } from '../service/entries.js';
import type { ServiceEntry } from '../service/model.js';
import { DOSSIER_WORDS, type DossierWords } from './dossierWords.js';
import type { DocumentType } from './model.js';
import { documents } from './schema.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The most service entries and documents the dossier lists (the newest). */
const MAX_ROWS = 500;

export interface DossierData {
  clientName: string;
  today: string;
  vehicle: {
    registration: string;
    make: string;
    model: string;
    year: number | null;
    vin: string | null;
    firstRegistrationDate: string | null;
    odometerKm: number;
  };
  obligations: { kind: ComplianceKind; title: string; validUntil: string | null }[];
  /** The day the last periodic inspection was done (its newest renewal), if any. */
  lastSyn: string | null;
  documents: {
    type: DocumentType;
    title: string;
    number: string;
    issuedOn: string | null;
    expiresOn: string | null;
  }[];
  service: Pick<ServiceEntry, 'performedOn' | 'odometerKm' | 'workshop' | 'notes' | 'totals'>[];
}

/** What the dossier of `vehicleId` shows, or null when the vehicle is not the client's. */
export async function dossierData(
  db: Db,
  clientId: string,
  vehicleId: string,
  today = copenhagenToday(),
): Promise<DossierData | null> {
  const [vehicle] = await db
    .select({
      registration: vehicles.registration,
      make: vehicles.make,
      model: vehicles.model,
      year: vehicles.year,
      vin: vehicles.vin,
      firstRegistrationDate: vehicles.firstRegistrationDate,
      odometerKm: vehicles.odometerKm,
      clientName: clients.name,
    })
    .from(vehicles)
    .innerJoin(clients, eq(clients.id, vehicles.clientId))
    .where(and(eq(vehicles.id, vehicleId), eq(vehicles.clientId, clientId)));
  if (!vehicle) return null;
  const [obligations, docs, service] = await Promise.all([
    db
      .select({
        id: complianceItems.id,
        kind: complianceItems.kind,
        title: complianceItems.title,
        validUntil: complianceItems.validUntil,
      })
      .from(complianceItems)
      .where(and(eq(complianceItems.vehicleId, vehicleId), eq(complianceItems.clientId, clientId)))
      .orderBy(asc(complianceItems.kind), asc(complianceItems.title)),
    db
      .select({
        type: documents.type,
        title: documents.title,
        number: documents.number,
        issuedOn: documents.issuedOn,
        expiresOn: documents.expiresOn,
      })
      .from(documents)
      .where(and(eq(documents.vehicleId, vehicleId), eq(documents.clientId, clientId)))
      .orderBy(asc(documents.type), desc(documents.seq))
      .limit(MAX_ROWS),
    listEntries(db, clientId, { vehicleId, limit: MAX_ROWS }),
  ]);
  const syn = obligations.filter((o) => o.kind === 'periodic_inspection').map((o) => o.id);
  const [lastSyn] = syn.length
    ? await db
        .select({ completedOn: complianceRenewals.completedOn })
        .from(complianceRenewals)
        .where(inArray(complianceRenewals.obligationId, syn))
        .orderBy(desc(complianceRenewals.completedOn))
        .limit(1)
    : [];
  const { clientName, ...rest } = vehicle;
  return {
    clientName,
    today,
    vehicle: rest,
    obligations: obligations.map(({ kind, title, validUntil }) => ({ kind, title, validUntil })),
    lastSyn: lastSyn?.completedOn ?? null,
    documents: docs,
    service: service.items.map(({ performedOn, odometerKm, workshop, notes, totals }) => ({
      performedOn,
      odometerKm,
      workshop,
      notes,
      totals,
    })),
  };
}

/** A Danish plate as people write it ("AB 12 345"), anything else as stored. */
const plate = (registration: string) => {
  const match = /^([A-ZÆØÅ]{2})(\d{2})(\d{3})$/.exec(registration);
  return match ? `${match[1]} ${match[2]} ${match[3]}` : registration;
};

/** The formats of one language: calendar dates, kilometres, DKK. */
export function dossierFormats(language: Language) {
  const dates = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  const km = new Intl.NumberFormat(language, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 0 });
  const money = new Intl.NumberFormat(language, { style: 'currency', currency: 'DKK' });
  return {
    date: (iso: string | null) => {
      if (!iso) return '';
      const [y, m, d] = iso.split('-').map(Number);
      return dates.format(new Date(Date.UTC(y!, m! - 1, d!)));
    },
    km: (value: number) => km.format(value),
    money: (value: number) => money.format(value),
  };
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

function heading(doc: PdfDocument, text: string) {
  doc.moveDown(1);
  if (doc.y + 60 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  doc.font(FONTS.bold).fontSize(12).text(text);
  doc.moveDown(0.3);
  doc.font(FONTS.regular).fontSize(9);
}

/** The dossier as a PDF document (not yet ended). */
export function dossierPdf(data: DossierData, language: Language, options: { createdAt?: Date } = {}) {
  const w: DossierWords = DOSSIER_WORDS[language];
  const f = dossierFormats(language);
  const registration = plate(data.vehicle.registration);
  const doc = newPdf({ title: `${w.title} ${registration}`, ...options });
  doc.font(FONTS.bold).fontSize(16).text(`${w.title} — ${registration}`);
  doc
    .font(FONTS.regular)
    .fontSize(9)
    .fillColor('#555555')
    .text(fill(w.printed, { date: f.date(data.today), client: data.clientName }))
    .fillColor('#000000');

  heading(doc, w.vehicle);
  const facts: [string, string][] = [
    [w.registration, registration],
    [w.makeModel, `${data.vehicle.make} ${data.vehicle.model}`.trim()],
    [w.year, data.vehicle.year === null ? '' : String(data.vehicle.year)],
    [w.vin, data.vehicle.vin ?? ''],
    [w.firstRegistration, f.date(data.vehicle.firstRegistrationDate)],
    [w.odometer, f.km(data.vehicle.odometerKm)],
    [w.lastSyn, f.date(data.lastSyn)],
  ];
  drawTable(
    doc,
    [
      { header: w.vehicle, width: 1, text: (row: [string, string]) => row[0] },
      { header: '', width: 2, text: (row: [string, string]) => row[1] || '—' },
    ],
    facts,
  );

  heading(doc, w.compliance);
  if (data.obligations.length === 0) doc.text(w.none);
  else
    drawTable(
      doc,
      [
        {
          header: w.kind,
          width: 3,
          text: (o: DossierData['obligations'][number]) => o.title || w.kinds[o.kind],
        },
        { header: w.validUntil, width: 2, text: (o) => f.date(o.validUntil) },
        { header: w.state, width: 2, text: (o) => w.states[complianceState(o.validUntil, data.today)] },
      ],
      data.obligations,
    );

  heading(doc, w.documents);
  if (data.documents.length === 0) doc.text(w.none);
  else
    drawTable(
      doc,
      [
        { header: w.type, width: 3, text: (d: DossierData['documents'][number]) => w.types[d.type] },
        { header: w.docTitle, width: 4, text: (d) => d.title },
        { header: w.number, width: 2, text: (d) => d.number },
        { header: w.expires, width: 2, text: (d) => f.date(d.expiresOn) },
      ],
      data.documents,
    );

  heading(doc, w.service);
  if (data.service.length === 0) doc.text(w.none);
  else
    drawTable(
      doc,
      [
        { header: w.date, width: 2, text: (s: DossierData['service'][number]) => f.date(s.performedOn) },
        { header: w.odometer, width: 2, align: 'right', text: (s) => f.km(s.odometerKm) },
        { header: w.workshop, width: 3, text: (s) => s.workshop.name },
        { header: w.notes, width: 4, text: (s) => s.notes.slice(0, 300) },
        { header: w.amount, width: 2, align: 'right', text: (s) => f.money(s.totals.net) },
      ],
      data.service,
    );
  return doc;
}

export function registerDossierRoute(
  app: FastifyInstance,
  { db, cookies }: { db: Db; cookies: SessionCookies },
): void {
  app.get<{ Params: { vehicleId: string }; Querystring: { lang?: string } }>(
    '/api/documents/dossier/:vehicleId',
    async (request, reply) => {
      const reader = await managerPdfReader(cookies, request, reply);
      if (!reader) return reply;
      const { vehicleId } = request.params;
      const data = UUID.test(vehicleId) ? await dossierData(db, reader.clientId, vehicleId) : null;
      if (!data) return reply.code(404).send({ error: 'NOT_FOUND' });
      const { language } = reader;
      const doc = dossierPdf(data, language);
      return sendPdf(reply, doc, `${DOSSIER_WORDS[language].title} ${plate(data.vehicle.registration)}.pdf`);
    },
  );
}
