import type { MapMessages } from './en';

const mapFr = {
  'app.map.label': 'Véhicules sur la carte',
  'app.map.list': 'Véhicules',
  'app.map.search.label': 'Rechercher des véhicules',
  'app.map.filter.label': 'État',
  'app.map.filter.all': 'Tous',
  'app.map.filter.overdue': 'En retard',
  'app.map.filter.due_soon': 'Échéance proche',
  'app.map.filter.in_order': 'En règle',
  'app.map.count':
    '{count, plural, =0 {Aucun véhicule} one {# véhicule} many {# véhicules} other {# véhicules}}',
  'app.map.source.depot': 'dépôt d’attache',
  'app.map.source.check_out': 'prise en charge',
  'app.map.source.check_in': 'restitution',
  'app.map.source.photo': 'GPS de la photo',
  'app.map.source.roll_call': 'appel sur le parc',
  'app.map.source.tracker': 'traceur en direct',
  'app.map.positionAge': '{age}, {source}',
  'app.map.atDepot': 'au dépôt {name}',
  'app.map.unknown': 'Position inconnue',
  'app.map.open': 'Ouvrir le véhicule',
  'app.map.loadError': 'La carte n’a pas pu être chargée. Réessayez dans un instant.',
  'app.map.empty': 'Aucun véhicule ne correspond à la recherche.',
  'app.map.noVehicles': 'La flotte n’a encore aucun véhicule.',
  'app.map.card.close': 'Fermer',
  'app.map.card.tasks': 'Voir les tâches',
  'app.map.card.copy': 'Copier la position',
  'app.map.card.copied': 'Position copiée',
  'app.map.card.driver': 'Conducteur : {name}',
  'app.map.card.accuracy': 'À {metres} m près',
} satisfies MapMessages;

export default mapFr;
