import type { MapMessages } from './en';

const mapDe = {
  'app.map.label': 'Fahrzeuge auf der Karte',
  'app.map.list': 'Fahrzeuge',
  'app.map.search.label': 'Fahrzeuge suchen',
  'app.map.filter.label': 'Zustand',
  'app.map.filter.all': 'Alle',
  'app.map.filter.overdue': 'Überfällig',
  'app.map.filter.due_soon': 'Bald fällig',
  'app.map.filter.in_order': 'In Ordnung',
  'app.map.count': '{count, plural, =0 {Keine Fahrzeuge} one {# Fahrzeug} other {# Fahrzeuge}}',
  'app.map.source.depot': 'Heimatdepot',
  'app.map.source.check_out': 'Abholung',
  'app.map.source.check_in': 'Rückgabe',
  'app.map.source.photo': 'Foto-GPS',
  'app.map.source.roll_call': 'Hofzählung',
  'app.map.source.tracker': 'Live-Tracker',
  'app.map.positionAge': '{age}, {source}',
  'app.map.atDepot': 'im Depot {name}',
  'app.map.unknown': 'Position unbekannt',
  'app.map.open': 'Fahrzeug öffnen',
  'app.map.loadError': 'Die Karte konnte nicht geladen werden. Versuchen Sie es gleich noch einmal.',
  'app.map.empty': 'Keine Fahrzeuge passen zur Suche.',
  'app.map.noVehicles': 'Die Flotte hat noch keine Fahrzeuge.',
  'app.map.card.close': 'Schließen',
  'app.map.card.tasks': 'Aufgaben anzeigen',
  'app.map.card.copy': 'Position kopieren',
  'app.map.card.copied': 'Position kopiert',
  'app.map.card.driver': 'Fahrer: {name}',
  'app.map.card.accuracy': 'Auf {metres} m genau',
} satisfies MapMessages;

export default mapDe;
