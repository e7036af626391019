/**
 * The kit's strings in English, the default language. Every other locale file is typed
 * against this one, so a missing or extra key fails the type check.
 */
const en = {
  'ui.spinner.loading': 'Loading…',
  'ui.chart.showNumbers': 'Show the numbers',

  'ui.sidebar.navigation': 'Main navigation',
  'ui.sidebar.minimize': 'Minimize',
  'ui.sidebar.expand': 'Expand',
  'ui.sidebar.skipToContent': 'Skip to main content',
  'ui.sidebar.productName': 'Vognpark',
  'ui.sidebar.logo': 'Vognpark logo',
  'ui.sidebar.version': 'Version {version}',
  'ui.sidebar.openAccountMenu': 'Account menu for {name}',
  'ui.sidebar.entryWithStatus': '{label}, {status}',

  'ui.nav.dashboard': 'Dashboard',
  'ui.nav.map': 'Map',
  'ui.nav.vehicles': 'Vehicles',
  'ui.nav.tasks': 'Tasks',
  'ui.nav.inspections': 'Inspections',
  'ui.nav.service': 'Service',
  'ui.nav.timereg': 'Time Registration',
  'ui.nav.partners': 'Partners',
  'ui.nav.sharing': 'Sharing',
  'ui.nav.vendors': 'Vendors',
  'ui.nav.documents': 'Documents',
  'ui.nav.compliance': 'Compliance',
  'ui.nav.users': 'Users',
  'ui.nav.vehicleDetection': 'Vehicle Detection',
  'ui.nav.damageDetection': 'Damage Detection',
  'ui.nav.clients': 'Customers',
  'ui.nav.annotations': 'Annotations',

  'ui.badge.warnings': '{count, plural, one {# warning} other {# warnings}}',
  'ui.badge.upToDate': 'Up to date',

  'ui.account.menu': 'Account',
  'ui.account.myAccount': 'My Account',
  'ui.account.language': 'Language',
  'ui.account.languageCurrent': 'Language: {language}',
  'ui.account.theme': 'Theme',
  'ui.theme.system': 'System',
  'ui.theme.light': 'Light',
  'ui.theme.dark': 'Dark',
  'ui.account.signOut': 'Sign Out',

  'ui.language.en': 'English',
  'ui.language.da': 'Dansk',
  'ui.language.uk': 'Українська',
  'ui.language.de': 'Deutsch',
  'ui.language.fr': 'Français',

  'ui.signOut.header': 'Signing out?',
  'ui.signOut.message': 'Are you sure you want to sign out?',
  'ui.dialog.yes': 'Yes',
  'ui.dialog.no': 'No',

  'ui.notifications.title': 'Notifications',
  'ui.notifications.filter': 'Filter notifications',
  'ui.notifications.unread': 'Unread',
  'ui.notifications.all': 'All',
  'ui.notifications.empty': 'No notifications',
  'ui.notifications.emptyUnread': 'No unread notifications',
  'ui.notifications.loading': 'Loading notifications…',
  'ui.notifications.unreadItem': 'Unread',

  'ui.search.label': 'Search',
  'ui.search.placeholder': 'Search the whole register',

  'ui.subscription.header': 'Subscription is not completed',
  'ui.subscription.message': 'To enjoy all features, it is necessary to complete the subscription.',
  'ui.subscription.get': 'Get Subscription',
  'ui.subscription.cancel': 'Cancel',

  'ui.calendar.today': 'Today',
  'ui.calendar.previousMonth': 'Previous month',
  'ui.calendar.nextMonth': 'Next month',
  'ui.calendar.chooseDate': 'Choose date',
  'ui.calendar.selectedDate': 'Selected date: {date}',
  'ui.calendar.noDate': 'No date selected',
  'ui.calendar.patternPart': '{part, select, day {dd} month {mm} other {yyyy}}',
  'ui.calendar.incompleteDate': 'The date is incomplete: enter day, month and year as {pattern}.',
  'ui.calendar.unreadableDate': 'Enter the date as {pattern}, for example {example}.',
  'ui.calendar.noSuchDate': 'There is no date {text}: check the day and the month.',
  'ui.calendar.beforeMin': 'Choose {date} or later.',
  'ui.calendar.afterMax': 'Choose {date} or earlier.',

  'ui.avatar.fallbackName': 'User',

  'ui.emptyState.title': 'Nothing here yet',
  'ui.emptyState.message': 'There is nothing to show on this page yet.',
  'ui.layout.welcome': 'Welcome, {name}',

  // Kit: buttons, fields and the error summary
  'ui.button.pending': 'Working…',
  'ui.searchField.clear': 'Clear search',
  'ui.combobox.clear': 'Clear choice',
  'ui.combobox.loading': 'Loading…',
  'ui.combobox.empty': 'No matches',
  'ui.errorSummary.title': '{count, plural, one {# field needs correcting} other {# fields need correcting}}',

  // Kit: data table, toolbar and status pills
  'ui.dataTable.selectAll': 'Select all rows',
  'ui.dataTable.selectRow': 'Select {name}',
  'ui.dataTable.selectedCount': '{count, plural, one {# row selected} other {# rows selected}}',
  'ui.dataTable.clearSelection': 'Clear Selection',
  'ui.dataTable.bulkActions': 'Actions for the selected rows',
  'ui.dataTable.loading': 'Loading…',
  'ui.dataTable.loadingMore': 'Loading more…',
  'ui.dataTable.errorTitle': 'The list could not be loaded',
  'ui.dataTable.retry': 'Retry',
  'ui.dataTable.emptyTitle': 'No results',
  'ui.dataTable.emptyMessage': 'Nothing matches the search and filters.',
  'ui.dataTable.progress': 'Showing {shown, number} of {total, plural, one {# row} other {# rows}}',
  'ui.toolbar.label': 'Search and filters',
  'ui.toolbar.filterOption': '{label} ({count, number})',
  'ui.toolbar.filterActive': '{label}, {count, plural, one {# selected} other {# selected}}',
  'ui.toolbar.activeFilters': 'Active filters',
  'ui.toolbar.chip': '{filter}: {value}',
  'ui.toolbar.removeFilter': 'Remove filter: {filter}: {value}',
  'ui.toolbar.clearAll': 'Clear All',

  // Kit: tabs, drawer, toasts, page header and stat cards
  'ui.drawer.close': 'Close',
  'ui.drawer.discardTitle': 'Discard unsaved changes?',
  'ui.drawer.discardMessage': 'The changes you made here have not been saved and will be lost.',
  'ui.drawer.discard': 'Discard',
  'ui.drawer.keepEditing': 'Keep Editing',
  'ui.toast.region': 'Messages',
  'ui.toast.dismiss': 'Dismiss',
  'ui.toast.success': 'Success:',
  'ui.toast.error': 'Error:',
  'ui.toast.info': 'Information:',
  'ui.pageHeader.breadcrumbs': 'Breadcrumbs',
  'ui.statCard.attention': 'Needs attention',
} as const;

export type MessageId = keyof typeof en;
export type Messages = Record<MessageId, string>;

export default en satisfies Messages;
