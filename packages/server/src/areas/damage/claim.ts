/**
 * A damage's claim report as a PDF (docs/damage.md, "Claim report"): the vehicle, the damage, the
 * booking or driver in whose window it appeared, its history and its photos (the check-in photo
 * it was confirmed from with the change marked), in the reader's language. DejaVu Sans (src/pdf)
 * prints æøå and Cyrillic. The photos leave the product here, so a photo with faces goes in with
 * them blurred (as a download of the original does, docs/photos.md).
 *
 * GET /api/damage/claim/:damageId?lang=en|da|uk|de|fr — the PDF as an attachment (`lang` defaults
 * to the user's language). 401 without a session, 403 for anyone but a manager (or before a
 * password change), 404 for an unknown damage or another client's, 400 for another language.
 */
import { NotFoundError } from '../../errors.js';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Db } from '../../db/database.js';
import { clients } from '../../db/schema.js';
import { vehicles } from '../vehicles/schema.js';
import { copenhagenToday } from '../../due/rules.js';
import type { SessionCookies } from '../../http/sessionCookie.js';
import { FONTS, newPdf, sendPdf, type PdfDocument } from '../../pdf/index.js';
import { managerPdfReader } from '../../pdf/reader.js';
import type { Language } from '../accounts/settings.js';
import { blobInfo, readBlobToBuffer } from '../documents/storage.js';
import { photos } from '../photos/schema.js';
import { CLAIM_WORDS } from './claimWords.js';
import type { DamageDetail, PhotoBox } from './model.js';
import { getDamage } from './repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The most photos a claim carries (the check-in photo first, then the damage's oldest first). */
export const MAX_CLAIM_PHOTOS = 12;
/** Each photo is put in at most this many pixels wide or high. */
const PHOTO_PIXELS = 1200;

export interface ClaimPhoto {
  /** The picture as a JPEG, or null when it has no preview (a HEIC stored before HEICs were decoded). */
  jpeg: Buffer | null;
  width: number;
  height: number;
  /** The check-in photo's changed region. */
  box: PhotoBox | null;
}

export interface ClaimData {
  clientName: string;
  today: string;
  vin: string | null;
  damage: DamageDetail;
  photos: ClaimPhoto[];
}

/** A stored photo, faces blurred when it has them, as a JPEG of at most PHOTO_PIXELS. */
async function claimPicture(db: Db, blobId: string | null): Promise<Omit<ClaimPhoto, 'box'>> {
  const info = blobId ? await blobInfo(db, blobId) : null;
  if (!info) return { jpeg: null, width: 4, height: 3 };
  const { data, info: size } = await sharp(await readBlobToBuffer(db, info), { limitInputPixels: 64_000_000 })
    .rotate()
    .resize(PHOTO_PIXELS, PHOTO_PIXELS, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  return { jpeg: data, width: size.width, height: size.height };
}

/** What the claim of `damageId` shows, or null when the damage is not the client's. */
export async function claimData(
  db: Db,
  clientId: string,
  userId: string,
  damageId: string,
): Promise<ClaimData | null> {
  let damage: DamageDetail;
  try {
    damage = await getDamage(db, { userId, clientId, driver: false }, damageId);
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
  const [vehicle] = await db
    .select({ vin: vehicles.vin, clientName: clients.name })
    .from(vehicles)
    .innerJoin(clients, eq(clients.id, vehicles.clientId))
    .where(and(eq(vehicles.id, damage.vehicle.id), eq(vehicles.clientId, clientId)));
  if (!vehicle) return null;
  const rows = await db
    .select({ id: photos.id, web: photos.webBlobId, blurred: photos.blurredBlobId })
    .from(photos)
    .where(and(eq(photos.clientId, clientId), eq(photos.ownerKind, 'damage'), eq(photos.ownerId, damageId)))
    .orderBy(asc(photos.createdAt), asc(photos.id))
    .limit(MAX_CLAIM_PHOTOS);
  const chosen: { web: string | null; blurred: string | null; box: PhotoBox | null }[] = [];
  if (damage.photo) {
    const [checkIn] = await db
      .select({ web: photos.webBlobId, blurred: photos.blurredBlobId })
      .from(photos)
      .where(and(eq(photos.id, damage.photo.id), eq(photos.clientId, clientId)));
    if (checkIn) chosen.push({ ...checkIn, box: damage.photo.box });
  }
  for (const row of rows) if (chosen.length < MAX_CLAIM_PHOTOS) chosen.push({ ...row, box: null });
  const pictures: ClaimPhoto[] = [];
  for (const photo of chosen)
    pictures.push({ ...(await claimPicture(db, photo.blurred ?? photo.web)), box: photo.box });
  return {
    clientName: vehicle.clientName,
    today: copenhagenToday(),
    vin: vehicle.vin,
    damage,
    photos: pictures,
  };
}

/** A Danish plate as people write it ("AB 12 345"), anything else as stored. */
const plate = (registration: string) => {
  const match = /^([A-ZÆØÅ]{2})(\d{2})(\d{3})$/.exec(registration);
  return match ? `${match[1]} ${match[2]} ${match[3]}` : registration;
};

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** The formats of one language: calendar dates, moments (Copenhagen's clock), DKK from øre. */
export function claimFormats(language: Language) {
  const dates = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  const moments = new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Copenhagen',
  });
  const money = new Intl.NumberFormat(language, { style: 'currency', currency: 'DKK' });
  return {
    date: (iso: string) => {
      const [y, m, d] = iso.split('-').map(Number);
      return dates.format(new Date(Date.UTC(y!, m! - 1, d!)));
    },
    moment: (iso: string | null) => (iso ? moments.format(new Date(iso)) : ''),
    money: (ore: number | null) => (ore === null ? '—' : money.format(ore / 100)),
  };
}

function heading(doc: PdfDocument, text: string) {
  doc.moveDown(1);
  if (doc.y + 60 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  doc.font(FONTS.bold).fontSize(12).text(text);
  doc.moveDown(0.3);
  doc.font(FONTS.regular).fontSize(9);
}

/** Label and value lines, the label bold in a column of its own. */
function facts(doc: PdfDocument, rows: [string, string][]) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  for (const [label, value] of rows) {
    if (doc.y + 20 > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const top = doc.y;
    doc.font(FONTS.bold).text(label, left, top, { width: width * 0.3 });
    const labelBottom = doc.y;
    doc.font(FONTS.regular).text(value || '—', left + width * 0.32, top, { width: width * 0.68 });
    doc.x = left;
    doc.y = Math.max(doc.y, labelBottom) + 2;
  }
}

/** The claim as a PDF document (not yet ended). */
export function claimPdf(data: ClaimData, language: Language, options: { createdAt?: Date } = {}) {
  const w = CLAIM_WORDS[language];
  const f = claimFormats(language);
  const { damage } = data;
  const registration = plate(damage.vehicle.registration);
  const doc = newPdf({ title: `${w.title} ${registration}`, ...options });
  doc.font(FONTS.bold).fontSize(16).text(`${w.title} — ${registration}`);
  doc
    .font(FONTS.regular)
    .fontSize(9)
    .fillColor('#555555')
    .text(fill(w.printed, { date: f.date(data.today), client: data.clientName }))
    .fillColor('#000000');

  heading(doc, w.vehicle);
  facts(doc, [
    [w.registration, registration],
    [w.makeModel, `${damage.vehicle.make} ${damage.vehicle.model}`.trim()],
    [w.vin, data.vin ?? ''],
  ]);

  heading(doc, w.damage);
  facts(doc, [
    [w.place, w.zones[damage.zone]],
    [w.type, w.classes[damage.damageClass]],
    [w.severity, w.severities[damage.severity]],
    [w.status, w.statuses[damage.status]],
    [w.found, f.date(damage.foundOn)],
    [w.source, w.sources[damage.source]],
    [w.reportedBy, damage.reportedBy?.name ?? ''],
    [w.estimate, f.money(damage.estimateOre)],
    [w.actual, f.money(damage.actualOre)],
    [w.description, damage.description],
  ]);

  heading(doc, w.window);
  if (!damage.window) doc.text(w.none);
  else {
    const { booking, driver, basis } = damage.window;
    facts(doc, [
      [w.driver, driver?.name ?? ''],
      ...(booking
        ? ([
            [
              w.booking,
              [f.moment(booking.checkedOutAt), f.moment(booking.returnedAt)].filter(Boolean).join(' – '),
            ],
          ] as [string, string][])
        : []),
    ]);
    doc.fillColor('#555555').text(w.bases[basis]).fillColor('#000000');
  }

  heading(doc, w.history);
  for (const change of damage.history)
    facts(doc, [
      [
        w.statuses[change.to],
        [
          change.by ? fill(w.by, { time: f.moment(change.at), name: change.by.name }) : f.moment(change.at),
          change.note,
        ]
          .filter(Boolean)
          .join(' — '),
      ],
    ]);

  heading(doc, w.photos);
  if (data.photos.length === 0) doc.text(w.none);
  const left = doc.page.margins.left;
  const gap = 12;
  const cell = (doc.page.width - left - doc.page.margins.right - gap) / 2;
  const cellHeight = cell * 0.75;
  data.photos.forEach((photo, index) => {
    const column = index % 2;
    if (column === 0 && doc.y + cellHeight + 24 > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const top = doc.y;
    const x = left + column * (cell + gap);
    const scale = Math.min(cell / photo.width, cellHeight / photo.height);
    const drawn = { width: photo.width * scale, height: photo.height * scale };
    if (photo.jpeg) {
      doc.image(photo.jpeg, x, top, drawn);
      if (photo.box)
        doc
          .save()
          .rect(
            x + photo.box.x * drawn.width,
            top + photo.box.y * drawn.height,
            photo.box.width * drawn.width,
            photo.box.height * drawn.height,
          )
          .lineWidth(2)
          .strokeColor('#d11a1a')
          .stroke()
          .restore();
    } else doc.text(w.noPicture, x, top + 4, { width: cell });
    const caption = photo.box ? w.checkInPhoto : fill(w.photo, { number: String(index + 1) });
    doc
      .fontSize(8)
      .fillColor('#555555')
      .text(caption, x, top + cellHeight + 2, { width: cell })
      .fillColor('#000000')
      .fontSize(9);
    // The next row starts under both pictures of this one.
    doc.x = left;
    doc.y = column === 1 || index === data.photos.length - 1 ? top + cellHeight + 18 : top;
  });
  return doc;
}

export function registerClaimRoute(
  app: FastifyInstance,
  { db, cookies }: { db: Db; cookies: SessionCookies },
): void {
  app.get<{ Params: { damageId: string }; Querystring: { lang?: string } }>(
    '/api/damage/claim/:damageId',
    async (request, reply) => {
      const reader = await managerPdfReader(cookies, request, reply);
      if (!reader) return reply;
      const { damageId } = request.params;
      const data = UUID.test(damageId) ? await claimData(db, reader.clientId, reader.userId, damageId) : null;
      if (!data) return reply.code(404).send({ error: 'NOT_FOUND' });
      const { language } = reader;
      const doc = claimPdf(data, language);
      return sendPdf(
        reply,
        doc,
        `${CLAIM_WORDS[language].title} ${plate(data.damage.vehicle.registration)}.pdf`,
      );
    },
  );
}
