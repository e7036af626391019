/**
 * The PDF kørebog (docs/timereg.md): a month's trips, one section per driver and vehicle, with the
 * fields SKAT asks for (date, departure and arrival, from and to, purpose, odometer at departure
 * and arrival, km, business / private / home–work), the month's totals and an approval line. The
 * document is in Danish, the language SKAT reads it in; names and places print in any script
 * (DejaVu Sans). What the caller may see is `tripMonth`'s: a driver their own trips, a manager the
 * client's, another person's private trip as its km only.
 *
 * GET /api/timereg/koerebog?month=YYYY-MM[&driverId=…][&vehicleId=…] — the PDF as an attachment.
 * 401 without a session, 403 for an admin or before a password change, 400 for a bad query, 404
 * for another client's (or, for a driver, another driver's) id.
 */
import { NotFoundError } from '../../errors.js';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { clients } from '../../db/schema.js';
import type { SessionCookies } from '../../http/sessionCookie.js';
import { drawTable, FONTS, newPdf, sendPdf, type PdfColumn, type PdfDocument } from '../../pdf/index.js';
import type { Trip, TripMonth } from './model.js';
import type { TimeregActor } from './days.js';
import { tripMonth } from './trips.js';

const KIND = { business: 'Erhverv', private: 'Privat', home_work: 'Hjem–arbejde' } as const;
const STATUS = { draft: 'Kladde', submitted: 'Indsendt', approved: 'Godkendt' } as const;
const MONTHS = [
  'januar',
  'februar',
  'marts',
  'april',
  'maj',
  'juni',
  'juli',
  'august',
  'september',
  'oktober',
  'november',
  'december',
];

const km = (value: number | null) => (value === null ? '' : new Intl.NumberFormat('da-DK').format(value));
const danishDate = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
export const danishMonth = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

const COLUMNS: PdfColumn<Trip>[] = [
  { header: 'Dato', width: 7, text: (t) => danishDate(t.date) },
  { header: 'Afgang', width: 6, text: (t) => t.start ?? '' },
  { header: 'Ankomst', width: 6.5, text: (t) => t.end ?? '' },
  { header: 'Fra', width: 14, text: (t) => t.from ?? '' },
  { header: 'Til', width: 14, text: (t) => t.to ?? '' },
  { header: 'Formål', width: 14, text: (t) => t.purpose ?? '' },
  { header: 'Art', width: 8, text: (t) => KIND[t.kind] },
  { header: 'Km-stand start', width: 7.5, align: 'right', text: (t) => km(t.odometerStart) },
  { header: 'Km-stand slut', width: 7.5, align: 'right', text: (t) => km(t.odometerEnd) },
  { header: 'Km', width: 5, align: 'right', text: (t) => km(t.km) },
  { header: 'Status', width: 7, text: (t) => STATUS[t.status] },
];

export interface KoerebogSection {
  driver: Trip['driver'];
  vehicle: Trip['vehicle'];
  trips: Trip[];
}

/** The month's trips grouped per driver and vehicle, by driver name then registration. */
export function koerebogSections(month: Pick<TripMonth, 'trips'>): KoerebogSection[] {
  const sections = new Map<string, KoerebogSection>();
  for (const trip of month.trips) {
    const key = `${trip.driver.id}/${trip.vehicle.id}`;
    const section = sections.get(key) ?? { driver: trip.driver, vehicle: trip.vehicle, trips: [] };
    section.trips.push(trip);
    sections.set(key, section);
  }
  return [...sections.values()].sort(
    (a, b) =>
      a.driver.name.localeCompare(b.driver.name, 'da') ||
      a.vehicle.registration.localeCompare(b.vehicle.registration, 'da'),
  );
}

function drawSection(doc: PdfDocument, month: string, section: KoerebogSection, clientName: string) {
  doc
    .font(FONTS.bold)
    .fontSize(14)
    .text(`Kørebog — ${danishMonth(month)}`);
  doc.moveDown(0.3);
  doc.font(FONTS.regular).fontSize(10);
  doc.text(`Fører: ${section.driver.name}`);
  doc.text(`Køretøj: ${section.vehicle.registration}${section.vehicle.yellowPlates ? ' (gule plader)' : ''}`);
  if (clientName) doc.text(`Virksomhed: ${clientName}`);
  doc.moveDown(0.6);
  drawTable(doc, COLUMNS, section.trips);
  const sum = (kind: Trip['kind']) =>
    section.trips.filter((t) => t.kind === kind).reduce((total, t) => total + t.km, 0);
  doc.moveDown(0.8);
  doc
    .font(FONTS.regular)
    .fontSize(10)
    .text(
      `I alt: ${km(sum('business'))} km erhverv · ${km(sum('home_work'))} km hjem–arbejde · ${km(sum('private'))} km privat`,
    );
  const approved = section.trips.filter((t) => t.status === 'approved').length;
  doc.text(`Godkendte ture: ${approved} af ${section.trips.length}`);
  doc.moveDown(2);
  if (doc.y + 60 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const y = doc.y;
  const left = doc.page.margins.left;
  const line = (x: number, width: number, label: string) => {
    doc
      .save()
      .moveTo(x, y + 14)
      .lineTo(x + width, y + 14)
      .lineWidth(0.7)
      .strokeColor('#000000')
      .stroke()
      .restore();
    doc.fontSize(8).text(label, x, y + 18, { width });
  };
  line(left, 110, 'Dato');
  line(left + 130, 220, `Førerens underskrift (${section.driver.name})`);
  line(left + 370, 220, 'Godkendt af (arbejdsgiver)');
  doc.x = left;
  doc.y = y + 40;
}

/** The kørebog of a month as a PDF document (not yet ended). */
export function koerebogPdf(month: TripMonth, clientName = ''): PdfDocument {
  const doc = newPdf({ title: `Kørebog ${danishMonth(month.month)}`, layout: 'landscape' });
  const sections = koerebogSections(month);
  if (sections.length === 0) {
    doc
      .font(FONTS.bold)
      .fontSize(14)
      .text(`Kørebog — ${danishMonth(month.month)}`);
    doc.moveDown().font(FONTS.regular).fontSize(10).text('Ingen ture i denne måned.');
  }
  sections.forEach((section, index) => {
    if (index > 0) doc.addPage();
    drawSection(doc, month.month, section, clientName);
  });
  return doc;
}

const query = z.strictObject({
  month: z.string().regex(/^(19|20)\d\d-(0[1-9]|1[0-2])$/),
  driverId: z.uuid().optional(),
  vehicleId: z.uuid().optional(),
});

export function registerKoerebogRoute(
  app: FastifyInstance,
  { db, cookies }: { db: Db; cookies: SessionCookies },
): void {
  app.get('/api/timereg/koerebog', async (request, reply) => {
    const session = await cookies.currentSession(request, reply);
    const user = session?.user;
    if (!user) return reply.code(401).send({ error: 'UNAUTHORIZED' });
    if (user.mustChangePassword) return reply.code(403).send({ error: 'PASSWORD_CHANGE_REQUIRED' });
    if ((user.role !== 'manager' && user.role !== 'user') || !user.clientId)
      return reply.code(403).send({ error: 'FORBIDDEN' });
    const parsed = query.safeParse(request.query ?? {});
    if (!parsed.success) return reply.code(400).send({ error: 'BAD_REQUEST' });
    const actor: TimeregActor = {
      userId: user.id,
      clientId: user.clientId,
      manager: user.role === 'manager',
    };
    const input = parsed.data;
    // A driver's own kørebog only: another driver's id is as unknown as another client's.
    if (!actor.manager && input.driverId && input.driverId !== actor.userId)
      return reply.code(404).send({ error: 'NOT_FOUND' });
    let month: TripMonth;
    try {
      month = await tripMonth(db, actor, input);
    } catch (error) {
      if (error instanceof NotFoundError) return reply.code(404).send({ error: 'NOT_FOUND' });
      throw error;
    }
    const [client] = await db
      .select({ name: clients.name })
      .from(clients)
      .where(eq(clients.id, actor.clientId));
    const doc = koerebogPdf(month, client?.name ?? '');
    return sendPdf(reply, doc, `koerebog-${input.month}.pdf`);
  });
}
