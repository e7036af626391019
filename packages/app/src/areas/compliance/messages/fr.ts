import type { ComplianceMessages } from './en';

// French typography: a narrow no-break space (U+202F) before : ; ! ? (docs/glossary.md).
const complianceFr: ComplianceMessages = {
  'app.compliance.count':
    '{count, plural, =0 {Aucune obligation} one {# obligation} many {# obligations} other {# obligations}}',
  'app.compliance.table.label': 'Obligations de conformité',
  'app.compliance.add': 'Ajouter une obligation',
  'app.compliance.loading': 'Chargement…',
  'app.compliance.loadError': 'Les obligations n’ont pas pu être chargées.',
  'app.compliance.empty.title': 'Aucune obligation pour l’instant',
  'app.compliance.empty.body':
    'Ajoutez l’assurance, la taxe routière et le contrôle technique de chaque véhicule pour voir ce qui arrive à échéance.',
  'app.compliance.noMatches.title': 'Aucune obligation ne correspond',
  'app.compliance.noMatches.body': 'Aucune obligation ne correspond aux filtres.',
  'app.compliance.noVehicle': 'Aucun véhicule',
  'app.compliance.noDate': 'Aucune date',

  'app.compliance.filter.label': 'Filtrer les obligations',
  'app.compliance.filter.state': 'Statut',
  'app.compliance.filter.kind': 'Nature',
  'app.compliance.filter.vehicle': 'Véhicule',
  'app.compliance.filter.oneVehicle': 'Un véhicule',

  'app.compliance.state.missing': 'Manquante',
  'app.compliance.state.overdue': 'En retard',
  'app.compliance.state.due_soon': 'Échéance proche',
  'app.compliance.state.in_order': 'En règle',
  'app.compliance.kind.periodic_inspection': 'Contrôle technique',
  'app.compliance.kind.insurance': 'Assurance',
  'app.compliance.kind.road_tax': 'Taxe routière',
  'app.compliance.kind.leasing_end': 'Fin de leasing',
  'app.compliance.kind.tachograph': 'Étalonnage du chronotachygraphe',
  'app.compliance.kind.custom': 'Autre obligation',

  'app.compliance.column.obligation': 'Type d’obligation',
  'app.compliance.column.vehicle': 'Véhicule',
  'app.compliance.column.validUntil': 'Valable jusqu’au',
  'app.compliance.column.state': 'Statut',
  'app.compliance.column.actions': 'Actions',
  'app.compliance.actions.label': 'Actions pour {name}',
  'app.compliance.actions.renew': 'Renouveler',
  'app.compliance.actions.edit': 'Modifier',

  'app.compliance.form.addTitle': 'Ajouter une obligation',
  'app.compliance.form.editTitle': 'Modifier {name}',
  'app.compliance.form.forVehicle': 'Véhicule {plate}',
  'app.compliance.form.plate': 'Véhicule',
  'app.compliance.form.plateHint':
    'Cherchez dans le registre par immatriculation, marque, modèle ou conducteur.',
  'app.compliance.form.kind': 'Nature',
  'app.compliance.form.title': 'Nom',
  'app.compliance.form.titleHint': 'Nécessaire pour les autres obligations, par exemple le certificat ADR.',
  'app.compliance.form.validUntil': 'Valable jusqu’au',
  'app.compliance.form.validUntilHint':
    'Laissez vide si la date n’est pas connue\u202F: l’obligation apparaît alors comme manquante.',
  'app.compliance.form.clearDate': 'Effacer la date',
  'app.compliance.form.errorsTitle': 'L’obligation n’a pas été enregistrée',

  'app.compliance.renew.title': 'Renouveler {name}',
  'app.compliance.renew.current': 'Valable jusqu’au {date}',
  'app.compliance.renew.completedOn': 'Renouvelée le',
  'app.compliance.renew.validUntil': 'Nouvelle date de validité',
  'app.compliance.renew.note': 'Remarque',
  'app.compliance.renew.noteHint': 'Par exemple le numéro de police ou le garage.',
  'app.compliance.renew.save': 'Enregistrer le renouvellement',
  'app.compliance.renew.errorsTitle': 'Le renouvellement n’a pas été enregistré',

  'app.compliance.history.title': 'Renouvellements précédents',
  'app.compliance.history.empty': 'Pas encore renouvelée dans Vognpark.',
  'app.compliance.history.loadError': 'Les renouvellements précédents n’ont pas pu être chargés.',
  'app.compliance.history.renewed': 'Renouvelée le {completedOn}, valable jusqu’au {validUntil}',
  'app.compliance.history.previous': 'avant\u202F: {date}',
  'app.compliance.history.previousNone': 'avant\u202F: aucune date',
  'app.compliance.history.by': 'par {name}',
  'app.compliance.history.bySystem': 'par Vognpark',
  'app.compliance.history.more': 'Afficher plus',

  'app.compliance.saved.created': 'Obligation {name} ajoutée au véhicule {plate}.',
  'app.compliance.saved.updated': 'Modifications de {name} enregistrées.',
  'app.compliance.saved.renewed': 'Renouvellement de {name} enregistré\u202F: valable jusqu’au {date}.',
  'app.compliance.saved.error':
    'L’enregistrement a échoué. Votre saisie est conservée\u202F; réessayez dans un instant.',

  'app.compliance.error.required': 'Remplissez ce champ.',
  'app.compliance.error.tooLong': 'C’est trop long.',
  'app.compliance.error.controlCharacters':
    'Supprimez les caractères spéciaux (tabulations, sauts de ligne).',
  'app.compliance.error.date': 'Choisissez une date dans le calendrier.',
  'app.compliance.error.invalid': 'Vérifiez cette valeur.',
  'app.compliance.error.dateRange': 'Choisissez une date entre 1900 et 2100.',
  'app.compliance.error.vehicleUnknown': 'Aucun véhicule de votre registre n’a cette immatriculation.',
  'app.compliance.error.duplicate': 'Ce véhicule a déjà une obligation de cette nature.',
  'app.compliance.error.inFuture':
    'Ce jour n’est pas encore arrivé\u202F: choisissez aujourd’hui ou un jour précédent.',
  'app.compliance.error.notAfterCompleted': 'Choisissez une date postérieure au jour du renouvellement.',

  'app.compliance.vehicleTab.showAll': 'Ouvrir dans Conformité',
  'app.compliance.vehicleTab.empty': 'Aucune obligation pour ce véhicule pour l’instant',
  'app.compliance.vehicleTab.emptyBody': 'Ajoutez son assurance, sa taxe routière et son contrôle technique.',
  'app.dashboard.tile.compliance': 'obligations de conformité manquantes, en retard ou à échéance proche',
  'app.dashboard.upcoming.compliance': 'Conformité : {kind}',
  'app.dashboard.chart.compliance': 'Obligations de conformité',
  'app.driver.validUntil': 'Valable jusqu’au {date}',
  'app.driver.noDate': 'Aucune date saisie',
};

export default complianceFr;
