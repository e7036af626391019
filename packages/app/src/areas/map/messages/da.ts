import type { MapMessages } from './en';

const mapDa = {
  'app.map.label': 'Køretøjer på kortet',
  'app.map.list': 'Køretøjer',
  'app.map.search.label': 'Søg i køretøjer',
  'app.map.filter.label': 'Tilstand',
  'app.map.filter.all': 'Alle',
  'app.map.filter.overdue': 'Overskredet',
  'app.map.filter.due_soon': 'Forfalder snart',
  'app.map.filter.in_order': 'I orden',
  'app.map.count': '{count, plural, =0 {Ingen køretøjer} one {# køretøj} other {# køretøjer}}',
  'app.map.source.depot': 'hjemdepot',
  'app.map.source.check_out': 'afhentning',
  'app.map.source.check_in': 'aflevering',
  'app.map.source.photo': 'fotoets GPS',
  'app.map.source.roll_call': 'pladsoptælling',
  'app.map.source.tracker': 'live-tracker',
  'app.map.positionAge': '{age}, {source}',
  'app.map.atDepot': 'på depotet {name}',
  'app.map.unknown': 'Position ukendt',
  'app.map.open': 'Åbn køretøj',
  'app.map.loadError': 'Kortet kunne ikke indlæses. Prøv igen om lidt.',
  'app.map.empty': 'Ingen køretøjer passer til søgningen.',
  'app.map.noVehicles': 'Der er endnu ingen køretøjer i flåden.',
  'app.map.card.close': 'Luk',
  'app.map.card.tasks': 'Se opgaver',
  'app.map.card.copy': 'Kopiér position',
  'app.map.card.copied': 'Position kopieret',
  'app.map.card.driver': 'Chauffør: {name}',
  'app.map.card.accuracy': 'Inden for {metres} m',
} satisfies MapMessages;

export default mapDa;
