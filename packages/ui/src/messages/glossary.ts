import type { Locale } from '../i18n/locales';

/**
 * One domain word in the five languages. `terms` is what docs/glossary.md shows; `match` tells
 * how to recognise the word inside a message (plurals, cases, compounds), one pattern per
 * language. Patterns are case-insensitive unless they say otherwise. JavaScript's `\b` only
 * knows ASCII letters, so the Ukrainian and most Danish patterns are plain stems.
 */
export interface GlossaryTerm {
  id: string;
  /** What the word means in Vognpark, for the reader of docs/glossary.md. */
  meaning: string;
  terms: Record<Locale, string>;
  match: Record<Locale, RegExp>;
  /** Terms that must never be used for this one (two things that must not share a name). */
  distinctFrom?: string[];
}

/**
 * The words a fleet manager meets, the one translation each language uses for them. Every
 * catalog value whose English text mentions a term uses this translation (checked by the
 * message tests); docs/glossary.md is this list as a table (also checked).
 */
export const glossary: readonly GlossaryTerm[] = [
  {
    id: 'fleet',
    meaning: 'All the vehicles of one client',
    terms: { en: 'fleet', da: 'flåde', uk: 'автопарк', de: 'Flotte', fr: 'flotte' },
    match: { en: /\bfleets?\b/i, da: /flåde/i, uk: /автопарк/i, de: /flotte/i, fr: /flotte/i },
  },
  {
    id: 'vehicle',
    meaning: 'A car, van, truck, trailer or bus of the fleet',
    terms: { en: 'vehicle', da: 'køretøj', uk: 'транспортний засіб', de: 'Fahrzeug', fr: 'véhicule' },
    match: {
      en: /\bvehicles?\b/i,
      da: /køretøj/i,
      uk: /транспортн\S* засоб|транспортн\S* засіб/i,
      de: /fahrzeug/i,
      fr: /véhicule/i,
    },
  },
  {
    id: 'register',
    meaning: "The list of a client's vehicles (the Vehicles page)",
    terms: { en: 'register', da: 'register', uk: 'реєстр', de: 'Register', fr: 'registre' },
    match: {
      en: /\bregister\b/i,
      da: /register|registret/i,
      uk: /реєстр/i,
      de: /register/i,
      fr: /registre/i,
    },
  },
  {
    id: 'dashboard',
    meaning: "The manager's start page with tiles",
    terms: {
      en: 'dashboard',
      da: 'overblik',
      uk: 'панель керування',
      de: 'Dashboard',
      fr: 'tableau de bord',
    },
    match: {
      en: /\bdashboards?\b/i,
      da: /overblik/i,
      uk: /панел\S* керування/i,
      de: /dashboard/i,
      fr: /tableaux? de bord/i,
    },
  },
  {
    id: 'map',
    meaning: 'The map overview of the vehicles',
    terms: { en: 'map', da: 'kort', uk: 'карта', de: 'Karte', fr: 'carte' },
    match: { en: /\bmaps?\b/i, da: /kort/i, uk: /карт/i, de: /karte/i, fr: /carte/i },
  },
  {
    id: 'task',
    meaning: 'A work order: something someone must do, with a due date',
    terms: { en: 'task', da: 'opgave', uk: 'завдання', de: 'Aufgabe', fr: 'tâche' },
    match: { en: /\btasks?\b/i, da: /opgave/i, uk: /завдан/i, de: /aufgabe/i, fr: /tâche/i },
  },
  {
    id: 'inspection',
    meaning: "The fleet's own checks (walk-around, safety), never the statutory one",
    terms: { en: 'inspection', da: 'eftersyn', uk: 'огляд', de: 'Fahrzeugprüfung', fr: 'inspection' },
    match: {
      en: /(?<!periodic )\binspections?\b/i,
      da: /eftersyn/i,
      uk: /огляд/i,
      de: /fahrzeugprüfung/i,
      fr: /inspection/i,
    },
    distinctFrom: ['periodicInspection'],
  },
  {
    id: 'periodicInspection',
    meaning: 'The statutory periodic inspection of a vehicle: a compliance obligation',
    terms: {
      en: 'periodic inspection',
      da: 'periodisk syn',
      uk: 'обовʼязковий техогляд',
      de: 'Hauptuntersuchung',
      fr: 'contrôle technique',
    },
    match: {
      en: /\bperiodic inspections?\b/i,
      da: /\bsyn\b/i,
      uk: /техогляд/i,
      de: /hauptuntersuchung/i,
      fr: /contrôles? techniques?/i,
    },
  },
  {
    id: 'compliance',
    meaning: 'Whether the legal and contractual obligations of the vehicles are met',
    terms: {
      en: 'compliance',
      da: 'compliance',
      uk: 'відповідність вимогам',
      de: 'Compliance',
      fr: 'conformité',
    },
    match: {
      en: /\bcompliance\b/i,
      da: /compliance/i,
      uk: /відповідн\S* вимогам/i,
      de: /compliance/i,
      fr: /conformité/i,
    },
  },
  {
    id: 'obligation',
    meaning: 'One compliance item of a vehicle with a "valid until" date (insurance, road tax…)',
    terms: { en: 'obligation', da: 'forpligtelse', uk: 'зобовʼязання', de: 'Pflicht', fr: 'obligation' },
    match: {
      en: /\bobligations?\b/i,
      da: /forpligtelse/i,
      uk: /зобовʼязан/i,
      de: /pflicht/i,
      fr: /obligation/i,
    },
  },
  {
    id: 'dueDate',
    meaning: 'The day by which something must be done',
    terms: { en: 'due date', da: 'forfaldsdato', uk: 'термін', de: 'Fälligkeitsdatum', fr: 'échéance' },
    match: { en: /\bdue dates?\b/i, da: /forfald/i, uk: /термін/i, de: /fällig/i, fr: /échéance/i },
  },
  {
    id: 'dueSoon',
    meaning: 'State: the date is within the coming days (30 for compliance, 7 for inspections)',
    terms: {
      en: 'due soon',
      da: 'forfalder snart',
      uk: 'скоро термін',
      de: 'bald fällig',
      fr: 'échéance proche',
    },
    match: {
      en: /\bdue soon\b/i,
      da: /forfalder snart/i,
      uk: /скоро термін/i,
      de: /bald fällig/i,
      fr: /échéance proche/i,
    },
  },
  {
    id: 'overdue',
    meaning: 'State: the date has passed',
    terms: { en: 'overdue', da: 'overskredet', uk: 'прострочено', de: 'überfällig', fr: 'en retard' },
    match: { en: /\boverdue\b/i, da: /overskred/i, uk: /простроч/i, de: /überfällig/i, fr: /en retard/i },
  },
  {
    id: 'inOrder',
    meaning: 'State: nothing is missing, overdue or due soon (the compliance check mark)',
    terms: { en: 'in order / up to date', da: 'i orden', uk: 'у порядку', de: 'in Ordnung', fr: 'en règle' },
    match: {
      en: /\b(in order(?! to)|up to date)\b/i,
      da: /i orden/i,
      uk: /у порядку/i,
      de: /in ordnung/i,
      fr: /en règle/i,
    },
  },
  {
    id: 'missing',
    meaning: 'State: an obligation without a date',
    terms: { en: 'missing', da: 'mangler', uk: 'відсутнє', de: 'fehlt', fr: 'manquant' },
    match: { en: /\bmissing\b/i, da: /mangl/i, uk: /відсутн/i, de: /fehl/i, fr: /manqu/i },
  },
  {
    id: 'driver',
    meaning: 'The plain user a vehicle is assigned to',
    terms: { en: 'driver', da: 'chauffør', uk: 'водій', de: 'Fahrer', fr: 'conducteur' },
    match: { en: /\bdrivers?\b/i, da: /chauffør/i, uk: /воді/i, de: /fahrer/i, fr: /conduct/i },
  },
  {
    id: 'manager',
    meaning: "The role that keeps a client's fleet",
    terms: { en: 'manager', da: 'flådeansvarlig', uk: 'менеджер', de: 'Flottenmanager', fr: 'gestionnaire' },
    match: {
      en: /\bmanagers?\b/i,
      da: /flådeansvarlig/i,
      uk: /менеджер/i,
      de: /manager/i,
      fr: /gestionnaire/i,
    },
  },
  {
    id: 'admin',
    meaning: 'The role of our own staff, across all clients',
    terms: {
      en: 'admin',
      da: 'administrator',
      uk: 'адміністратор',
      de: 'Administrator',
      fr: 'administrateur',
    },
    match: {
      en: /\badmin(istrator)?s?\b/i,
      da: /administrator/i,
      uk: /адміністратор/i,
      de: /administrator/i,
      fr: /administrat/i,
    },
  },
  {
    id: 'customer',
    meaning: 'A company whose fleet is in Vognpark (menu: Customers; in code: client)',
    terms: { en: 'customer', da: 'kunde', uk: 'клієнт', de: 'Kunde', fr: 'client' },
    match: { en: /\b(customers?|clients?)\b/i, da: /kunde/i, uk: /клієнт/i, de: /kunde/i, fr: /client/i },
  },
  {
    id: 'user',
    meaning: 'A person who can sign in (any role)',
    terms: { en: 'user', da: 'bruger', uk: 'користувач', de: 'Benutzer', fr: 'utilisateur' },
    match: { en: /\busers?\b/i, da: /bruger/i, uk: /користувач/i, de: /benutzer/i, fr: /utilisat/i },
  },
  {
    id: 'service',
    meaning: 'Maintenance of the vehicles (the Service area)',
    terms: { en: 'service', da: 'service', uk: 'обслуговування', de: 'Wartung', fr: 'entretien' },
    match: {
      en: /(?<!out of )\bservice\b/i,
      da: /service/i,
      uk: /обслуговуван/i,
      de: /wartung/i,
      fr: /entretien/i,
    },
  },
  {
    id: 'workshop',
    meaning: 'Vehicle status: at a garage for repair',
    terms: { en: 'workshop', da: 'værksted', uk: 'майстерня', de: 'Werkstatt', fr: 'garage' },
    match: { en: /\bworkshops?\b/i, da: /værksted/i, uk: /майстерн/i, de: /werkstatt/i, fr: /garage/i },
  },
  {
    id: 'outOfService',
    meaning: 'Vehicle status: not in use',
    terms: {
      en: 'out of service',
      da: 'ude af drift',
      uk: 'не експлуатується',
      de: 'außer Betrieb',
      fr: 'hors service',
    },
    match: {
      en: /\bout of service\b/i,
      da: /ude af drift/i,
      uk: /експлуат/i,
      de: /außer betrieb/i,
      fr: /hors service/i,
    },
  },
  {
    id: 'sold',
    meaning: 'Vehicle status: no longer in the fleet (hidden unless asked for)',
    terms: { en: 'sold', da: 'solgt', uk: 'продано', de: 'verkauft', fr: 'vendu' },
    match: { en: /\bsold\b/i, da: /solgt/i, uk: /продан/i, de: /verkauft/i, fr: /vendu/i },
  },
  {
    id: 'odometer',
    meaning: "A vehicle's distance driven, in km",
    terms: { en: 'odometer', da: 'kilometertæller', uk: 'пробіг', de: 'Kilometerstand', fr: 'kilométrage' },
    match: {
      en: /\bodometer\b/i,
      da: /kilometertæller/i,
      uk: /пробіг/i,
      de: /kilometerstand/i,
      fr: /kilométrage/i,
    },
  },
  {
    id: 'registrationNumber',
    meaning: 'The number on the plate ("AB 12 345")',
    terms: {
      en: 'registration number',
      da: 'registreringsnummer',
      uk: 'номерний знак',
      de: 'Kennzeichen',
      fr: 'immatriculation',
    },
    match: {
      en: /\b(registration (numbers?|plates?)|number plates?|plates?)\b/i,
      da: /registreringsnummer|nummerplade/i,
      uk: /номерн\S* знак/i,
      de: /kennzeichen/i,
      fr: /immatriculation/i,
    },
  },
  {
    id: 'vin',
    meaning: 'Vehicle identification number (17 characters)',
    terms: { en: 'VIN', da: 'stelnummer', uk: 'VIN-код', de: 'FIN', fr: 'VIN' },
    match: { en: /\bVIN\b/, da: /stelnummer/i, uk: /VIN/, de: /\bFIN\b/, fr: /\bVIN\b/ },
  },
  {
    id: 'defect',
    meaning: 'Something wrong found in an inspection; each becomes a task',
    terms: { en: 'defect', da: 'fejl', uk: 'дефект', de: 'Mangel', fr: 'défaut' },
    match: { en: /\bdefects?\b/i, da: /fejl/i, uk: /дефект/i, de: /mangel|mängel/i, fr: /défaut/i },
  },
  {
    id: 'comment',
    meaning: "A note someone adds to a task's thread, with its author and time",
    terms: { en: 'comment', da: 'kommentar', uk: 'коментар', de: 'Kommentar', fr: 'commentaire' },
    match: { en: /\bcomments?\b/i, da: /kommentar/i, uk: /коментар/i, de: /kommentar/i, fr: /commentaire/i },
  },
  {
    id: 'warning',
    meaning: 'A count on a menu entry of things that need attention',
    terms: { en: 'warning', da: 'advarsel', uk: 'попередження', de: 'Warnung', fr: 'avertissement' },
    match: { en: /\bwarnings?\b/i, da: /advars/i, uk: /попереджен/i, de: /warnung/i, fr: /avertissement/i },
  },
  {
    id: 'archive',
    meaning: 'Keep a record out of the lists without deleting it',
    terms: { en: 'archive', da: 'arkiv', uk: 'архів', de: 'Archiv', fr: 'archive' },
    match: { en: /\barchiv/i, da: /arkiv/i, uk: /архів/i, de: /archiv/i, fr: /archiv/i },
  },
  {
    id: 'export',
    meaning: 'Download a list as a CSV file',
    terms: { en: 'export', da: 'eksport', uk: 'експорт', de: 'Export', fr: 'export' },
    match: { en: /\bexport/i, da: /eksport/i, uk: /експорт/i, de: /export/i, fr: /export/i },
  },
  {
    id: 'account',
    meaning: 'The signed-in person’s own settings page and menu',
    terms: { en: 'account', da: 'konto', uk: 'обліковий запис', de: 'Konto', fr: 'compte' },
    match: { en: /\baccounts?\b/i, da: /konto/i, uk: /обліков\S* запис/i, de: /konto/i, fr: /compte/i },
  },
  {
    id: 'signIn',
    meaning: 'Starting a session with e-mail and password',
    terms: { en: 'sign in', da: 'log ind', uk: 'увійти', de: 'anmelden', fr: 'se connecter' },
    match: {
      en: /\bsign(s|ed|ing)?[- ]in\b/i,
      da: /log\S* ind|login/i,
      uk: /увій|вхід|входу/i,
      // German separates the verb: "Melden Sie sich … an".
      de: /anmeld|angemeldet|\bmelde\S* .*\ban\b/i,
      fr: /connect|connexion/i,
    },
  },
  {
    id: 'signOut',
    meaning: 'Ending the session',
    terms: { en: 'sign out', da: 'log ud', uk: 'вийти', de: 'abmelden', fr: 'se déconnecter' },
    match: {
      en: /\bsign(s|ed|ing)?[- ]out\b/i,
      da: /log\S*(?: du)? ud/i,
      uk: /вий|вихід|виход/i,
      de: /abmeld/i,
      fr: /déconnect/i,
    },
  },
  {
    id: 'notification',
    meaning: 'A message for the signed-in person in the notification panel',
    terms: {
      en: 'notification',
      da: 'notifikation',
      uk: 'сповіщення',
      de: 'Benachrichtigung',
      fr: 'notification',
    },
    match: {
      en: /\bnotifications?\b/i,
      da: /notifikation/i,
      uk: /сповіщен/i,
      de: /benachrichtigung/i,
      fr: /notification/i,
    },
  },
  {
    id: 'subscription',
    meaning: "The client's paid plan",
    terms: { en: 'subscription', da: 'abonnement', uk: 'підписка', de: 'Abonnement', fr: 'abonnement' },
    match: {
      en: /\bsubscriptions?\b/i,
      da: /abonnement/i,
      uk: /підписк/i,
      de: /abonnement/i,
      fr: /abonnement/i,
    },
  },
  {
    id: 'timeRegistration',
    meaning: 'Recording working hours (the Time Registration area)',
    terms: {
      en: 'time registration',
      da: 'tidsregistrering',
      uk: 'облік часу',
      de: 'Zeiterfassung',
      fr: 'saisie des temps',
    },
    match: {
      en: /\btime registration\b/i,
      da: /tidsregistrering/i,
      uk: /облік часу/i,
      de: /zeiterfassung/i,
      fr: /saisie des temps/i,
    },
  },
  {
    id: 'partner',
    meaning: 'A company the client works with',
    terms: { en: 'partner', da: 'partner', uk: 'партнер', de: 'Partner', fr: 'partenaire' },
    match: { en: /\bpartners?\b/i, da: /partner/i, uk: /партнер/i, de: /partner/i, fr: /partenaire/i },
  },
  {
    id: 'vendor',
    meaning: 'A supplier of parts or services',
    terms: { en: 'vendor', da: 'leverandør', uk: 'постачальник', de: 'Lieferant', fr: 'fournisseur' },
    match: {
      en: /\bvendors?\b/i,
      da: /leverandør/i,
      uk: /постачальн/i,
      de: /lieferant/i,
      fr: /fournisseur/i,
    },
  },
  {
    id: 'sharing',
    meaning: 'Vehicles shared with other clients or partners (the Sharing area)',
    terms: { en: 'sharing', da: 'deling', uk: 'спільне використання', de: 'Freigabe', fr: 'partage' },
    match: {
      en: /\bshar(e|es|ed|ing)\b/i,
      da: /deling|delt/i,
      uk: /спільн/i,
      de: /freigabe|freigegeben/i,
      fr: /partag/i,
    },
  },
  {
    id: 'document',
    meaning: 'A file kept with a vehicle or the client',
    terms: { en: 'document', da: 'dokument', uk: 'документ', de: 'Dokument', fr: 'document' },
    match: { en: /\bdocuments?\b/i, da: /dokument/i, uk: /документ/i, de: /dokument/i, fr: /document/i },
  },
  {
    id: 'annotation',
    meaning: 'A marked region on a vehicle image (admin)',
    terms: { en: 'annotation', da: 'annotering', uk: 'анотація', de: 'Annotation', fr: 'annotation' },
    match: {
      en: /\bannotations?\b/i,
      da: /annotering/i,
      uk: /анотац/i,
      de: /annotation/i,
      fr: /annotation/i,
    },
  },
  {
    id: 'damage',
    meaning: 'Damage to a vehicle (as in Damage Detection)',
    terms: { en: 'damage', da: 'skade', uk: 'пошкодження', de: 'Schaden', fr: 'dommage' },
    match: { en: /\bdamages?\b/i, da: /skade/i, uk: /пошкодж/i, de: /schaden|schäden/i, fr: /dommage/i },
  },
  {
    id: 'detection',
    meaning: 'Automatic recognition in images (Vehicle Detection, Damage Detection)',
    terms: { en: 'detection', da: 'genkendelse', uk: 'виявлення', de: 'Erkennung', fr: 'détection' },
    match: { en: /\bdetection\b/i, da: /genkendelse/i, uk: /виявлен/i, de: /erkennung/i, fr: /détection/i },
  },
  {
    id: 'documentType',
    meaning: 'What a document is (registration certificate, insurance policy, syn report…)',
    terms: {
      en: 'document type',
      da: 'dokumenttype',
      uk: 'тип документа',
      de: 'Dokumenttyp',
      fr: 'type de document',
    },
    match: {
      en: /\bdocument types?\b/i,
      da: /dokumenttype/i,
      uk: /тип\S* документ/i,
      de: /dokumenttyp/i,
      fr: /types? de documents?/i,
    },
  },
  {
    id: 'upload',
    meaning: 'Send a file from the computer or phone to Vognpark',
    terms: { en: 'upload', da: 'upload', uk: 'завантажити', de: 'hochladen', fr: 'téléverser' },
    match: {
      en: /\buploads?\b|\buploading\b|\buploaded\b/i,
      da: /upload/i,
      uk: /завантаж/i,
      de: /hochlad|hochgelad|upload/i,
      fr: /téléver/i,
    },
  },
  {
    id: 'documentVersion',
    meaning: 'One upload of a document; a new upload supersedes the previous one, which is kept',
    terms: { en: 'version', da: 'version', uk: 'версія', de: 'Version', fr: 'version' },
    match: { en: /\bversions?\b/i, da: /version/i, uk: /верс/i, de: /version/i, fr: /version/i },
  },
  {
    id: 'expiryDate',
    meaning: 'The last day a document (a policy, a certificate) is valid',
    terms: {
      en: 'expiry date',
      da: 'udløbsdato',
      uk: 'дата закінчення',
      de: 'Ablaufdatum',
      fr: 'date d’expiration',
    },
    match: {
      en: /\bexpiry dates?\b/i,
      da: /udløbsdato/i,
      uk: /дат\S* закінчення/i,
      de: /ablaufdat/i,
      fr: /dates? d’expiration/i,
    },
  },
  {
    id: 'evidence',
    meaning: 'A document that proves an obligation was renewed (a policy, a syn report)',
    terms: { en: 'evidence', da: 'dokumentation', uk: 'підтвердження', de: 'Nachweis', fr: 'justificatif' },
    match: {
      en: /\bevidence\b/i,
      da: /dokumentation/i,
      uk: /підтвердж/i,
      de: /nachweis/i,
      fr: /justificati/i,
    },
  },
  {
    id: 'preview',
    meaning: 'A document shown in the page without downloading it',
    terms: { en: 'preview', da: 'forhåndsvisning', uk: 'попередній перегляд', de: 'Vorschau', fr: 'aperçu' },
    match: {
      en: /\bpreviews?\b/i,
      da: /forhåndsvis/i,
      uk: /попередн\S* перегляд/i,
      de: /vorschau/i,
      fr: /aperçu/i,
    },
  },
];

/**
 * Values a translation may share with English, word for word: names and loanwords a fleet
 * manager uses as they are. Anything else equal to the English text is a missed translation.
 * Values without letters of their own ("{label}, {status}") and the product name need no entry;
 * each language's own name ("Dansk") is the same in every catalog.
 */
const languageNames = ['English', 'Dansk', 'Українська', 'Deutsch', 'Français'];

export const sameAsEnglish: Record<Exclude<Locale, 'en'>, readonly string[]> = {
  da: [
    ...languageNames,
    'Compliance',
    'Service',
    'E-mail',
    'Version {version}',
    'Status',
    'Model',
    'Type',
    'Diesel',
    'Hybrid',
    'Bus',
    'Administrator',
    'Information',
    'VIN',
    'CSV',
    'OK',
  ],
  de: [
    ...languageNames,
    'Dashboard',
    'Compliance',
    'Version {version}',
    'Status',
    'Partner',
    'Name',
    'Diesel',
    'Hybrid',
    'Bus',
    'Administrator',
    'Manager',
    'Filter',
    'Export',
    'Information',
    'CSV',
    'OK',
  ],
  fr: [
    ...languageNames,
    'Documents',
    'Annotations',
    'Notifications',
    'Clients',
    'Inspections',
    'Version {version}',
    'Messages',
    'Actions',
    'Date',
    'Type',
    'Source',
    'Description',
    'Information',
    'Diesel',
    'Bus',
    'VIN',
    'CSV',
    'OK',
  ],
  uk: [...languageNames, 'VIN', 'CSV', 'OK'],
};
