/**
 * The words an import file may use: the register export's column labels and the words of its
 * types, fuels and statuses in the five languages of the app (its areas/vehicles/messages/<locale>.ts;
 * the app's imports test checks the two agree), beside the codes themselves. Matching ignores
 * case, accents' absence is not guessed, and spaces, dashes and underscores are ignored.
 */
import type { VehicleExportColumn } from '../vehicles/csv.js';
import { wordKey, wordLookup } from '../../tabular/cells.js';
import type { VehicleFuel, VehicleStatus, VehicleType } from '../vehicles/model.js';

export { wordKey };

export const HEADER_WORDS: Record<VehicleExportColumn, readonly string[]> = {
  registration: [
    'registration',
    'plate',
    'Registreringsnummer',
    'Reg.nr.',
    'Nummerplade',
    'Номерний знак',
    'Kennzeichen',
    'Immatriculation',
  ],
  vin: ['vin', 'VIN-код', 'Stelnummer', 'FIN'],
  make: ['make', 'Mærke', 'Марка', 'Marke', 'Marque'],
  model: ['model', 'Модель', 'Modell', 'Modèle'],
  year: ['year', 'Årgang', 'Рік', 'Baujahr', 'Année'],
  type: ['type', 'Тип', 'Art'],
  fuel: ['fuel', 'Drivmiddel', 'Brændstof', 'Пальне', 'Kraftstoff', 'Carburant'],
  yellowPlates: [
    'yellowPlates',
    'Yellow plates',
    'Gule nummerplader',
    'Gule plader',
    'Жовті номерні знаки',
    'Gelbe Kennzeichen',
    'Plaques d’immatriculation jaunes',
  ],
  status: ['status', 'Стан', 'Statut'],
  driver: ['driver', 'Chauffør', 'Водій', 'Fahrer', 'Conducteur'],
  odometerKm: [
    'odometerKm',
    'Odometer (km)',
    'Odometer',
    'Kilometertæller (km)',
    'Kilometertæller',
    'Пробіг (км)',
    'Kilometerstand (km)',
    'Kilometerstand',
    'Kilométrage (km)',
    'Kilométrage',
  ],
  firstRegistrationDate: [
    'firstRegistrationDate',
    'First registration',
    'Første registrering',
    'Перша реєстрація',
    'Erstzulassung',
    'Première immatriculation',
  ],
  nextDueDate: [
    'nextDueDate',
    'Next due',
    'Næste frist',
    'Найближчий термін',
    'Nächste Frist',
    'Prochaine échéance',
  ],
  client: ['client', 'Customer', 'Kunde', 'Клієнт'],
  notes: ['notes', 'Noter', 'Примітки', 'Notizen', 'Remarques'],
};

export const TYPE_WORDS: Record<VehicleType, readonly string[]> = {
  car: ['Car', 'Personbil', 'Легковий', 'Pkw', 'Voiture'],
  van: ['Van', 'Varebil', 'Фургон', 'Transporter', 'Fourgon'],
  truck: ['Truck', 'Lastbil', 'Вантажівка', 'Lkw', 'Camion'],
  trailer: ['Trailer', 'Påhængsvogn', 'Причіп', 'Anhänger', 'Remorque'],
  bus: ['Bus', 'Автобус'],
  other: ['Other', 'Andet', 'Інше', 'Sonstiges', 'Autre'],
};

export const FUEL_WORDS: Record<VehicleFuel, readonly string[]> = {
  petrol: ['Petrol', 'Benzin', 'Бензин', 'Essence'],
  diesel: ['Diesel', 'Дизель'],
  electric: ['Electric', 'El', 'Електро', 'Elektro', 'Électrique'],
  hybrid: ['Hybrid', 'Гібрид', 'Hybride'],
  other: ['Other', 'Andet', 'Інше', 'Sonstiges', 'Autre'],
};

export const STATUS_WORDS: Record<VehicleStatus, readonly string[]> = {
  active: ['Active', 'Aktiv', 'Активний', 'Actif'],
  in_workshop: ['In workshop', 'På værksted', 'У майстерні', 'In der Werkstatt', 'Au garage'],
  out_of_service: ['Out of service', 'Ude af drift', 'Не експлуатується', 'Außer Betrieb', 'Hors service'],
  sold: ['Sold', 'Solgt', 'Продано', 'Verkauft', 'Vendu'],
};

export { wordLookup };
