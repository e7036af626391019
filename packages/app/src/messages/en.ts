/**
 * The app's core strings in English, the default language: the shell, sign-in, errors, forms'
 * common words and the history list, loaded at start. Each area's message folder
 * (src/areas/<area>/messages/) is a chunk of its own per language, loaded with the pages that
 * show it (i18n/loadMessages.ts, docs/decisions/language-start-up.md). The other locale files are
 * typed against this one (and each folder's against its en.ts), so a missing or extra key fails
 * the type check. Page titles that name a menu entry come from the kit's `ui.nav.*` messages.
 */
import type { areas } from '../areas';
import type { AreaMessageId } from '../areas/area';

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

  'app.page.account': 'My Account',

  // The buttons of every form drawer.
  'app.form.save': 'Save',
  'app.form.saving': 'Saving…',
  'app.form.cancel': 'Cancel',
  // A save refused because someone else changed the record meanwhile (forms/DrawerParts.tsx).
  'app.form.conflict.changedBy':
    'Changed by {name} at {time} while you were editing. Your changes are not saved.',
  'app.form.conflict.changedBySomeone':
    'Changed by someone else at {time} while you were editing. Your changes are not saved.',
  'app.form.conflict.fields': 'They changed: {fields}.',
  'app.form.conflict.loading': 'Loading their changes…',
  'app.form.conflict.choose':
    'What you typed is kept below. Use their changes instead, or keep yours and save again to replace theirs.',
  'app.form.conflict.takeTheirs': 'Use Their Changes',
  'app.form.conflict.keepMine': 'Keep My Changes',

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
} as const;

export type CoreMessageId = keyof typeof en;
/** The messages every page may show, loaded at start (i18n/loadMessages.ts). */
export type CoreMessages = Record<CoreMessageId, string>;

/** Every message of the app: the core ones and those of each feature folder. */
export type AppMessageId = CoreMessageId | AreaMessageId<typeof areas>;
export type AppMessages = Record<AppMessageId, string>;

export default en satisfies CoreMessages;
