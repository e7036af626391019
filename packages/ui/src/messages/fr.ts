import type { Messages } from './en';

const fr = {
  'ui.spinner.loading': 'Chargement…',
  'ui.chart.showNumbers': 'Afficher les chiffres',
  'ui.map.loading': 'Chargement de la carte…',
  'ui.map.unavailable': 'Ce navigateur ne peut pas afficher la carte.',
  'ui.map.zoomIn': 'Zoom avant',
  'ui.map.zoomOut': 'Zoom arrière',
  'ui.map.resetNorth': 'Remettre le nord en haut',
  'ui.map.sources': 'Afficher les sources de la carte',
  'ui.map.attribution': 'Données de la carte : Natural Earth, GeoNames (CC BY 4.0)',
  'ui.map.pickHint':
    'Cliquez sur la carte pour choisir un lieu, ou déplacez la carte sous le réticule avec les flèches et appuyez sur Entrée.',
  'ui.map.picked': 'Lieu choisi : {lat}, {lon}',

  'ui.sidebar.navigation': 'Navigation principale',
  'ui.sidebar.minimize': 'Réduire',
  'ui.sidebar.expand': 'Développer',
  'ui.sidebar.skipToContent': 'Aller au contenu principal',
  'ui.sidebar.productName': 'Vognpark',
  'ui.sidebar.logo': 'Logo Vognpark',
  'ui.sidebar.version': 'Version {version}',
  'ui.sidebar.openAccountMenu': 'Menu du compte de {name}',
  'ui.sidebar.entryWithStatus': '{label}, {status}',

  'ui.nav.dashboard': 'Tableau de bord',
  'ui.nav.map': 'Carte',
  'ui.nav.vehicles': 'Véhicules',
  'ui.nav.tasks': 'Tâches',
  'ui.nav.inspections': 'Inspections',
  'ui.nav.service': 'Entretien',
  'ui.nav.timereg': 'Saisie des temps',
  'ui.nav.partners': 'Partenaires',
  'ui.nav.sharing': 'Partage',
  'ui.nav.vendors': 'Fournisseurs',
  'ui.nav.documents': 'Documents',
  'ui.nav.compliance': 'Conformité',
  'ui.nav.users': 'Utilisateurs',
  'ui.nav.vehicleDetection': 'Détection des véhicules',
  'ui.nav.damageDetection': 'Détection des dommages',
  'ui.nav.clients': 'Clients',
  'ui.nav.annotations': 'Annotations',

  'ui.badge.warnings':
    '{count, plural, one {# avertissement} many {# d’avertissements} other {# avertissements}}',
  'ui.badge.upToDate': 'En règle',

  'ui.account.menu': 'Compte',
  'ui.account.myAccount': 'Mon compte',
  'ui.account.language': 'Langue',
  'ui.account.languageCurrent': 'Langue : {language}',
  'ui.account.theme': 'Thème',
  'ui.theme.system': 'Comme le système',
  'ui.theme.light': 'Clair',
  'ui.theme.dark': 'Sombre',
  'ui.account.signOut': 'Se déconnecter',

  'ui.language.en': 'English',
  'ui.language.da': 'Dansk',
  'ui.language.uk': 'Українська',
  'ui.language.de': 'Deutsch',
  'ui.language.fr': 'Français',

  'ui.signOut.header': 'Se déconnecter ?',
  'ui.signOut.message': 'Voulez-vous vraiment vous déconnecter ?',
  'ui.dialog.yes': 'Oui',
  'ui.dialog.no': 'Non',

  'ui.notifications.title': 'Notifications',
  'ui.notifications.filter': 'Filtrer les notifications',
  'ui.notifications.unread': 'Non lues',
  'ui.notifications.all': 'Toutes',
  'ui.notifications.empty': 'Aucune notification',
  'ui.notifications.emptyUnread': 'Aucune notification non lue',
  'ui.notifications.loading': 'Chargement des notifications…',
  'ui.notifications.unreadItem': 'Non lue',

  'ui.search.label': 'Rechercher',
  'ui.search.placeholder': 'Rechercher dans tout le registre',

  'ui.subscription.header': 'L’abonnement n’est pas finalisé',
  'ui.subscription.message':
    'Pour profiter de toutes les fonctionnalités, vous devez finaliser votre abonnement.',
  'ui.subscription.get': 'Souscrire l’abonnement',
  'ui.subscription.cancel': 'Annuler',

  'ui.calendar.today': 'Aujourd’hui',
  'ui.calendar.previousMonth': 'Mois précédent',
  'ui.calendar.nextMonth': 'Mois suivant',
  'ui.calendar.chooseDate': 'Choisir une date',
  'ui.calendar.selectedDate': 'Date choisie : {date}',
  'ui.calendar.noDate': 'Aucune date choisie',
  'ui.calendar.patternPart': '{part, select, day {jj} month {mm} other {aaaa}}',
  'ui.calendar.incompleteDate':
    'La date est incomplète : saisissez le jour, le mois et l’année au format {pattern}.',
  'ui.calendar.unreadableDate': 'Saisissez la date au format {pattern}, par exemple {example}.',
  'ui.calendar.noSuchDate': 'La date {text} n’existe pas : vérifiez le jour et le mois.',
  'ui.calendar.beforeMin': 'Choisissez le {date} ou une date ultérieure.',
  'ui.calendar.afterMax': 'Choisissez le {date} ou une date antérieure.',

  'ui.avatar.fallbackName': 'Utilisateur',

  'ui.emptyState.title': 'Rien pour l’instant',
  'ui.emptyState.message': 'Il n’y a encore rien à afficher sur cette page.',
  'ui.layout.welcome': 'Bienvenue, {name}',

  // Kit: buttons, fields and the error summary
  'ui.button.pending': 'En cours…',
  'ui.searchField.clear': 'Effacer la recherche',
  'ui.combobox.clear': 'Effacer le choix',
  'ui.combobox.loading': 'Chargement…',
  'ui.combobox.empty': 'Aucun résultat',
  'ui.errorSummary.item': '{label} : {message}',
  'ui.errorSummary.title':
    '{count, plural, one {# champ à corriger} many {# champs à corriger} other {# champs à corriger}}',

  // Kit: data table, toolbar and status pills
  'ui.dataTable.selectAll': 'Sélectionner toutes les lignes',
  'ui.dataTable.selectRow': 'Sélectionner {name}',
  'ui.dataTable.selectedCount':
    '{count, plural, one {# ligne sélectionnée} many {# lignes sélectionnées} other {# lignes sélectionnées}}',
  'ui.dataTable.clearSelection': 'Effacer la sélection',
  'ui.dataTable.bulkActions': 'Actions sur les lignes sélectionnées',
  'ui.dataTable.loading': 'Chargement…',
  'ui.dataTable.loadingMore': 'Chargement de la suite…',
  'ui.dataTable.errorTitle': 'La liste n’a pas pu être chargée',
  'ui.dataTable.retry': 'Réessayer',
  'ui.dataTable.emptyTitle': 'Aucun résultat',
  'ui.dataTable.emptyMessage': 'Rien ne correspond à la recherche et aux filtres.',
  'ui.dataTable.progress':
    'Affichage de {shown, number} sur {total, plural, one {# ligne} many {# lignes} other {# lignes}}',
  'ui.toolbar.label': 'Recherche et filtres',
  'ui.toolbar.filterOption': '{label} ({count, number})',
  'ui.toolbar.filterActive':
    '{label}, {count, plural, one {# sélectionné} many {# sélectionnés} other {# sélectionnés}}',
  'ui.toolbar.activeFilters': 'Filtres actifs',
  'ui.toolbar.chip': '{filter} : {value}',
  'ui.toolbar.removeFilter': 'Retirer le filtre : {filter} : {value}',
  'ui.toolbar.clearAll': 'Tout effacer',

  // Kit: tabs, drawer, toasts, page header and stat cards
  'ui.drawer.close': 'Fermer',
  'ui.drawer.discardTitle': 'Abandonner les modifications non enregistrées ?',
  'ui.drawer.discardMessage': 'Les modifications faites ici n’ont pas été enregistrées et seront perdues.',
  'ui.drawer.discard': 'Abandonner',
  'ui.drawer.keepEditing': 'Continuer la modification',
  'ui.toast.region': 'Messages',
  'ui.toast.dismiss': 'Fermer',
  'ui.toast.success': 'Succès :',
  'ui.toast.error': 'Erreur :',
  'ui.toast.info': 'Information :',
  'ui.pageHeader.breadcrumbs': 'Fil d’Ariane',
  'ui.statCard.attention': 'Demande votre attention',
} satisfies Messages;

export default fr;
