/**
 * The public page of a share link, outside the app and its shell:
 *
 * GET /share/:token — plain HTML, no script, no session read or made, no link into the app. A
 *   usable link shows what was shared (a vehicle's dossier or a booking) read-only, in the
 *   language the browser asks for (Danish when it asks for none of the five). An unknown, expired
 *   or revoked token answers the same 404 page, byte for byte. Never cached, never indexed, no
 *   referrer sent on.
 *
 * GET /feed/:token.ics — a calendar feed (feeds.ts): `text/calendar`, read-only, no session. An
 *   unknown, revoked or expired token answers the same 404, byte for byte.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { formatRegistration } from '../vehicles/identifiers.js';
import { openFeed } from './feeds.js';
import { sendPdf } from '../../pdf/index.js';
import { claimPdf } from '../damage/claim.js';
import { CLAIM_WORDS } from '../damage/claimWords.js';
import { claimOfLink, openLink, type SharedView } from './links.js';

const LOCALES = ['da', 'en', 'de', 'fr', 'uk'] as const;
type Locale = (typeof LOCALES)[number];

interface PageText {
  notFoundTitle: string;
  notFound: string;
  sharedBy: string;
  vehicle: string;
  booking: string;
  make: string;
  year: string;
  fuel: string;
  odometer: string;
  syn: string;
  insurance: string;
  from: string;
  to: string;
  status: string;
  expires: string;
  unknown: string;
  position: string;
  lastPosition: string;
  coordinates: string;
  accuracy: string;
  noPosition: string;
  reload: string;
  openMap: string;
  downloadClaim: string;
  statuses: Record<string, string>;
}

/** The page's words in the five languages, after docs/glossary.md. */
export const PAGE_TEXT: Record<Locale, PageText> = {
  en: {
    notFoundTitle: 'Link not available',
    notFound: 'This link does not exist, has expired or has been revoked.',
    sharedBy: 'Shared with you by Vognpark',
    vehicle: 'Vehicle',
    booking: 'Booking',
    make: 'Make and model',
    year: 'Year',
    fuel: 'Fuel',
    odometer: 'Odometer',
    syn: 'Periodic inspection valid until',
    insurance: 'Insurance valid until',
    from: 'From',
    to: 'To',
    status: 'Status',
    expires: 'This share link expires {date}.',
    unknown: 'Not known',
    position: 'Position of',
    lastPosition: 'Last position',
    coordinates: 'Coordinates',
    accuracy: 'within {metres} m',
    noPosition: 'No position of this vehicle has been recorded yet.',
    reload: 'Reload the page for the newest position.',
    openMap: 'Open in a map app',
    downloadClaim: 'Download the claim report (PDF)',
    statuses: {
      requested: 'Requested',
      confirmed: 'Confirmed',
      checked_out: 'Checked out',
      returned: 'Returned',
      cancelled: 'Cancelled',
      rejected: 'Rejected',
      no_show: 'No-show',
    },
  },
  da: {
    notFoundTitle: 'Linket er ikke tilgængeligt',
    notFound: 'Linket findes ikke, er udløbet eller er trukket tilbage.',
    sharedBy: 'Delt med dig via Vognpark',
    vehicle: 'Køretøj',
    booking: 'Booking',
    make: 'Mærke og model',
    year: 'Årgang',
    fuel: 'Drivmiddel',
    odometer: 'Kilometertæller',
    syn: 'Periodisk syn gyldigt til',
    insurance: 'Forsikring gyldig til',
    from: 'Fra',
    to: 'Til',
    status: 'Status',
    expires: 'Delingslinket udløber {date}.',
    unknown: 'Ukendt',
    position: 'Position for',
    lastPosition: 'Seneste position',
    coordinates: 'Koordinater',
    accuracy: 'inden for {metres} m',
    noPosition: 'Der er endnu ikke registreret nogen position for dette køretøj.',
    reload: 'Genindlæs siden for at se den nyeste position.',
    openMap: 'Åbn i en kort-app',
    downloadClaim: 'Hent skadeanmeldelsen (PDF)',
    statuses: {
      requested: 'Anmodet',
      confirmed: 'Bekræftet',
      checked_out: 'Afhentet',
      returned: 'Afleveret',
      cancelled: 'Aflyst',
      rejected: 'Afvist',
      no_show: 'Ikke afhentet',
    },
  },
  de: {
    notFoundTitle: 'Link nicht verfügbar',
    notFound: 'Diesen Link gibt es nicht, er ist abgelaufen oder wurde widerrufen.',
    sharedBy: 'Über Vognpark für Sie freigegeben',
    vehicle: 'Fahrzeug',
    booking: 'Buchung',
    make: 'Marke und Modell',
    year: 'Baujahr',
    fuel: 'Kraftstoff',
    odometer: 'Kilometerstand',
    syn: 'Hauptuntersuchung gültig bis',
    insurance: 'Versicherung gültig bis',
    from: 'Von',
    to: 'Bis',
    status: 'Status',
    expires: 'Dieser Freigabelink läuft am {date} ab.',
    unknown: 'Unbekannt',
    position: 'Position von',
    lastPosition: 'Letzte Position',
    coordinates: 'Koordinaten',
    accuracy: 'auf {metres} m genau',
    noPosition: 'Für dieses Fahrzeug wurde noch keine Position erfasst.',
    reload: 'Laden Sie die Seite neu, um die neueste Position zu sehen.',
    openMap: 'In einer Karten-App öffnen',
    downloadClaim: 'Schadensmeldung herunterladen (PDF)',
    statuses: {
      requested: 'Angefragt',
      confirmed: 'Bestätigt',
      checked_out: 'Abgeholt',
      returned: 'Zurückgegeben',
      cancelled: 'Storniert',
      rejected: 'Abgelehnt',
      no_show: 'Nicht abgeholt',
    },
  },
  fr: {
    notFoundTitle: 'Lien indisponible',
    notFound: 'Ce lien n’existe pas, a expiré ou a été révoqué.',
    sharedBy: 'Partagé avec vous via Vognpark',
    vehicle: 'Véhicule',
    booking: 'Réservation',
    make: 'Marque et modèle',
    year: 'Année',
    fuel: 'Carburant',
    odometer: 'Kilométrage',
    syn: 'Contrôle technique valable jusqu’au',
    insurance: 'Assurance valable jusqu’au',
    from: 'Du',
    to: 'Au',
    status: 'Statut',
    expires: 'Ce lien de partage expire le {date}.',
    unknown: 'Inconnu',
    position: 'Position de',
    lastPosition: 'Dernière position',
    coordinates: 'Coordonnées',
    accuracy: 'à {metres} m près',
    noPosition: 'Aucune position de ce véhicule n’a encore été enregistrée.',
    reload: 'Rechargez la page pour voir la position la plus récente.',
    openMap: 'Ouvrir dans une application de cartes',
    downloadClaim: 'Télécharger la déclaration de dommage (PDF)',
    statuses: {
      requested: 'Demandée',
      confirmed: 'Confirmée',
      checked_out: 'Prise en charge',
      returned: 'Restituée',
      cancelled: 'Annulée',
      rejected: 'Refusée',
      no_show: 'Non présentée',
    },
  },
  uk: {
    notFoundTitle: 'Посилання недоступне',
    notFound: 'Цього посилання не існує, строк його дії минув або його відкликано.',
    sharedBy: 'Надано вам у спільний доступ через Vognpark',
    vehicle: 'Транспортний засіб',
    booking: 'Бронювання',
    make: 'Марка й модель',
    year: 'Рік випуску',
    fuel: 'Пальне',
    odometer: 'Пробіг',
    syn: 'Обовʼязковий техогляд дійсний до',
    insurance: 'Страховка дійсна до',
    from: 'З',
    to: 'До',
    status: 'Статус',
    expires: 'Строк дії посилання для спільного доступу спливає {date}.',
    unknown: 'Невідомо',
    position: 'Позиція',
    lastPosition: 'Остання позиція',
    coordinates: 'Координати',
    accuracy: 'з точністю до {metres} м',
    noPosition: 'Для цього транспортного засобу ще не записано жодної позиції.',
    reload: 'Перезавантажте сторінку, щоб побачити найновішу позицію.',
    openMap: 'Відкрити в застосунку карт',
    downloadClaim: 'Завантажити звіт для страховика (PDF)',
    statuses: {
      requested: 'Запит',
      confirmed: 'Підтверджено',
      checked_out: 'Отримано',
      returned: 'Повернуто',
      cancelled: 'Скасовано',
      rejected: 'Відхилено',
      no_show: 'Не отримано',
    },
  },
};

/** The first of the five languages the browser's Accept-Language names; Danish otherwise. */
export function pickLocale(acceptLanguage: string | undefined): Locale {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().slice(0, 2);
    const found = LOCALES.find((locale) => locale === tag);
    if (found) return found;
  }
  return 'da';
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-robots-tag': 'noindex, nofollow',
  'x-content-type-options': 'nosniff',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
};

function page(locale: Locale, title: string, body: string): string {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title><style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;background:#f5f6f8;color:#1b1f24}
main{max-width:40rem;margin:0 auto;padding:2rem 1rem}h1{font-size:1.5rem;margin:.25rem 0 1rem}
p.by{color:#4a5561;margin:0;font-size:.875rem}dl{display:grid;grid-template-columns:max-content 1fr;gap:.5rem 1rem;
background:#fff;border:1px solid #d5dae0;border-radius:8px;padding:1rem;margin:0 0 1rem}dt{color:#4a5561}dd{margin:0;font-weight:600}
p.note{color:#4a5561;font-size:.875rem}</style></head><body><main>${body}</main></body></html>`;
}

const definitionList = (rows: readonly [string, string][]) =>
  `<dl>${rows.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>`;

/** The 404 page of every unusable token: the same bytes whatever the reason. */
export function notFoundPage(locale: Locale): string {
  const text = PAGE_TEXT[locale];
  return page(
    locale,
    text.notFoundTitle,
    `<h1>${escapeHtml(text.notFoundTitle)}</h1><p>${escapeHtml(text.notFound)}</p>`,
  );
}

export function sharedPage(locale: Locale, view: SharedView, token = ''): string {
  const text = PAGE_TEXT[locale];
  const date = (value: Date | string | null) =>
    value === null
      ? text.unknown
      : new Intl.DateTimeFormat(locale, {
          dateStyle: 'medium',
          ...(typeof value === 'string' ? { timeZone: 'UTC' } : { timeZone: 'Europe/Copenhagen' }),
        }).format(typeof value === 'string' ? new Date(`${value}T00:00:00Z`) : value);
  const dateTime = (value: Date) =>
    new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Europe/Copenhagen',
    }).format(value);
  const v = view.vehicle;
  if (view.kind === 'position') return positionPage(locale, view, dateTime);
  if (view.kind === 'damage') return damagePage(locale, view, { date, dateTime }, token);
  const rows: [string, string][] = [
    [text.make, `${v.make} ${v.model}`],
    [text.year, v.year === null ? text.unknown : String(v.year)],
    [text.odometer, `${new Intl.NumberFormat(locale).format(v.odometerKm)} km`],
    [text.syn, date(v.synUntil)],
    [text.insurance, date(v.insuranceUntil)],
  ];
  if (view.kind === 'booking')
    rows.unshift(
      [text.from, dateTime(view.booking.startsAt)],
      [text.to, dateTime(view.booking.endsAt)],
      [text.status, text.statuses[view.booking.status] ?? view.booking.status],
    );
  const heading = `${view.kind === 'booking' ? text.booking : text.vehicle} ${formatRegistration(v.registration)}`;
  return page(
    locale,
    heading,
    `<p class="by">${escapeHtml(text.sharedBy)}</p><h1>${escapeHtml(heading)}</h1>` +
      `<p>${escapeHtml(view.label)}</p>${definitionList(rows)}` +
      `<p class="note">${escapeHtml(text.expires.replace('{date}', dateTime(view.expiresAt)))}</p>`,
  );
}

/**
 * A damage as its claim report names it (place, type, severity, status, when found, description),
 * with the report itself, photos and all (faces blurred), as a PDF in the reader's language.
 */
function damagePage(
  locale: Locale,
  view: Extract<SharedView, { kind: 'damage' }>,
  { date, dateTime }: { date: (value: string) => string; dateTime: (value: Date) => string },
  token: string,
): string {
  const text = PAGE_TEXT[locale];
  const words = CLAIM_WORDS[locale];
  const { damage, vehicle } = view;
  const heading = `${words.title} ${formatRegistration(vehicle.registration)}`;
  return page(
    locale,
    heading,
    `<p class="by">${escapeHtml(text.sharedBy)}</p><h1>${escapeHtml(heading)}</h1>` +
      `<p>${escapeHtml(view.label)}</p><p>${escapeHtml(`${vehicle.make} ${vehicle.model}`)}</p>` +
      definitionList([
        [words.found, date(damage.foundOn)],
        [words.place, words.zones[damage.zone]],
        [words.type, words.classes[damage.damageClass]],
        [words.severity, words.severities[damage.severity]],
        [words.status, words.statuses[damage.status]],
        [words.description, damage.description || words.none],
      ]) +
      `<p><a href="/share/${encodeURIComponent(token)}/claim.pdf">${escapeHtml(text.downloadClaim)}</a></p>` +
      `<p class="note">${escapeHtml(text.expires.replace('{date}', dateTime(view.expiresAt)))}</p>`,
  );
}

/**
 * A vehicle's last known position: when, where (decimal degrees in the reader's format) and how
 * exact, with a `geo:` link that a phone's map app opens offline. No script and no map tiles: the
 * page works without anything else loading. Each load is an opening, so it does not refresh itself.
 */
function positionPage(
  locale: Locale,
  view: Extract<SharedView, { kind: 'position' }>,
  dateTime: (value: Date) => string,
): string {
  const text = PAGE_TEXT[locale];
  const heading = `${text.position} ${formatRegistration(view.vehicle.registration)}`;
  const where = view.position;
  const degrees = new Intl.NumberFormat(locale, { minimumFractionDigits: 5, maximumFractionDigits: 5 });
  const body = where
    ? definitionList([
        [text.lastPosition, dateTime(where.recordedAt)],
        [
          text.coordinates,
          `${degrees.format(where.lat)}, ${degrees.format(where.lon)}` +
            (where.accuracyM === null
              ? ''
              : ` (${text.accuracy.replace('{metres}', new Intl.NumberFormat(locale).format(Math.round(where.accuracyM)))})`),
        ],
      ]) +
      `<p><a href="geo:${where.lat.toFixed(6)},${where.lon.toFixed(6)}">${escapeHtml(text.openMap)}</a></p>` +
      `<p class="note">${escapeHtml(text.reload)}</p>`
    : `<p>${escapeHtml(text.noPosition)}</p>`;
  return page(
    locale,
    heading,
    `<p class="by">${escapeHtml(text.sharedBy)}</p><h1>${escapeHtml(heading)}</h1>` +
      `<p>${escapeHtml(view.label)}</p><p>${escapeHtml(`${view.vehicle.make} ${view.vehicle.model}`)}</p>${body}` +
      `<p class="note">${escapeHtml(text.expires.replace('{date}', dateTime(view.expiresAt)))}</p>`,
  );
}

const FEED_HEADERS = {
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-robots-tag': 'noindex, nofollow',
  'x-content-type-options': 'nosniff',
};

export function registerShareRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  app.get<{ Params: { file: string } }>(
    '/feed/:file',
    { preHandler: app.rateLimit() },
    async (request, reply) => {
      const token = request.params.file.replace(/\.ics$/, '');
      const calendar = await openFeed(db, token);
      reply.headers(FEED_HEADERS);
      if (calendar === null)
        return reply.code(404).header('content-type', 'text/plain; charset=utf-8').send('Not found\n');
      return reply
        .code(200)
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="vognpark.ics"')
        .send(calendar);
    },
  );

  app.get<{ Params: { token: string } }>(
    '/share/:token',
    { preHandler: app.rateLimit() },
    async (request, reply) => {
      const locale = pickLocale(request.headers['accept-language']);
      const view = await openLink(db, request.params.token);
      reply.headers({ ...HEADERS, vary: 'accept-language' });
      if (!view) return reply.code(404).send(notFoundPage(locale));
      return reply.code(200).send(sharedPage(locale, view, request.params.token));
    },
  );

  // A damage link's claim report, in the reader's language; the same 404 page as /share/ otherwise.
  app.get<{ Params: { token: string } }>(
    '/share/:token/claim.pdf',
    { preHandler: app.rateLimit() },
    async (request, reply) => {
      const locale = pickLocale(request.headers['accept-language']);
      const claim = await claimOfLink(db, request.params.token);
      if (!claim)
        return reply
          .code(404)
          .headers({ ...HEADERS, vary: 'accept-language' })
          .send(notFoundPage(locale));
      reply.headers({
        'referrer-policy': 'no-referrer',
        'x-robots-tag': 'noindex, nofollow',
        vary: 'accept-language',
      });
      return sendPdf(
        reply,
        claimPdf(claim, locale),
        `${CLAIM_WORDS[locale].title} ${formatRegistration(claim.damage.vehicle.registration)}.pdf`,
      );
    },
  );
}
