/**
 * The PDF kørebog (docs/timereg.md): a month's trips, one section per driver and vehicle, with the
 * fields SKAT asks for (date, departure and arrival, from and to, purpose, odometer at departure
 * and arrival, km, business / private / home–work), the month's totals and an approval line. The
 * document is in the language asked for (`lang`), else the reader's own: Danish for SKAT, the
 * others for whoever reads another (koerebogWords.ts); names and places print in any script
 * (DejaVu Sans). What the caller may see is `tripMonth`'s: a driver their own trips, a manager the
 * client's, another person's private trip as its km only.
 *
 * GET /api/timereg/koerebog?month=YYYY-MM[&driverId=…][&vehicleId=…][&lang=da|en|uk|de|fr] — the
 *   PDF as an attachment.
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
import { LANGUAGES, type Language } from '../accounts/settings.js';
import { KOEREBOG_WORDS } from './koerebogWords.js';
import { formatRegistration } from '../vehicles/identifiers.js';

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

/** The formats of one language: km, a calendar date, a month ("november 2026"). */
export function koerebogFormats(language: Language) {
  const numbers = new Intl.NumberFormat(language);
  const dates = new Intl.DateTimeFormat(language, { dateStyle: 'short', timeZone: 'UTC' });
  const months = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return {
    km: (value: number | null) => (value === null ? '' : numbers.format(value)),
    date: (date: string) => dates.format(new Date(`${date}T00:00:00Z`)),
    month: (month: string) => months.format(new Date(`${month}-01T00:00:00Z`)),
  };
}

function columns(language: Language): PdfColumn<Trip>[] {
  const words = KOEREBOG_WORDS[language];
  const { km, date } = koerebogFormats(language);
  return [
    { header: words.date, width: 7, text: (t) => date(t.date) },
    { header: words.departure, width: 7, text: (t) => t.start ?? '' },
    { header: words.arrival, width: 7, text: (t) => t.end ?? '' },
    { header: words.from, width: 13.5, text: (t) => t.from ?? '' },
    { header: words.to, width: 13, text: (t) => t.to ?? '' },
    { header: words.purpose, width: 12.5, text: (t) => t.purpose ?? '' },
    { header: words.kind, width: 8, text: (t) => words.kinds[t.kind] },
    { header: words.odometerStart, width: 7.5, align: 'right', text: (t) => km(t.odometerStart) },
    { header: words.odometerEnd, width: 7.5, align: 'right', text: (t) => km(t.odometerEnd) },
    { header: words.km, width: 5, align: 'right', text: (t) => km(t.km) },
    { header: words.status, width: 8.5, text: (t) => words.statuses[t.status] },
  ];
}

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

function drawSection(
  doc: PdfDocument,
  month: string,
  section: KoerebogSection,
  clientName: string,
  language: Language,
) {
  const words = KOEREBOG_WORDS[language];
  const formats = koerebogFormats(language);
  doc
    .font(FONTS.bold)
    .fontSize(14)
    .text(`${words.title} — ${formats.month(month)}`);
  doc.moveDown(0.3);
  doc.font(FONTS.regular).fontSize(10);
  const plate = formatRegistration(section.vehicle.registration);
  doc.text(`${words.driver}${words.colon}${section.driver.name}`);
  doc.text(
    `${words.vehicle}${words.colon}${plate}${section.vehicle.yellowPlates ? ` (${words.yellowPlates})` : ''}`,
  );
  if (clientName) doc.text(`${words.company}${words.colon}${clientName}`);
  doc.moveDown(0.6);
  drawTable(doc, columns(language), section.trips);
  const sum = (kind: Trip['kind']) =>
    section.trips.filter((t) => t.kind === kind).reduce((total, t) => total + t.km, 0);
  doc.moveDown(0.8);
  doc
    .font(FONTS.regular)
    .fontSize(10)
    .text(
      fill(words.totals, {
        business: formats.km(sum('business')),
        homeWork: formats.km(sum('home_work')),
        private: formats.km(sum('private')),
      }),
    );
  const approved = section.trips.filter((t) => t.status === 'approved').length;
  doc.text(fill(words.approvedTrips, { approved, count: section.trips.length }));
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
  line(left, 110, words.signatureDate);
  line(left + 130, 220, fill(words.driverSignature, { name: section.driver.name }));
  line(left + 370, 220, words.employerApproval);
  doc.x = left;
  doc.y = y + 40;
}

/** The kørebog of a month as a PDF document (not yet ended), in `language` (Danish: SKAT's). */
export function koerebogPdf(month: TripMonth, clientName = '', language: Language = 'da'): PdfDocument {
  const words = KOEREBOG_WORDS[language];
  const title = `${words.title} ${koerebogFormats(language).month(month.month)}`;
  const doc = newPdf({ title, layout: 'landscape' });
  const sections = koerebogSections(month);
  if (sections.length === 0) {
    doc.font(FONTS.bold).fontSize(14).text(title);
    doc.moveDown().font(FONTS.regular).fontSize(10).text(words.noTrips);
  }
  sections.forEach((section, index) => {
    if (index > 0) doc.addPage();
    drawSection(doc, month.month, section, clientName, language);
  });
  return doc;
}

const query = z.strictObject({
  month: z.string().regex(/^(19|20)\d\d-(0[1-9]|1[0-2])$/),
  /** The PDF's language: one of the five, else the reader's own. */
  lang: z.enum(LANGUAGES).optional(),
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
    const doc = koerebogPdf(month, client?.name ?? '', input.lang ?? user.language);
    return sendPdf(reply, doc, `koerebog-${input.month}.pdf`);
  });
}
