import type { WorkComplianceMessages } from './en';

// French typography: a narrow no-break space (U+202F) before : ; ! ? (docs/glossary.md).
const workComplianceFr: WorkComplianceMessages = {
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
  'app.compliance.filter.state': 'État',
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
  'app.compliance.column.state': 'État',
  'app.compliance.column.actions': 'Actions',
  'app.compliance.actions.label': 'Actions pour {name}',
  'app.compliance.actions.renew': 'Renouveler',
  'app.compliance.actions.edit': 'Modifier',

  'app.compliance.form.addTitle': 'Ajouter une obligation',
  'app.compliance.form.editTitle': 'Modifier {name}',
  'app.compliance.form.forVehicle': 'Véhicule {plate}',
  'app.compliance.form.plate': 'Immatriculation',
  'app.compliance.form.plateHint':
    'L’immatriculation d’un véhicule de votre registre, par exemple AB 12 345.',
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

  'app.inspections.count':
    '{count, plural, =0 {Aucune inspection} one {# inspection} many {# inspections} other {# inspections}}',
  'app.inspections.table.label': 'Inspections',
  'app.inspections.schedule': 'Planifier une inspection',
  'app.inspections.loadError': 'Les inspections n’ont pas pu être chargées.',
  'app.inspections.empty.title': 'Aucune inspection pour l’instant',
  'app.inspections.empty.body': 'Planifiez des contrôles visuels et de sécurité des véhicules.',
  'app.inspections.noMatches.title': 'Aucune inspection ne correspond',
  'app.inspections.noMatches.body': 'Aucune inspection ne correspond aux filtres.',
  'app.inspections.readOnly': 'Lecture seule\u202F: le client tient lui-même ses inspections.',
  'app.inspections.notCompleted': 'Non effectuée',
  'app.inspections.defectCount':
    '{count, plural, =0 {aucun défaut} one {# défaut} many {# défauts} other {# défauts}}',

  'app.inspections.filter.label': 'Filtrer les inspections',
  'app.inspections.filter.state': 'État',
  'app.inspections.filter.kind': 'Nature',

  'app.inspections.state.overdue': 'En retard',
  'app.inspections.state.due_soon': 'Échéance proche',
  'app.inspections.state.scheduled': 'Planifiée',
  'app.inspections.state.completed': 'Effectuée',
  'app.inspections.kind.walk_around': 'Tour du véhicule',
  'app.inspections.kind.safety': 'Contrôle de sécurité',
  'app.inspections.kind.syn_preparation': 'Préparation au contrôle technique',
  'app.inspections.result.pass': 'Réussie',
  'app.inspections.result.fail': 'Échouée',
  'app.inspections.severity.minor': 'Mineur',
  'app.inspections.severity.major': 'Majeur',
  'app.inspections.severity.critical': 'Critique',

  'app.inspections.column.kind': 'Type d’inspection',
  'app.inspections.column.vehicle': 'Véhicule',
  'app.inspections.column.client': 'Client',
  'app.inspections.column.dueDate': 'Échéance',
  'app.inspections.column.state': 'État',
  'app.inspections.column.result': 'Résultat',
  'app.inspections.column.actions': 'Actions',
  'app.inspections.actions.label': 'Actions pour {name}',
  'app.inspections.actions.complete': 'Clôturer',
  'app.inspections.actions.edit': 'Modifier',

  'app.inspections.form.scheduleTitle': 'Planifier une inspection',
  'app.inspections.form.editTitle': 'Modifier l’inspection',
  'app.inspections.form.kind': 'Nature',
  'app.inspections.form.dueDate': 'Échéance',
  'app.inspections.form.notes': 'Remarques',
  'app.inspections.form.errorsTitle': 'L’inspection n’a pas été enregistrée',

  'app.inspections.complete.title': 'Clôturer l’inspection\u202F: {kind}',
  'app.inspections.complete.description': 'Véhicule {plate}, échéance le {date}',
  'app.inspections.complete.result': 'Résultat',
  'app.inspections.complete.inspector': 'Contrôlé par',
  'app.inspections.complete.inspectorHint': 'Le nom de la personne ou du garage qui a effectué le contrôle.',
  'app.inspections.complete.defects': 'Défauts constatés',
  'app.inspections.complete.defectsHint':
    'Chaque défaut devient une tâche\u202F: les critiques pour aujourd’hui, les majeurs sous 7 jours, les mineurs sous 30 jours.',
  'app.inspections.complete.noDefects': 'Aucun défaut ajouté.',
  'app.inspections.complete.defectText': 'Défaut {number}',
  'app.inspections.complete.defectSeverity': 'Gravité du défaut {number}',
  'app.inspections.complete.removeDefect': 'Retirer le défaut {number}',
  'app.inspections.complete.addDefect': 'Ajouter un défaut',
  'app.inspections.complete.assignee': 'Confier les tâches à',
  'app.inspections.complete.assigneeHint': 'Les tâches issues des défauts sont confiées à cette personne.',
  'app.inspections.complete.nobody': 'Personne pour l’instant',
  'app.inspections.complete.save': 'Clôturer l’inspection',
  'app.inspections.complete.errorsTitle': 'L’inspection n’a pas été clôturée',

  'app.inspections.saved.scheduled': 'Inspection planifiée\u202F: {kind}, {plate}, le {date}.',
  'app.inspections.saved.updated': 'Modifications enregistrées\u202F: {kind}, {plate}.',
  'app.inspections.saved.completed':
    'Inspection clôturée\u202F: {kind}, {plate}. {count, plural, =0 {Aucune tâche créée.} one {# tâche créée à partir des défauts.} many {# tâches créées à partir des défauts.} other {# tâches créées à partir des défauts.}}',
  'app.inspections.saved.error':
    'L’enregistrement a échoué. Votre saisie est conservée\u202F; réessayez dans un instant.',
  'app.inspections.error.alreadyCompleted': 'Cette inspection a déjà été clôturée.',
  'app.inspections.error.assigneeUnknown': 'Cette personne ne peut pas recevoir les tâches.',

  'app.inspections.vehicleTab.showAll': 'Ouvrir dans Inspections',
  'app.inspections.vehicleTab.empty': 'Aucune inspection pour ce véhicule pour l’instant',
  'app.inspections.vehicleTab.emptyBody': 'Planifiez un tour du véhicule ou un contrôle de sécurité.',
};

export default workComplianceFr;
