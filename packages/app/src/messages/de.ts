import type { CoreMessages } from './en';

const de = {
  'app.documentTitle': '{title} · Vognpark',
  'app.productName': 'Vognpark',

  'app.landing.title': 'Willkommen bei Vognpark',
  'app.landing.lead':
    'Flotten- und Fahrzeugverwaltung: Fahrzeuge, Fahrzeugprüfungen, Aufgaben, Wartung und Compliance an einem Ort.',
  'app.landing.signIn': 'Anmelden',
  'app.landing.goHome': 'Zu Ihrer Startseite',

  'app.login.title': 'Anmelden',
  'app.login.intro': 'Melden Sie sich mit Ihrer geschäftlichen E-Mail-Adresse und Ihrem Passwort an.',
  'app.login.email': 'E-Mail-Adresse',
  'app.login.password': 'Passwort',
  'app.login.submit': 'Anmelden',
  'app.login.submitting': 'Anmeldung läuft…',
  'app.login.invalid':
    'E-Mail-Adresse oder Passwort ist falsch. Bitte prüfen Sie beides und versuchen Sie es erneut.',
  'app.login.throttled': 'Zu viele Anmeldeversuche. Warten Sie eine Minute und versuchen Sie es dann erneut.',
  'app.login.network':
    'Der Server ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'app.login.failed': 'Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es in Kürze erneut.',

  'app.page.account': 'Mein Konto',

  // The buttons of every form drawer.
  'app.form.save': 'Speichern',
  'app.form.saving': 'Wird gespeichert…',
  'app.form.cancel': 'Abbrechen',
  // A save refused because someone else changed the record meanwhile (forms/DrawerParts.tsx).
  'app.form.conflict.changedBy':
    'Geändert von {name} am {time}, während Sie bearbeitet haben. Ihre Änderungen sind nicht gespeichert.',
  'app.form.conflict.changedBySomeone':
    'Von jemand anderem geändert am {time}, während Sie bearbeitet haben. Ihre Änderungen sind nicht gespeichert.',
  'app.form.conflict.fields': 'Dort geändert: {fields}.',
  'app.form.conflict.loading': 'Die neueren Änderungen werden geladen…',
  'app.form.conflict.choose':
    'Ihre Eingaben bleiben unten erhalten. Übernehmen Sie die anderen Änderungen oder behalten Sie Ihre und speichern Sie erneut, um jene zu ersetzen.',
  'app.form.conflict.takeTheirs': 'Andere Änderungen übernehmen',
  'app.form.conflict.keepMine': 'Meine Änderungen behalten',

  'app.page.client': 'Übersicht',
  'app.page.notFound': 'Seite nicht gefunden',

  'app.notFound.message': 'Unter dieser Adresse gibt es keine Seite.',
  'app.notFound.link': 'Zur Startseite',

  'app.connection.down': 'Die Verbindung zum Server wurde unterbrochen. Verbindung wird wiederhergestellt…',

  'app.error.title': 'Etwas ist schiefgelaufen',
  'app.error.message':
    'Die Seite konnte nicht angezeigt werden. Laden Sie die Seite neu, um es erneut zu versuchen.',
  'app.error.userUnavailable': 'Der Server ist nicht erreichbar, daher wissen wir nicht, wer angemeldet ist.',
  'app.error.retry': 'Erneut versuchen',
  'app.error.reload': 'Neu laden',

  // A history of changes (a vehicle's, a customer's, a user's, an account's): src/history/.
  'app.history.loading': 'Verlauf wird geladen…',
  'app.history.loadError': 'Der Verlauf konnte nicht geladen werden.',
  'app.history.empty': 'Noch keine Änderungen erfasst.',
  'app.history.more': 'Ältere Änderungen zeigen',
  'app.history.by': 'von {name}',
  'app.history.bySystem': 'von Vognpark',
  'app.history.change': '{field}: {from} → {to}',
  'app.history.value': '{field}: {value}',
  'app.history.none': '(keine)',
} satisfies CoreMessages;

export default de;
