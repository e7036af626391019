/**
 * Sample data for the data stories: a deterministic fleet (the same rows on every run, so visual
 * baselines hold) and its words in the five languages.
 */
import type { Locale } from '../i18n/locales';
import type { StatusPillTone } from '../StatusPill';

export type SampleStatus = 'active' | 'workshop' | 'outOfService' | 'sold';

export interface SampleVehicle {
  id: string;
  plate: string;
  make: string;
  model: string;
  year: number;
  status: SampleStatus;
  driver: string;
}

export const statusTones: Record<SampleStatus, StatusPillTone> = {
  active: 'success',
  workshop: 'warning',
  outOfService: 'danger',
  sold: 'neutral',
};

const makes = [
  ['Volvo', 'FH16'],
  ['Scania', 'R 450'],
  ['Ford', 'Transit'],
  ['Mercedes-Benz', 'Sprinter'],
  ['Volkswagen', 'Crafter'],
  ['Toyota', 'Proace'],
  ['MAN', 'TGX'],
  ['Renault', 'Master'],
] as const;
const drivers = ['Mette Sørensen', 'Jens Hansen', 'Åse Ærø', 'Olena Shevchenko', 'Lars Nielsen', ''];
const statuses: SampleStatus[] = [
  'active',
  'active',
  'active',
  'workshop',
  'active',
  'outOfService',
  'active',
  'sold',
];
const letters = 'ABCDEFGHJKLMNPRSTUVXYZ';

/** The vehicle at `index`: a Danish plate ("AB 12 345") and the rest derived from the index. */
export function sampleVehicle(index: number): SampleVehicle {
  const a = letters[index % letters.length]!;
  const b = letters[Math.floor(index / letters.length) % letters.length]!;
  const digits = String((index * 7919) % 100_000).padStart(5, '0');
  const [make, model] = makes[index % makes.length]!;
  return {
    id: `v${index + 1}`,
    plate: `${a}${b} ${digits.slice(0, 2)} ${digits.slice(2)}`,
    make,
    model,
    year: 2012 + ((index * 5) % 13),
    status: statuses[index % statuses.length]!,
    driver: drivers[index % drivers.length]!,
  };
}

export const sampleVehicles = (count: number, from = 0): SampleVehicle[] =>
  Array.from({ length: count }, (_, i) => sampleVehicle(from + i));

export interface DataWords {
  vehicles: string;
  plate: string;
  make: string;
  model: string;
  year: string;
  status: string;
  driver: string;
  statuses: Record<SampleStatus, string>;
  changeStatus: string;
  addVehicle: string;
  serverDown: string;
  search: string;
  type: string;
  types: { car: string; van: string; truck: string; trailer: string };
  noDriver: string;
}

export const dataWords: Record<Locale, DataWords> = {
  en: {
    vehicles: 'Vehicles',
    plate: 'Registration',
    make: 'Make',
    model: 'Model',
    year: 'Year',
    status: 'Status',
    driver: 'Driver',
    statuses: { active: 'Active', workshop: 'In workshop', outOfService: 'Out of service', sold: 'Sold' },
    changeStatus: 'Change status',
    addVehicle: 'Add vehicle',
    serverDown: 'The server did not answer. Check the connection and try again.',
    search: 'Search vehicles',
    type: 'Type',
    types: { car: 'Car', van: 'Van', truck: 'Truck', trailer: 'Trailer' },
    noDriver: 'No driver',
  },
  da: {
    vehicles: 'Køretøjer',
    plate: 'Registrering',
    make: 'Mærke',
    model: 'Model',
    year: 'Årgang',
    status: 'Status',
    driver: 'Fører',
    statuses: { active: 'Aktiv', workshop: 'På værksted', outOfService: 'Ude af drift', sold: 'Solgt' },
    changeStatus: 'Skift status',
    addVehicle: 'Tilføj køretøj',
    serverDown: 'Serveren svarede ikke. Tjek forbindelsen, og prøv igen.',
    search: 'Søg i køretøjer',
    type: 'Type',
    types: { car: 'Personbil', van: 'Varebil', truck: 'Lastbil', trailer: 'Påhængsvogn' },
    noDriver: 'Ingen fører',
  },
  uk: {
    vehicles: 'Транспортні засоби',
    plate: 'Номерний знак',
    make: 'Марка',
    model: 'Модель',
    year: 'Рік',
    status: 'Статус',
    driver: 'Водій',
    statuses: {
      active: 'Активний',
      workshop: 'У майстерні',
      outOfService: 'Не експлуатується',
      sold: 'Продано',
    },
    changeStatus: 'Змінити статус',
    addVehicle: 'Додати транспортний засіб',
    serverDown: 'Сервер не відповів. Перевірте зʼєднання та спробуйте ще раз.',
    search: 'Пошук транспорту',
    type: 'Тип',
    types: { car: 'Легковий', van: 'Фургон', truck: 'Вантажівка', trailer: 'Причіп' },
    noDriver: 'Без водія',
  },
  de: {
    vehicles: 'Fahrzeuge',
    plate: 'Kennzeichen',
    make: 'Marke',
    model: 'Modell',
    year: 'Baujahr',
    status: 'Status',
    driver: 'Fahrer',
    statuses: {
      active: 'Aktiv',
      workshop: 'In der Werkstatt',
      outOfService: 'Außer Betrieb',
      sold: 'Verkauft',
    },
    changeStatus: 'Status ändern',
    addVehicle: 'Fahrzeug hinzufügen',
    serverDown: 'Der Server hat nicht geantwortet. Prüfen Sie die Verbindung und versuchen Sie es erneut.',
    search: 'Fahrzeuge durchsuchen',
    type: 'Typ',
    types: { car: 'Pkw', van: 'Transporter', truck: 'Lkw', trailer: 'Anhänger' },
    noDriver: 'Kein Fahrer',
  },
  fr: {
    vehicles: 'Véhicules',
    plate: 'Immatriculation',
    make: 'Marque',
    model: 'Modèle',
    year: 'Année',
    status: 'Statut',
    driver: 'Conducteur',
    statuses: { active: 'Actif', workshop: 'À l’atelier', outOfService: 'Hors service', sold: 'Vendu' },
    changeStatus: 'Changer le statut',
    addVehicle: 'Ajouter un véhicule',
    serverDown: 'Le serveur n’a pas répondu. Vérifiez la connexion et réessayez.',
    search: 'Rechercher des véhicules',
    type: 'Type',
    types: { car: 'Voiture', van: 'Fourgon', truck: 'Camion', trailer: 'Remorque' },
    noDriver: 'Sans conducteur',
  },
};
