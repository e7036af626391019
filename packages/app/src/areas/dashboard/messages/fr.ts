import type { DashboardMessages } from './en';

const dashboardFr: DashboardMessages = {
  'app.dashboard.tiles': 'Chiffres clés',
  'app.dashboard.tile.active': 'véhicules actifs',
  'app.dashboard.tile.inWorkshop': 'véhicules au garage',
  'app.dashboard.tile.outOfService': 'véhicules hors service',
  'app.dashboard.loadError': 'Le tableau de bord n’a pas pu être chargé.',
  'app.dashboard.upcoming.title': 'Dans les 30 prochains jours',
  'app.dashboard.upcoming.empty': 'Rien n’arrive à échéance dans les 30 prochains jours.',
  'app.dashboard.upcoming.date': 'Date',
  'app.dashboard.upcoming.what': 'Quoi',
  'app.dashboard.upcoming.vehicle': 'Véhicule',
  'app.dashboard.upcoming.today': 'Aujourd’hui',
  'app.dashboard.charts': 'En un coup d’œil',
  'app.dashboard.chart.fleet': 'La flotte par statut',
  'app.dashboard.chart.status': 'Statut',
  'app.dashboard.chart.active': 'Actif',
  'app.dashboard.chart.inWorkshop': 'Au garage',
  'app.dashboard.chart.outOfService': 'Hors service',
  'app.dashboard.chart.vehicles': 'Véhicules',
  'app.dashboard.chart.ahead': 'Échéances par semaine, 12 prochaines semaines',
  'app.dashboard.chart.week': 'Semaine du',
  'app.dashboard.chart.loadError': 'Les graphiques n’ont pas pu être chargés.',
  'app.dashboard.upcoming.shown': '{shown} sur {total} affichés',
  'app.dashboard.upcoming.showAll': 'Tout afficher ({total})',
  'app.dashboard.upcoming.noVehicle': 'Aucun véhicule',
};

export default dashboardFr;
