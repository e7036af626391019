import type { DashboardMessages } from './en';

const dashboardDa: DashboardMessages = {
  'app.dashboard.tiles': 'Nøgletal',
  'app.dashboard.tile.active': 'aktive køretøjer',
  'app.dashboard.tile.inWorkshop': 'køretøjer på værksted',
  'app.dashboard.tile.outOfService': 'køretøjer ude af drift',
  'app.dashboard.loadError': 'Overblikket kunne ikke indlæses.',
  'app.dashboard.upcoming.title': 'Forfalder inden for 30 dage',
  'app.dashboard.upcoming.empty': 'Intet forfalder inden for de næste 30 dage.',
  'app.dashboard.upcoming.date': 'Dato',
  'app.dashboard.upcoming.what': 'Hvad',
  'app.dashboard.upcoming.vehicle': 'Køretøj',
  'app.dashboard.upcoming.today': 'I dag',
  'app.dashboard.charts': 'Overblik i grafer',
  'app.dashboard.chart.fleet': 'Flåden efter status',
  'app.dashboard.chart.status': 'Status',
  'app.dashboard.chart.active': 'Aktiv',
  'app.dashboard.chart.inWorkshop': 'På værksted',
  'app.dashboard.chart.outOfService': 'Ude af drift',
  'app.dashboard.chart.vehicles': 'Køretøjer',
  'app.dashboard.chart.ahead': 'Hvad der forfalder pr. uge, de næste 12 uger',
  'app.dashboard.chart.week': 'Ugen der starter',
  'app.dashboard.chart.loadError': 'Graferne kunne ikke indlæses.',
  'app.dashboard.upcoming.shown': 'Viser {shown} af {total}',
  'app.dashboard.upcoming.showAll': 'Vis alle {total}',
  'app.dashboard.upcoming.noVehicle': 'Intet køretøj',
};

export default dashboardDa;
