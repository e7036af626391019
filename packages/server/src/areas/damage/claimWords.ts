/** The claim report's words in the five languages (the places, types and statuses as the app says them). */
import type { Language } from '../accounts/settings.js';
import type {
  DamageClass,
  DamageSeverity,
  DamageSource,
  DamageStatus,
  DamageWindow,
  DamageZone,
} from './model.js';

export interface ClaimWords {
  title: string;
  printed: string;
  vehicle: string;
  registration: string;
  makeModel: string;
  vin: string;
  damage: string;
  place: string;
  type: string;
  severity: string;
  status: string;
  found: string;
  source: string;
  reportedBy: string;
  estimate: string;
  actual: string;
  description: string;
  window: string;
  booking: string;
  driver: string;
  bases: Record<DamageWindow['basis'], string>;
  history: string;
  by: string;
  photos: string;
  photo: string;
  checkInPhoto: string;
  noPicture: string;
  none: string;
  zones: Record<DamageZone, string>;
  classes: Record<DamageClass, string>;
  severities: Record<DamageSeverity, string>;
  statuses: Record<DamageStatus, string>;
  sources: Record<DamageSource, string>;
}

export const CLAIM_WORDS: Record<Language, ClaimWords> = {
  en: {
    title: 'Damage claim report',
    printed: 'Printed {date} for {client}',
    vehicle: 'Vehicle',
    registration: 'Registration',
    makeModel: 'Make and model',
    vin: 'VIN',
    damage: 'Damage',
    place: 'Place',
    type: 'Type',
    severity: 'Severity',
    status: 'Status',
    found: 'Found',
    source: 'Source',
    reportedBy: 'Reported by',
    estimate: 'Estimate',
    actual: 'Actual cost',
    description: 'Description',
    window: 'When it appeared',
    booking: 'Booking',
    driver: 'Driver',
    bases: {
      comparison: 'Seen on the check-in photos of this booking, not on its check-out photos',
      last_check_out: 'The last check-out before the damage was recorded',
      assigned_driver: 'No booking before it; the vehicle’s driver',
    },
    history: 'History',
    by: '{time} by {name}',
    photos: 'Photos',
    photo: 'Photo {number}',
    checkInPhoto: 'Check-in photo, the change marked',
    noPicture: 'This photo has no preview (HEIC).',
    none: 'None.',
    zones: {
      front: 'Front',
      rear: 'Rear',
      left: 'Left side',
      right: 'Right side',
      roof: 'Roof',
      interior: 'Interior',
    },
    classes: { scratch: 'Scratch', dent: 'Dent', crack: 'Crack', broken_part: 'Broken part', other: 'Other' },
    severities: { minor: 'Minor', major: 'Major', critical: 'Critical' },
    statuses: {
      new: 'New',
      confirmed: 'Confirmed',
      repair_task: 'Repair task',
      repaired: 'Repaired',
      no_correction: 'No correction needed',
    },
    sources: {
      inspection_defect: 'Inspection defect',
      driver_report: 'Driver report',
      manual: 'Recorded by hand',
      check_in: 'Check-in photo',
    },
  },
  da: {
    title: 'Skadeanmeldelse',
    printed: 'Udskrevet {date} for {client}',
    vehicle: 'Køretøj',
    registration: 'Registreringsnummer',
    makeModel: 'Mærke og model',
    vin: 'Stelnummer',
    damage: 'Skade',
    place: 'Placering',
    type: 'Type',
    severity: 'Alvor',
    status: 'Status',
    found: 'Fundet',
    source: 'Kilde',
    reportedBy: 'Meldt af',
    estimate: 'Overslag',
    actual: 'Faktisk omkostning',
    description: 'Beskrivelse',
    window: 'Hvornår den opstod',
    booking: 'Booking',
    driver: 'Chauffør',
    bases: {
      comparison: 'Set på fotoene fra denne bookings aflevering, ikke på fotoene fra afhentningen',
      last_check_out: 'Den seneste afhentning, før skaden blev registreret',
      assigned_driver: 'Ingen booking før den; køretøjets chauffør',
    },
    history: 'Historik',
    by: '{time} af {name}',
    photos: 'Fotos',
    photo: 'Foto {number}',
    checkInPhoto: 'Foto ved aflevering, ændringen markeret',
    noPicture: 'Dette foto har ingen forhåndsvisning (HEIC).',
    none: 'Ingen.',
    zones: {
      front: 'Forende',
      rear: 'Bagende',
      left: 'Venstre side',
      right: 'Højre side',
      roof: 'Tag',
      interior: 'Kabine',
    },
    classes: { scratch: 'Ridse', dent: 'Bule', crack: 'Revne', broken_part: 'Ødelagt del', other: 'Andet' },
    severities: { minor: 'Mindre', major: 'Større', critical: 'Kritisk' },
    statuses: {
      new: 'Ny',
      confirmed: 'Bekræftet',
      repair_task: 'Reparationsopgave',
      repaired: 'Repareret',
      no_correction: 'Kræver ingen udbedring',
    },
    sources: {
      inspection_defect: 'Fejl fra eftersyn',
      driver_report: 'Chaufførens indberetning',
      manual: 'Registreret manuelt',
      check_in: 'Foto ved aflevering',
    },
  },
  uk: {
    title: 'Звіт про пошкодження для страховика',
    printed: 'Надруковано {date} для {client}',
    vehicle: 'Транспортний засіб',
    registration: 'Номерний знак',
    makeModel: 'Марка і модель',
    vin: 'VIN',
    damage: 'Пошкодження',
    place: 'Місце',
    type: 'Тип',
    severity: 'Серйозність',
    status: 'Стан',
    found: 'Виявлено',
    source: 'Джерело',
    reportedBy: 'Повідомив',
    estimate: 'Оцінка',
    actual: 'Фактична вартість',
    description: 'Опис',
    window: 'Коли виникло',
    booking: 'Бронювання',
    driver: 'Водій',
    bases: {
      comparison: 'Видно на фото під час повернення за цим бронюванням, не на фото під час отримання',
      last_check_out: 'Останнє отримання перед тим, як пошкодження зареєстрували',
      assigned_driver: 'Перед ним не було бронювань; водій транспортного засобу',
    },
    history: 'Історія',
    by: '{time}, {name}',
    photos: 'Фото',
    photo: 'Фото {number}',
    checkInPhoto: 'Фото під час повернення, зміну позначено',
    noPicture: 'Це фото не має попереднього перегляду (HEIC).',
    none: 'Немає.',
    zones: {
      front: 'Передня частина',
      rear: 'Задня частина',
      left: 'Лівий бік',
      right: 'Правий бік',
      roof: 'Дах',
      interior: 'Салон',
    },
    classes: {
      scratch: 'Подряпина',
      dent: 'Вмʼятина',
      crack: 'Тріщина',
      broken_part: 'Зламана деталь',
      other: 'Інше',
    },
    severities: { minor: 'Незначне', major: 'Суттєве', critical: 'Критичне' },
    statuses: {
      new: 'Нове',
      confirmed: 'Підтверджено',
      repair_task: 'Завдання на ремонт',
      repaired: 'Відремонтовано',
      no_correction: 'Виправлення не потрібне',
    },
    sources: {
      inspection_defect: 'Дефект з огляду',
      driver_report: 'Повідомлення водія',
      manual: 'Внесено вручну',
      check_in: 'Фото під час повернення',
    },
  },
  de: {
    title: 'Schadensmeldung',
    printed: 'Gedruckt am {date} für {client}',
    vehicle: 'Fahrzeug',
    registration: 'Kennzeichen',
    makeModel: 'Marke und Modell',
    vin: 'FIN',
    damage: 'Schaden',
    place: 'Stelle',
    type: 'Art',
    severity: 'Schweregrad',
    status: 'Status',
    found: 'Festgestellt',
    source: 'Quelle',
    reportedBy: 'Gemeldet von',
    estimate: 'Schätzung',
    actual: 'Tatsächliche Kosten',
    description: 'Beschreibung',
    window: 'Wann er entstand',
    booking: 'Buchung',
    driver: 'Fahrer',
    bases: {
      comparison: 'Auf den Fotos der Rückgabe dieser Buchung zu sehen, nicht auf den Fotos der Abholung',
      last_check_out: 'Die letzte Abholung, bevor der Schaden erfasst wurde',
      assigned_driver: 'Keine Buchung davor; der Fahrer des Fahrzeugs',
    },
    history: 'Verlauf',
    by: '{time} von {name}',
    photos: 'Fotos',
    photo: 'Foto {number}',
    checkInPhoto: 'Foto bei der Rückgabe, die Änderung markiert',
    noPicture: 'Für dieses Foto gibt es keine Vorschau (HEIC).',
    none: 'Keine.',
    zones: {
      front: 'Vorderseite',
      rear: 'Heck',
      left: 'Linke Seite',
      right: 'Rechte Seite',
      roof: 'Dach',
      interior: 'Innenraum',
    },
    classes: {
      scratch: 'Kratzer',
      dent: 'Delle',
      crack: 'Riss',
      broken_part: 'Gebrochenes Teil',
      other: 'Sonstiges',
    },
    severities: { minor: 'Gering', major: 'Erheblich', critical: 'Kritisch' },
    statuses: {
      new: 'Neu',
      confirmed: 'Bestätigt',
      repair_task: 'Reparaturaufgabe',
      repaired: 'Repariert',
      no_correction: 'Keine Behebung nötig',
    },
    sources: {
      inspection_defect: 'Mangel aus Fahrzeugprüfung',
      driver_report: 'Meldung des Fahrers',
      manual: 'Manuell erfasst',
      check_in: 'Foto bei der Rückgabe',
    },
  },
  fr: {
    title: 'Déclaration de dommage',
    printed: 'Imprimé le {date} pour {client}',
    vehicle: 'Véhicule',
    registration: 'Immatriculation',
    makeModel: 'Marque et modèle',
    vin: 'VIN',
    damage: 'Dommage',
    place: 'Emplacement',
    type: 'Type',
    severity: 'Gravité',
    status: 'Statut',
    found: 'Constaté le',
    source: 'Source',
    reportedBy: 'Signalé par',
    estimate: 'Estimation',
    actual: 'Coût réel',
    description: 'Description',
    window: 'Quand il est apparu',
    booking: 'Réservation',
    driver: 'Conducteur',
    bases: {
      comparison:
        'Visible sur les photos de la restitution de cette réservation, pas sur celles de la prise en charge',
      last_check_out: 'La dernière prise en charge avant l’enregistrement du dommage',
      assigned_driver: 'Aucune réservation avant ; le conducteur du véhicule',
    },
    history: 'Historique',
    by: '{time} par {name}',
    photos: 'Photos',
    photo: 'Photo {number}',
    checkInPhoto: 'Photo de la restitution, changement marqué',
    noPicture: 'Cette photo n’a pas d’aperçu (HEIC).',
    none: 'Aucun.',
    zones: {
      front: 'Avant',
      rear: 'Arrière',
      left: 'Côté gauche',
      right: 'Côté droit',
      roof: 'Toit',
      interior: 'Intérieur',
    },
    classes: {
      scratch: 'Rayure',
      dent: 'Bosse',
      crack: 'Fissure',
      broken_part: 'Pièce cassée',
      other: 'Autre',
    },
    severities: { minor: 'Mineur', major: 'Majeur', critical: 'Critique' },
    statuses: {
      new: 'Nouveau',
      confirmed: 'Confirmé',
      repair_task: 'Tâche de réparation',
      repaired: 'Réparé',
      no_correction: 'Aucune correction nécessaire',
    },
    sources: {
      inspection_defect: 'Défaut d’inspection',
      driver_report: 'Signalement du conducteur',
      manual: 'Saisi manuellement',
      check_in: 'Photo à la restitution',
    },
  },
};
