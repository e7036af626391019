import type { DashboardMessages } from './en';

const dashboardDe: DashboardMessages = {
  'app.dashboard.tiles': 'Kennzahlen',
  'app.dashboard.tile.active': 'aktive Fahrzeuge',
  'app.dashboard.tile.inWorkshop': 'Fahrzeuge in der Werkstatt',
  'app.dashboard.tile.outOfService': 'Fahrzeuge außer Betrieb',
  'app.dashboard.loadError': 'Das Dashboard konnte nicht geladen werden.',
  'app.dashboard.upcoming.title': 'In den nächsten 30 Tagen',
  'app.dashboard.upcoming.empty': 'In den nächsten 30 Tagen wird nichts fällig.',
  'app.dashboard.upcoming.date': 'Datum',
  'app.dashboard.upcoming.what': 'Was',
  'app.dashboard.upcoming.vehicle': 'Fahrzeug',
  'app.dashboard.upcoming.today': 'Heute',
  'app.dashboard.charts': 'Auf einen Blick',
  'app.dashboard.chart.fleet': 'Die Flotte nach Status',
  'app.dashboard.chart.status': 'Status',
  'app.dashboard.chart.active': 'Aktiv',
  'app.dashboard.chart.inWorkshop': 'In der Werkstatt',
  'app.dashboard.chart.outOfService': 'Außer Betrieb',
  'app.dashboard.chart.vehicles': 'Fahrzeuge',
  'app.dashboard.chart.ahead': 'Was pro Woche fällig wird, nächste 12 Wochen',
  'app.dashboard.chart.week': 'Woche ab',
  'app.dashboard.chart.loadError': 'Die Diagramme konnten nicht geladen werden.',
  'app.dashboard.upcoming.shown': '{shown} von {total} angezeigt',
  'app.dashboard.upcoming.showAll': 'Alle {total} anzeigen',
  'app.dashboard.upcoming.noVehicle': 'Kein Fahrzeug',
};

export default dashboardDe;
