/**
 * The map's strings (issue 34) in English. A chunk of its own per language, loaded with the map
 * page (i18n/loadMessages.ts); the other languages are typed against this file.
 */
const mapEn = {
  'app.map.label': 'Vehicles on the map',
  'app.map.list': 'Vehicles',
  'app.map.search.label': 'Search vehicles',
  'app.map.filter.label': 'State',
  'app.map.filter.all': 'All',
  'app.map.filter.overdue': 'Overdue',
  'app.map.filter.due_soon': 'Due soon',
  'app.map.filter.in_order': 'In order',
  'app.map.count': '{count, plural, =0 {No vehicles} one {# vehicle} other {# vehicles}}',
  'app.map.source.depot': 'home depot',
  'app.map.source.check_out': 'check-out',
  'app.map.source.check_in': 'check-in',
  'app.map.source.photo': 'photo GPS',
  'app.map.source.roll_call': 'yard roll-call',
  'app.map.source.tracker': 'live tracker',
  'app.map.positionAge': '{age}, {source}',
  'app.map.atDepot': 'at the depot {name}',
  'app.map.unknown': 'Position unknown',
  'app.map.open': 'Open Vehicle',
  'app.map.loadError': 'The map could not be loaded. Try again in a moment.',
  'app.map.empty': 'No vehicles match the search.',
  'app.map.noVehicles': 'There are no vehicles in the fleet yet.',
  'app.map.card.close': 'Close',
  'app.map.card.tasks': 'View Tasks',
  'app.map.card.copy': 'Copy Position',
  'app.map.card.copied': 'Position copied',
  'app.map.card.driver': 'Driver: {name}',
  'app.map.card.accuracy': 'Within {metres} m',
} as const;

export type MapMessageId = keyof typeof mapEn;
export type MapMessages = Record<MapMessageId, string>;

export default mapEn satisfies MapMessages;
