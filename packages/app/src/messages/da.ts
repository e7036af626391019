import type { CoreMessages } from './en';

const da = {
  'app.documentTitle': '{title} · Vognpark',
  'app.productName': 'Vognpark',

  'app.landing.title': 'Velkommen til Vognpark',
  'app.landing.lead':
    'Flåde- og køretøjsstyring: køretøjer, eftersyn, opgaver, service og compliance samlet ét sted.',
  'app.landing.signIn': 'Log ind',
  'app.landing.goHome': 'Gå til din startside',

  'app.login.title': 'Log ind',
  'app.login.intro': 'Log ind med din arbejdsmail og din adgangskode.',
  'app.login.email': 'E-mail',
  'app.login.password': 'Adgangskode',
  'app.login.submit': 'Log ind',
  'app.login.submitting': 'Logger ind…',
  'app.login.invalid': 'Forkert e-mail eller adgangskode. Kontrollér dem, og prøv igen.',
  'app.login.throttled': 'For mange loginforsøg. Vent et minut, og prøv så igen.',
  'app.login.network': 'Serveren kan ikke nås. Kontrollér din forbindelse, og prøv igen.',
  'app.login.failed': 'Login mislykkedes. Prøv igen om lidt.',

  'app.page.account': 'Min konto',

  // The buttons of every form drawer.
  'app.form.save': 'Gem',
  'app.form.saving': 'Gemmer…',
  'app.form.cancel': 'Annullér',
  // A save refused because someone else changed the record meanwhile (forms/DrawerParts.tsx).
  'app.form.conflict.changedBy':
    'Ændret af {name} den {time}, mens du redigerede. Dine ændringer er ikke gemt.',
  'app.form.conflict.changedBySomeone':
    'Ændret af en anden den {time}, mens du redigerede. Dine ændringer er ikke gemt.',
  'app.form.conflict.fields': 'Deres ændringer: {fields}.',
  'app.form.conflict.loading': 'Henter deres ændringer…',
  'app.form.conflict.choose':
    'Det, du skrev, står stadig herunder. Brug deres ændringer i stedet, eller behold dine og gem igen for at erstatte deres.',
  'app.form.conflict.takeTheirs': 'Brug deres ændringer',
  'app.form.conflict.keepMine': 'Behold mine ændringer',

  'app.page.client': 'Oversigt',
  'app.page.notFound': 'Siden blev ikke fundet',

  'app.notFound.message': 'Der findes ingen side på denne adresse.',
  'app.notFound.link': 'Gå til startsiden',

  'app.connection.down': 'Forbindelsen til serveren blev afbrudt. Genopretter forbindelsen…',

  'app.error.title': 'Noget gik galt',
  'app.error.message': 'Siden kunne ikke vises. Genindlæs siden for at prøve igen.',
  'app.error.userUnavailable': 'Serveren kan ikke nås, så vi kan ikke se, hvem der er logget ind.',
  'app.error.retry': 'Prøv igen',
  'app.error.reload': 'Genindlæs',

  // A history of changes (a vehicle's, a customer's, a user's, an account's): src/history/.
  'app.history.loading': 'Indlæser historikken…',
  'app.history.loadError': 'Historikken kunne ikke indlæses.',
  'app.history.empty': 'Ingen ændringer registreret endnu.',
  'app.history.more': 'Vis ældre ændringer',
  'app.history.by': 'af {name}',
  'app.history.bySystem': 'af Vognpark',
  'app.history.change': '{field}: {from} → {to}',
  'app.history.value': '{field}: {value}',
  'app.history.none': '(ingen)',
} satisfies CoreMessages;

export default da;
