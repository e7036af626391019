/**
 * The kit's strings in English, the default language. Every other locale file is typed
 * against this one, so a missing or extra key fails the type check.
 */
const en = {
  'ui.spinner.loading': 'Loading…',

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
  'ui.nav.timereg': 'Time registration',
  'ui.nav.partners': 'Partners',
  'ui.nav.sharing': 'Sharing',
  'ui.nav.vendors': 'Vendors',
  'ui.nav.documents': 'Documents',
  'ui.nav.compliance': 'Compliance',
  'ui.nav.users': 'Users',
  'ui.nav.vehicleDetection': 'Vehicle detection',
  'ui.nav.damageDetection': 'Damage detection',
  'ui.nav.clients': 'Customers',
  'ui.nav.annotations': 'Annotations',

  'ui.badge.warnings': '{count, plural, one {# warning} other {# warnings}}',
  'ui.badge.upToDate': 'Up to date',

  'ui.account.menu': 'Account',
  'ui.account.myAccount': 'My Account',
  'ui.account.language': 'Language',
  'ui.account.languageCurrent': 'Language: {language}',
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
  'ui.notifications.filter': 'Show notifications',
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

  'ui.avatar.fallbackName': 'User',

  'ui.emptyState.title': 'Nothing here yet',
  'ui.emptyState.message': 'There is nothing to show on this page yet.',
  'ui.layout.welcome': 'Welcome, {name}',

  // Kit: buttons, fields and the error summary

  // Kit: data table, toolbar and status pills

  // Kit: tabs, drawer, toasts, page header and stat cards
} as const;

export type MessageId = keyof typeof en;
export type Messages = Record<MessageId, string>;

export default en satisfies Messages;
