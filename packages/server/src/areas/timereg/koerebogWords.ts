/**
 * The PDF kørebog's words in the five languages, as the app's trip log says them (after
 * docs/glossary.md: kørebog, trip log, Fahrtenbuch, carnet de route, журнал поїздок). Danish is the
 * language SKAT reads; the others are for the driver and the manager who read another.
 */
import type { Language } from '../accounts/settings.js';
import type { Trip } from './model.js';

export interface KoerebogWords {
  title: string;
  /** Between a label and its value: ": ", in French a narrow no-break space before the colon. */
  colon: string;
  date: string;
  departure: string;
  arrival: string;
  from: string;
  to: string;
  purpose: string;
  kind: string;
  odometerStart: string;
  odometerEnd: string;
  km: string;
  status: string;
  driver: string;
  vehicle: string;
  company: string;
  yellowPlates: string;
  /** `{business}`, `{homeWork}`, `{private}`: km already formatted. */
  totals: string;
  /** `{approved}` of `{count}`. */
  approvedTrips: string;
  signatureDate: string;
  /** `{name}`: the driver's. */
  driverSignature: string;
  employerApproval: string;
  noTrips: string;
  kinds: Record<Trip['kind'], string>;
  statuses: Record<Trip['status'], string>;
}

export const KOEREBOG_WORDS: Record<Language, KoerebogWords> = {
  da: {
    colon: ': ',
    title: 'Kørebog',
    date: 'Dato',
    departure: 'Afgang',
    arrival: 'Ankomst',
    from: 'Fra',
    to: 'Til',
    purpose: 'Formål',
    kind: 'Art',
    odometerStart: 'Km-stand start',
    odometerEnd: 'Km-stand slut',
    km: 'Km',
    status: 'Status',
    driver: 'Fører',
    vehicle: 'Køretøj',
    company: 'Virksomhed',
    yellowPlates: 'gule nummerplader',
    totals: 'I alt: {business} km erhverv · {homeWork} km hjem–arbejde · {private} km privat',
    approvedTrips: 'Godkendte ture: {approved} af {count}',
    signatureDate: 'Dato',
    driverSignature: 'Førerens underskrift ({name})',
    employerApproval: 'Godkendt af (arbejdsgiver)',
    noTrips: 'Ingen ture i denne måned.',
    kinds: { business: 'Erhverv', private: 'Privat', home_work: 'Hjem–arbejde' },
    statuses: { draft: 'Kladde', submitted: 'Indsendt', approved: 'Godkendt' },
  },
  en: {
    colon: ': ',
    title: 'Trip log',
    date: 'Date',
    departure: 'Departure',
    arrival: 'Arrival',
    from: 'From',
    to: 'To',
    purpose: 'Purpose',
    kind: 'Kind',
    odometerStart: 'Odometer start',
    odometerEnd: 'Odometer end',
    km: 'Km',
    status: 'Status',
    driver: 'Driver',
    vehicle: 'Vehicle',
    company: 'Company',
    yellowPlates: 'yellow plates',
    totals: 'Total: {business} km business · {homeWork} km home–work · {private} km private',
    approvedTrips: 'Approved trips: {approved} of {count}',
    signatureDate: 'Date',
    driverSignature: 'Driver’s signature ({name})',
    employerApproval: 'Approved by (employer)',
    noTrips: 'No trips this month.',
    kinds: { business: 'Business', private: 'Private', home_work: 'Home–work' },
    statuses: { draft: 'Draft', submitted: 'Submitted', approved: 'Approved' },
  },
  de: {
    colon: ': ',
    title: 'Fahrtenbuch',
    date: 'Datum',
    departure: 'Abfahrt',
    arrival: 'Ankunft',
    from: 'Von',
    to: 'Nach',
    purpose: 'Zweck',
    kind: 'Art',
    odometerStart: 'Km-Stand Beginn',
    odometerEnd: 'Km-Stand Ende',
    km: 'km',
    status: 'Status',
    driver: 'Fahrer',
    vehicle: 'Fahrzeug',
    company: 'Unternehmen',
    yellowPlates: 'gelbe Kennzeichen',
    totals: 'Gesamt: {business} km dienstlich · {homeWork} km Wohnung–Arbeit · {private} km privat',
    approvedTrips: 'Freigegebene Fahrten: {approved} von {count}',
    signatureDate: 'Datum',
    driverSignature: 'Unterschrift des Fahrers ({name})',
    employerApproval: 'Freigegeben von (Arbeitgeber)',
    noTrips: 'Keine Fahrten in diesem Monat.',
    kinds: { business: 'Dienstlich', private: 'Privat', home_work: 'Wohnung–Arbeit' },
    statuses: { draft: 'Entwurf', submitted: 'Eingereicht', approved: 'Freigegeben' },
  },
  fr: {
    colon: '\u202f: ',
    title: 'Carnet de route',
    date: 'Date',
    departure: 'Départ',
    arrival: 'Arrivée',
    from: 'De',
    to: 'À',
    purpose: 'Objet',
    kind: 'Nature',
    odometerStart: 'Km au départ',
    odometerEnd: 'Km à l’arrivée',
    km: 'km',
    status: 'Statut',
    driver: 'Conducteur',
    vehicle: 'Véhicule',
    company: 'Entreprise',
    yellowPlates: 'plaques d’immatriculation jaunes',
    totals:
      'Total\u202f: {business} km professionnels · {homeWork} km domicile–travail · {private} km privés',
    approvedTrips: 'Trajets approuvés\u202f: {approved} sur {count}',
    signatureDate: 'Date',
    driverSignature: 'Signature du conducteur ({name})',
    employerApproval: 'Approuvé par (employeur)',
    noTrips: 'Aucun trajet ce mois-ci.',
    kinds: { business: 'Professionnel', private: 'Privé', home_work: 'Domicile–travail' },
    statuses: { draft: 'Brouillon', submitted: 'Soumis', approved: 'Approuvé' },
  },
  uk: {
    colon: ': ',
    title: 'Журнал поїздок',
    date: 'Дата',
    departure: 'Виїзд',
    arrival: 'Прибуття',
    from: 'Звідки',
    to: 'Куди',
    purpose: 'Мета',
    kind: 'Вид',
    odometerStart: 'Пробіг на початку',
    odometerEnd: 'Пробіг у кінці',
    km: 'км',
    status: 'Статус',
    driver: 'Водій',
    vehicle: 'Транспортний засіб',
    company: 'Компанія',
    yellowPlates: 'жовті номерні знаки',
    totals: 'Разом: {business} км службових · {homeWork} км дім–робота · {private} км приватних',
    approvedTrips: 'Затверджені поїздки: {approved} з {count}',
    signatureDate: 'Дата',
    driverSignature: 'Підпис водія ({name})',
    employerApproval: 'Затверджено (роботодавець)',
    noTrips: 'У цьому місяці поїздок немає.',
    kinds: { business: 'Службова', private: 'Приватна', home_work: 'Дім–робота' },
    statuses: { draft: 'Чернетка', submitted: 'Подано', approved: 'Затверджено' },
  },
};
