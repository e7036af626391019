import type { Messages } from './en';

const de = {
  'ui.spinner.loading': 'Wird geladen…',

  'ui.sidebar.navigation': 'Hauptnavigation',
  'ui.sidebar.minimize': 'Minimieren',
  'ui.sidebar.expand': 'Erweitern',
  'ui.sidebar.skipToContent': 'Zum Hauptinhalt springen',
  'ui.sidebar.productName': 'Vognpark',
  'ui.sidebar.logo': 'Vognpark-Logo',
  'ui.sidebar.version': 'Version {version}',
  'ui.sidebar.openAccountMenu': 'Kontomenü für {name}',
  'ui.sidebar.entryWithStatus': '{label}, {status}',

  'ui.nav.dashboard': 'Übersicht',
  'ui.nav.map': 'Karte',
  'ui.nav.vehicles': 'Fahrzeuge',
  'ui.nav.tasks': 'Aufgaben',
  'ui.nav.inspections': 'Prüfungen',
  'ui.nav.service': 'Wartung',
  'ui.nav.timereg': 'Zeiterfassung',
  'ui.nav.partners': 'Partner',
  'ui.nav.sharing': 'Teilen',
  'ui.nav.vendors': 'Lieferanten',
  'ui.nav.documents': 'Dokumente',
  'ui.nav.compliance': 'Compliance',
  'ui.nav.users': 'Benutzer',
  'ui.nav.vehicleDetection': 'Fahrzeugerkennung',
  'ui.nav.damageDetection': 'Schadenserkennung',
  'ui.nav.clients': 'Kunden',
  'ui.nav.annotations': 'Anmerkungen',

  'ui.badge.warnings': '{count, plural, one {# Warnung} other {# Warnungen}}',
  'ui.badge.upToDate': 'Aktuell',

  'ui.account.menu': 'Konto',
  'ui.account.myAccount': 'Mein Konto',
  'ui.account.language': 'Sprache',
  'ui.account.languageCurrent': 'Sprache: {language}',
  'ui.account.signOut': 'Abmelden',

  'ui.language.en': 'English',
  'ui.language.da': 'Dansk',
  'ui.language.uk': 'Українська',
  'ui.language.de': 'Deutsch',
  'ui.language.fr': 'Français',

  'ui.signOut.header': 'Abmelden?',
  'ui.signOut.message': 'Möchten Sie sich wirklich abmelden?',
  'ui.dialog.yes': 'Ja',
  'ui.dialog.no': 'Nein',

  'ui.notifications.title': 'Benachrichtigungen',
  'ui.notifications.filter': 'Benachrichtigungen anzeigen',
  'ui.notifications.unread': 'Ungelesen',
  'ui.notifications.all': 'Alle',
  'ui.notifications.empty': 'Keine Benachrichtigungen',
  'ui.notifications.emptyUnread': 'Keine ungelesenen Benachrichtigungen',
  'ui.notifications.loading': 'Benachrichtigungen werden geladen…',
  'ui.notifications.unreadItem': 'Ungelesen',

  'ui.search.label': 'Suche',
  'ui.search.placeholder': 'Im gesamten Register suchen',

  'ui.subscription.header': 'Das Abonnement ist nicht abgeschlossen',
  'ui.subscription.message': 'Um alle Funktionen nutzen zu können, muss das Abonnement abgeschlossen werden.',
  'ui.subscription.get': 'Abonnement abschließen',
  'ui.subscription.cancel': 'Abbrechen',

  'ui.calendar.today': 'Heute',
  'ui.calendar.previousMonth': 'Vorheriger Monat',
  'ui.calendar.nextMonth': 'Nächster Monat',
  'ui.calendar.chooseDate': 'Datum wählen',
  'ui.calendar.selectedDate': 'Gewähltes Datum: {date}',
  'ui.calendar.noDate': 'Kein Datum gewählt',

  'ui.avatar.fallbackName': 'Benutzer',

  'ui.emptyState.title': 'Noch nichts hier',
  'ui.emptyState.message': 'Auf dieser Seite gibt es noch nichts anzuzeigen.',
  'ui.layout.welcome': 'Willkommen, {name}',

  // Kit: buttons, fields and the error summary

  // Kit: data table, toolbar and status pills

  // Kit: tabs, drawer, toasts, page header and stat cards
} satisfies Messages;

export default de;
