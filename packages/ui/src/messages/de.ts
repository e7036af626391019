import type { Messages } from './en';

const de = {
  'ui.spinner.loading': 'Wird geladen…',
  'ui.chart.showNumbers': 'Zahlen anzeigen',

  'ui.sidebar.navigation': 'Hauptnavigation',
  'ui.sidebar.minimize': 'Minimieren',
  'ui.sidebar.expand': 'Erweitern',
  'ui.sidebar.skipToContent': 'Zum Hauptinhalt springen',
  'ui.sidebar.productName': 'Vognpark',
  'ui.sidebar.logo': 'Vognpark-Logo',
  'ui.sidebar.version': 'Version {version}',
  'ui.sidebar.openAccountMenu': 'Kontomenü für {name}',
  'ui.sidebar.entryWithStatus': '{label}, {status}',

  'ui.nav.dashboard': 'Dashboard',
  'ui.nav.map': 'Karte',
  'ui.nav.vehicles': 'Fahrzeuge',
  'ui.nav.tasks': 'Aufgaben',
  'ui.nav.inspections': 'Fahrzeugprüfungen',
  'ui.nav.service': 'Wartung',
  'ui.nav.timereg': 'Zeiterfassung',
  'ui.nav.partners': 'Partner',
  'ui.nav.sharing': 'Freigaben',
  'ui.nav.vendors': 'Lieferanten',
  'ui.nav.documents': 'Dokumente',
  'ui.nav.compliance': 'Compliance',
  'ui.nav.users': 'Benutzer',
  'ui.nav.vehicleDetection': 'Fahrzeugerkennung',
  'ui.nav.damageDetection': 'Schadenserkennung',
  'ui.nav.clients': 'Kunden',
  'ui.nav.annotations': 'Annotationen',

  'ui.badge.warnings': '{count, plural, one {# Warnung} other {# Warnungen}}',
  'ui.badge.upToDate': 'In Ordnung',

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
  'ui.notifications.filter': 'Benachrichtigungen filtern',
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
  'ui.button.pending': 'Wird ausgeführt…',
  'ui.searchField.clear': 'Suche löschen',
  'ui.combobox.clear': 'Auswahl löschen',
  'ui.combobox.loading': 'Wird geladen…',
  'ui.combobox.empty': 'Keine Treffer',
  'ui.errorSummary.title':
    '{count, plural, one {# Feld muss korrigiert werden} other {# Felder müssen korrigiert werden}}',

  // Kit: data table, toolbar and status pills
  'ui.dataTable.selectAll': 'Alle Zeilen auswählen',
  'ui.dataTable.selectRow': '{name} auswählen',
  'ui.dataTable.selectedCount': '{count, plural, one {# Zeile ausgewählt} other {# Zeilen ausgewählt}}',
  'ui.dataTable.clearSelection': 'Auswahl aufheben',
  'ui.dataTable.bulkActions': 'Aktionen für die ausgewählten Zeilen',
  'ui.dataTable.loading': 'Wird geladen…',
  'ui.dataTable.loadingMore': 'Weitere werden geladen…',
  'ui.dataTable.errorTitle': 'Die Liste konnte nicht geladen werden',
  'ui.dataTable.retry': 'Erneut versuchen',
  'ui.dataTable.emptyTitle': 'Keine Ergebnisse',
  'ui.dataTable.emptyMessage': 'Nichts passt zur Suche und zu den Filtern.',
  'ui.dataTable.progress': '{shown, number} von {total, plural, one {# Zeile} other {# Zeilen}} angezeigt',
  'ui.toolbar.label': 'Suche und Filter',
  'ui.toolbar.filterOption': '{label} ({count, number})',
  'ui.toolbar.filterActive': '{label}, {count, plural, one {# ausgewählt} other {# ausgewählt}}',
  'ui.toolbar.activeFilters': 'Aktive Filter',
  'ui.toolbar.chip': '{filter}: {value}',
  'ui.toolbar.removeFilter': 'Filter entfernen: {filter}: {value}',
  'ui.toolbar.clearAll': 'Alle entfernen',

  // Kit: tabs, drawer, toasts, page header and stat cards
  'ui.drawer.close': 'Schließen',
  'ui.drawer.discardTitle': 'Ungespeicherte Änderungen verwerfen?',
  'ui.drawer.discardMessage':
    'Die Änderungen, die Sie hier vorgenommen haben, wurden nicht gespeichert und gehen verloren.',
  'ui.drawer.discard': 'Verwerfen',
  'ui.drawer.keepEditing': 'Weiter bearbeiten',
  'ui.toast.region': 'Meldungen',
  'ui.toast.dismiss': 'Schließen',
  'ui.toast.success': 'Erfolg:',
  'ui.toast.error': 'Fehler:',
  'ui.toast.info': 'Information:',
  'ui.pageHeader.breadcrumbs': 'Brotkrümelnavigation',
  'ui.statCard.attention': 'Erfordert Aufmerksamkeit',
} satisfies Messages;

export default de;
