import type { Messages } from './en';

const da = {
  'ui.spinner.loading': 'Indlæser…',

  'ui.sidebar.navigation': 'Hovednavigation',
  'ui.sidebar.minimize': 'Minimer',
  'ui.sidebar.expand': 'Udvid',
  'ui.sidebar.skipToContent': 'Gå til hovedindhold',
  'ui.sidebar.productName': 'Vognpark',
  'ui.sidebar.logo': 'Vognpark-logo',
  'ui.sidebar.version': 'Version {version}',
  'ui.sidebar.openAccountMenu': 'Kontomenu for {name}',
  'ui.sidebar.entryWithStatus': '{label}, {status}',

  'ui.nav.dashboard': 'Overblik',
  'ui.nav.map': 'Kort',
  'ui.nav.vehicles': 'Køretøjer',
  'ui.nav.tasks': 'Opgaver',
  'ui.nav.inspections': 'Syn',
  'ui.nav.service': 'Service',
  'ui.nav.timereg': 'Tidsregistrering',
  'ui.nav.partners': 'Partnere',
  'ui.nav.sharing': 'Deling',
  'ui.nav.vendors': 'Leverandører',
  'ui.nav.documents': 'Dokumenter',
  'ui.nav.compliance': 'Overholdelse',
  'ui.nav.users': 'Brugere',
  'ui.nav.vehicleDetection': 'Køretøjsgenkendelse',
  'ui.nav.damageDetection': 'Skadesgenkendelse',
  'ui.nav.clients': 'Kunder',
  'ui.nav.annotations': 'Annoteringer',

  'ui.badge.warnings': '{count, plural, one {# advarsel} other {# advarsler}}',
  'ui.badge.upToDate': 'Ajourført',

  'ui.account.menu': 'Konto',
  'ui.account.myAccount': 'Min konto',
  'ui.account.language': 'Sprog',
  'ui.account.languageCurrent': 'Sprog: {language}',
  'ui.account.signOut': 'Log ud',

  'ui.language.en': 'English',
  'ui.language.da': 'Dansk',
  'ui.language.uk': 'Українська',
  'ui.language.de': 'Deutsch',
  'ui.language.fr': 'Français',

  'ui.signOut.header': 'Logger du ud?',
  'ui.signOut.message': 'Er du sikker på, at du vil logge ud?',
  'ui.dialog.yes': 'Ja',
  'ui.dialog.no': 'Nej',

  'ui.notifications.title': 'Notifikationer',
  'ui.notifications.filter': 'Vis notifikationer',
  'ui.notifications.unread': 'Ulæste',
  'ui.notifications.all': 'Alle',
  'ui.notifications.empty': 'Ingen notifikationer',
  'ui.notifications.emptyUnread': 'Ingen ulæste notifikationer',
  'ui.notifications.loading': 'Indlæser notifikationer…',
  'ui.notifications.unreadItem': 'Ulæst',

  'ui.search.label': 'Søg',
  'ui.search.placeholder': 'Søg i hele registret',

  'ui.subscription.header': 'Abonnementet er ikke gennemført',
  'ui.subscription.message': 'For at få glæde af alle funktioner skal abonnementet gennemføres.',
  'ui.subscription.get': 'Få abonnement',
  'ui.subscription.cancel': 'Annuller',

  'ui.calendar.today': 'I dag',
  'ui.calendar.previousMonth': 'Forrige måned',
  'ui.calendar.nextMonth': 'Næste måned',
  'ui.calendar.chooseDate': 'Vælg dato',
  'ui.calendar.selectedDate': 'Valgt dato: {date}',
  'ui.calendar.noDate': 'Ingen dato valgt',

  'ui.avatar.fallbackName': 'Bruger',

  'ui.emptyState.title': 'Intet her endnu',
  'ui.emptyState.message': 'Der er intet at vise på denne side endnu.',
  'ui.layout.welcome': 'Velkommen, {name}',

  // Kit: buttons, fields and the error summary

  // Kit: data table, toolbar and status pills

  // Kit: tabs, drawer, toasts, page header and stat cards
} satisfies Messages;

export default da;
