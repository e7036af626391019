/**
 * The manager's dashboard's own words in English (its tiles of the fleet, the next 30 days, the
 * charts); each area's tile, rows and series speak its own folder's words. The other languages are
 * typed against this file.
 */
const dashboardEn = {
  'app.dashboard.tiles': 'Key figures',
  'app.dashboard.tile.active': 'active vehicles',
  'app.dashboard.tile.inWorkshop': 'vehicles in the workshop',
  'app.dashboard.tile.outOfService': 'vehicles out of service',
  'app.dashboard.loadError': 'The dashboard could not be loaded.',
  'app.dashboard.upcoming.title': 'Due in the next 30 days',
  'app.dashboard.upcoming.empty': 'Nothing falls due in the next 30 days.',
  'app.dashboard.upcoming.date': 'Date',
  'app.dashboard.upcoming.what': 'What',
  'app.dashboard.upcoming.vehicle': 'Vehicle',
  'app.dashboard.upcoming.today': 'Today',
  'app.dashboard.charts': 'At a glance',
  'app.dashboard.chart.fleet': 'The fleet by status',
  'app.dashboard.chart.status': 'Status',
  'app.dashboard.chart.active': 'Active',
  'app.dashboard.chart.inWorkshop': 'In workshop',
  'app.dashboard.chart.outOfService': 'Out of service',
  'app.dashboard.chart.vehicles': 'Vehicles',
  'app.dashboard.chart.ahead': 'What falls due per week, next 12 weeks',
  'app.dashboard.chart.week': 'Week starting',
  'app.dashboard.chart.loadError': 'The charts could not be loaded.',
  'app.dashboard.upcoming.shown': 'Showing {shown} of {total}',
  'app.dashboard.upcoming.showAll': 'Show all {total}',
  'app.dashboard.upcoming.noVehicle': 'No vehicle',
} as const;

export type DashboardMessageId = keyof typeof dashboardEn;
export type DashboardMessages = Record<DashboardMessageId, string>;

export default dashboardEn satisfies DashboardMessages;
