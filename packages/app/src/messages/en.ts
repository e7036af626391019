/**
 * The app's own strings in English, the default language. The other locale files are typed
 * against this one, so a missing or extra key fails the type check. Page titles that name a
 * menu entry come from the kit's `ui.nav.*` messages instead.
 */
import accounts from './accounts/en';
import vehicles from './vehicles/en';
import workTasks from './work-tasks/en';
import workCompliance from './work-compliance/en';

const en = {
  'app.documentTitle': '{title} · Vognpark',
  'app.productName': 'Vognpark',

  'app.landing.title': 'Welcome to Vognpark',
  'app.landing.lead':
    'Fleet and vehicle management: vehicles, inspections, tasks, service and compliance in one place.',
  'app.landing.signIn': 'Sign in',
  'app.landing.goHome': 'Go to your start page',

  'app.login.title': 'Sign in',
  'app.login.intro': 'Sign in with your work e-mail and password.',
  'app.login.email': 'E-mail',
  'app.login.password': 'Password',
  'app.login.submit': 'Sign In',
  'app.login.submitting': 'Signing In…',
  'app.login.invalid': 'Incorrect e-mail or password. Check them and try again.',
  'app.login.throttled': 'Too many sign-in attempts. Wait a minute, then try again.',
  'app.login.network': 'The server cannot be reached. Check your connection and try again.',
  'app.login.failed': 'Sign-in failed. Try again in a moment.',
  'app.login.language': 'Language',

  'app.page.account': 'My Account',

  // The buttons of every form drawer.
  'app.form.save': 'Save',
  'app.form.saving': 'Saving…',
  'app.form.cancel': 'Cancel',

  'app.page.client': 'Overview',
  'app.page.notFound': 'Page not found',

  'app.notFound.message': 'There is no page at this address.',
  'app.notFound.link': 'Go to the start page',

  'app.connection.down': 'The connection to the server was lost. Reconnecting…',

  'app.error.title': 'Something went wrong',
  'app.error.message': 'The page could not be shown. Reload the page to try again.',
  'app.error.userUnavailable': 'The server cannot be reached, so we cannot tell who is signed in.',
  'app.error.retry': 'Try Again',
  'app.error.reload': 'Reload',

  // A history of changes (a vehicle's, a customer's, a user's, an account's): src/history/.
  'app.history.loading': 'Loading the history…',
  'app.history.loadError': 'The history could not be loaded.',
  'app.history.empty': 'No changes recorded yet.',
  'app.history.more': 'Show Older Changes',
  'app.history.by': 'by {name}',
  'app.history.bySystem': 'by Vognpark',
  'app.history.change': '{field}: {from} → {to}',
  'app.history.value': '{field}: {value}',
  'app.history.none': '(none)',

  // The vehicle register (issue 14), kept in ./vehicles/en.ts
  // Clients, users and accounts (issue 16), kept in ./accounts/en.ts
  ...accounts,
  ...vehicles,
  // The dashboard, tasks and the driver's home (issue 15), kept in ./work-tasks/en.ts
  ...workTasks,
  // The compliance and inspections pages and their vehicle tabs (issue 15), kept in ./work-compliance/en.ts
  ...workCompliance,
} as const;

export type AppMessageId = keyof typeof en;
export type AppMessages = Record<AppMessageId, string>;

export default en satisfies AppMessages;
