import type { TimeregMessageId } from './en';

const timeregFr: Record<TimeregMessageId, string> = {
  'app.timereg.tabs.label': 'Saisie des temps',
  'app.timereg.tabs.workingTime': 'Temps de travail',
  'app.timereg.tabs.tripLog': 'Carnet de route',
  'app.timereg.tabs.rules': 'Règles',
  'app.timereg.loading': 'Chargement…',
  'app.timereg.loadError': 'Le temps de travail n’a pas pu être chargé.',
  'app.timereg.retry': 'Réessayer',

  'app.timereg.week.label': 'Temps de travail de la semaine',
  'app.timereg.week.of': 'Semaine du {date}',
  'app.timereg.week.previous': 'Semaine précédente',
  'app.timereg.week.next': 'Semaine suivante',
  'app.timereg.month.previous': 'Mois précédent',
  'app.timereg.month.next': 'Mois suivant',
  'app.timereg.week.driver': 'Conducteur',
  'app.timereg.week.total': 'Semaine',
  'app.timereg.week.flags': 'Alertes',
  'app.timereg.week.noFlags': 'Aucune',
  'app.timereg.week.approved': 'Approuvé',
  'app.timereg.week.empty.title': 'Aucun conducteur pour l’instant',
  'app.timereg.week.empty.body':
    'Les conducteurs saisissent leurs journées de travail sur leur téléphone\u202f; leurs semaines s’affichent ici.',
  'app.timereg.approveMonth': 'Approuver {month}',
  'app.timereg.approvedDays':
    '{count, plural, =0 {Aucune journée de travail ouverte à approuver} one {# journée de travail approuvée} many {# journées de travail approuvées} other {# journées de travail approuvées}}',
  'app.timereg.approveFailed': 'Le mois n’a pas pu être approuvé.',

  'app.timereg.hours': '{hours, number} h et {minutes, number} min',

  'app.timereg.rule.daily_rest':
    'Repos journalier {actual}, au moins {limit} (directive sur le temps de travail)',
  'app.timereg.rule.average_week': 'Semaine moyenne {actual} sur 4 mois, au plus {limit}',
  'app.timereg.rule.day_off':
    '{actual, number} journées de travail d’affilée, un jour de congé après au plus {limit, number}',
  'app.timereg.rule.without_break': '{actual} de travail sans pause, au plus {limit} (2002/15/CE)',
  'app.timereg.rule.break_total': 'Pauses {actual}, au moins {limit} (2002/15/CE)',
  'app.timereg.rule.tacho_driving_without_break':
    'Conduite {actual} sans pause de 45 minutes, au plus {limit} (561/2006)',
  'app.timereg.rule.tacho_daily_driving': 'Conduite {actual} en une journée, au plus {limit} (561/2006)',
  'app.timereg.rule.tacho_extensions':
    'Conduite de plus de 9 h sur {actual, number} jours cette semaine, au plus {limit, number} (561/2006)',
  'app.timereg.rule.tacho_weekly_driving': 'Conduite {actual} cette semaine, au plus {limit} (561/2006)',
  'app.timereg.rule.tacho_fortnight_driving':
    'Conduite {actual} sur deux semaines, au plus {limit} (561/2006)',
  'app.timereg.rule.tacho_daily_rest': 'Repos journalier {actual}, au moins {limit} (561/2006)',
  'app.timereg.rule.tacho_reduced_rests':
    '{actual, number} repos journaliers réduits cette semaine, au plus {limit, number} (561/2006)',
  'app.timereg.rule.tacho_weekly_rest': '{actual} sans repos hebdomadaire, au plus {limit} (561/2006)',
  'app.timereg.rule.private_without_day_pass':
    'Trajet privé avec plaques d’immatriculation jaunes sans autorisation journalière',
  'app.timereg.rule.day_passes':
    '{actual, number} autorisations journalières cette année, au plus {limit, number}',
  'app.timereg.rule.home_work_days':
    'Trajets domicile–travail sur {actual, number} jours cette année, au plus {limit, number}',
  'app.timereg.rule.odometer_gap': '{actual, number} km non justifiés avant ce trajet',
  'app.timereg.rule.odometer_overlap': '{actual, number} km comptés deux fois avant ce trajet',

  'app.timereg.trips.label': 'Trajets du mois',
  'app.timereg.trips.month': 'Mois',
  'app.timereg.trips.date': 'Date',
  'app.timereg.trips.driver': 'Conducteur',
  'app.timereg.trips.vehicle': 'Véhicule',
  'app.timereg.trips.route': 'De – à',
  'app.timereg.trips.purpose': 'Motif',
  'app.timereg.trips.kind': 'Nature',
  'app.timereg.trips.km': 'Distance parcourue (km)',
  'app.timereg.trips.status': 'Statut',
  'app.timereg.trips.private': 'Privé (km seulement)',
  'app.timereg.trips.summary': '{km, number} km professionnels · indemnités kilométriques {amount}',
  'app.timereg.trips.noRate':
    '{km, number} km professionnels · aucun barème d’indemnités kilométriques pour cette année',
  'app.timereg.trips.empty.title': 'Aucun trajet ce mois-ci',
  'app.timereg.trips.empty.body':
    'Les conducteurs saisissent leurs trajets sur leur téléphone\u202f; le carnet de route du mois s’affiche ici.',
  'app.timereg.trips.approve': 'Approuver les trajets',
  'app.timereg.trips.approved':
    '{count, plural, =0 {Aucun trajet soumis à approuver} one {# trajet approuvé} many {# trajets approuvés} other {# trajets approuvés}}',
  'app.timereg.trips.export': 'Exporter en CSV',

  'app.timereg.kind.business': 'Professionnel',
  'app.timereg.kind.private': 'Privé',
  'app.timereg.kind.home_work': 'Domicile–travail',
  'app.timereg.status.draft': 'Brouillon',
  'app.timereg.status.submitted': 'Soumis',
  'app.timereg.status.approved': 'Approuvé',
  'app.timereg.period.work': 'Travail',
  'app.timereg.period.driving': 'Conduite',
  'app.timereg.period.availability': 'Disponibilité',
  'app.timereg.period.break': 'Pause',

  'app.timereg.rules.agreements': 'Contrats de temps de travail',
  'app.timereg.rules.weekly': 'Heures par semaine',
  'app.timereg.rules.window': 'Journée de travail normale',
  'app.timereg.rules.tachograph': 'Règles du chronotachygraphe',
  'app.timereg.rules.yes': 'Oui',
  'app.timereg.rules.no': 'Non',
  'app.timereg.rules.rates': 'Barèmes des indemnités kilométriques',
  'app.timereg.rules.year': 'Année',
  'app.timereg.rules.rateLow': 'Jusqu’à {km, number} km',
  'app.timereg.rules.rateHigh': 'Au-delà de {km, number} km',

  'app.timereg.driver.heading': 'Ma journée de travail',
  'app.timereg.driver.date': 'Date',
  'app.timereg.driver.start': 'Commencer',
  'app.timereg.driver.stop': 'Arrêter',
  'app.timereg.driver.running': '{kind} depuis {time}',
  'app.timereg.driver.periodKind': 'Nature',
  'app.timereg.driver.from': 'De (ex. 07:30)',
  'app.timereg.driver.to': 'À (ex. 16:00)',
  'app.timereg.driver.addPeriod': 'Ajouter une période',
  'app.timereg.driver.removePeriod': 'Retirer la période',
  'app.timereg.driver.saveDay': 'Enregistrer la journée de travail',
  'app.timereg.driver.daySaved': 'Journée de travail enregistrée',
  'app.timereg.driver.locked': 'Cette journée de travail est approuvée et verrouillée.',
  'app.timereg.driver.total': 'Temps de travail aujourd’hui\u202f: {time}',
  'app.timereg.driver.tripHeading': 'Nouveau trajet',
  'app.timereg.driver.tripVehicle': 'Véhicule',
  'app.timereg.driver.tripFrom': 'Départ de',
  'app.timereg.driver.tripTo': 'Arrivée à',
  'app.timereg.driver.tripStart': 'Heure de départ (ex. 07:30)',
  'app.timereg.driver.tripEnd': 'Heure d’arrivée (ex. 08:15)',
  'app.timereg.driver.odometerStart': 'Kilométrage au départ',
  'app.timereg.driver.odometerEnd': 'Kilométrage à l’arrivée',
  'app.timereg.driver.tripPurpose': 'Motif',
  'app.timereg.driver.tripKind': 'Nature du trajet',
  'app.timereg.driver.saveTrip': 'Enregistrer le trajet',
  'app.timereg.driver.tripSaved': 'Trajet enregistré\u202f: {km, number} km',
  'app.timereg.driver.offline':
    'Pas de connexion\u202f: votre saisie est conservée et envoyée dès le retour de la connexion.',
  'app.timereg.driver.failed': 'L’enregistrement a échoué.',
  'app.timereg.driver.noVehicle': 'Aucun véhicule',

  'app.timereg.error.required': 'Remplissez ce champ.',
  'app.timereg.error.clock': 'Écrivez une heure comme 07:30.',
  'app.timereg.error.overlap': 'Deux périodes se chevauchent.',
  'app.timereg.error.in_future': 'La date est dans le futur.',
  'app.timereg.error.approved': 'Cette journée de travail est approuvée et verrouillée.',
  'app.timereg.error.below_start': 'Inférieur au kilométrage au départ.',
  'app.timereg.error.decreased': 'Inférieur au dernier kilométrage du véhicule.',
  'app.timereg.error.above_later': 'Supérieur à un kilométrage ultérieur.',
  'app.timereg.error.taken': 'Déjà pris.',
};

export default timeregFr;
