import type { CoreMessages } from './en';

const fr = {
  'app.documentTitle': '{title} · Vognpark',
  'app.productName': 'Vognpark',

  'app.landing.title': 'Bienvenue sur Vognpark',
  'app.landing.lead':
    'Gestion de flotte et de véhicules : véhicules, inspections, tâches, entretien et conformité au même endroit.',
  'app.landing.signIn': 'Se connecter',
  'app.landing.goHome': 'Aller à votre page d’accueil',

  'app.login.title': 'Connexion',
  'app.login.intro': 'Connectez-vous avec votre adresse e-mail professionnelle et votre mot de passe.',
  'app.login.email': 'Adresse e-mail',
  'app.login.password': 'Mot de passe',
  'app.login.submit': 'Se connecter',
  'app.login.submitting': 'Connexion…',
  'app.login.invalid': 'Adresse e-mail ou mot de passe incorrect. Vérifiez-les et réessayez.',
  'app.login.throttled': 'Trop de tentatives de connexion. Attendez une minute, puis réessayez.',
  'app.login.network': 'Le serveur est injoignable. Vérifiez votre connexion et réessayez.',
  'app.login.failed': 'Échec de la connexion. Réessayez dans un instant.',

  'app.page.account': 'Mon compte',

  // The buttons of every form drawer.
  'app.form.save': 'Enregistrer',
  'app.form.saving': 'Enregistrement…',
  'app.form.cancel': 'Annuler',
  // A save refused because someone else changed the record meanwhile (forms/DrawerParts.tsx).
  'app.form.conflict.changedBy':
    'Modifié par {name} le {time} pendant votre modification. Vos changements ne sont pas enregistrés.',
  'app.form.conflict.changedBySomeone':
    'Modifié par quelqu’un d’autre le {time} pendant votre modification. Vos changements ne sont pas enregistrés.',
  'app.form.conflict.fields': 'Champs modifiés : {fields}.',
  'app.form.conflict.loading': 'Chargement de leurs changements…',
  'app.form.conflict.choose':
    'Votre saisie est conservée ci-dessous. Utilisez leurs changements, ou gardez les vôtres et enregistrez à nouveau pour remplacer les leurs.',
  'app.form.conflict.takeTheirs': 'Utiliser leurs changements',
  'app.form.conflict.keepMine': 'Garder mes changements',

  'app.page.client': 'Vue d’ensemble',
  'app.page.notFound': 'Page introuvable',

  'app.notFound.message': 'Il n’y a aucune page à cette adresse.',
  'app.notFound.link': 'Aller à la page d’accueil',

  'app.connection.down': 'La connexion au serveur a été perdue. Reconnexion en cours…',

  'app.error.title': 'Un problème est survenu',
  'app.error.message': 'La page n’a pas pu être affichée. Rechargez la page pour réessayer.',
  'app.error.userUnavailable': 'Le serveur est injoignable : impossible de savoir qui est connecté.',
  'app.error.retry': 'Réessayer',
  'app.error.reload': 'Recharger',

  // A history of changes (a vehicle's, a customer's, a user's, an account's): src/history/.
  'app.history.loading': 'Chargement de l’historique…',
  'app.history.loadError': 'L’historique n’a pas pu être chargé.',
  'app.history.empty': 'Aucune modification enregistrée pour l’instant.',
  'app.history.more': 'Afficher les modifications plus anciennes',
  'app.history.by': 'par {name}',
  'app.history.bySystem': 'par Vognpark',
  'app.history.change': '{field} : {from} → {to}',
  'app.history.value': '{field} : {value}',
  'app.history.none': '(aucune)',
} satisfies CoreMessages;

export default fr;
