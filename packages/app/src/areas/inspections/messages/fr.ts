import type { InspectionsMessages } from './en';

// French typography: a narrow no-break space (U+202F) before : ; ! ? (docs/glossary.md).
const inspectionsFr: InspectionsMessages = {
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
  'app.inspections.filter.state': 'Statut',
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
  'app.inspections.column.state': 'Statut',
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

  'app.inspections.detail.open': 'Ouvrir {name}',
  'app.inspections.detail.loading': 'Chargement de l’inspection…',
  'app.inspections.detail.loadError':
    'L’inspection n’a pas pu être chargée. Elle a peut-être été supprimée, ou vous n’y avez pas accès.',
  'app.inspections.detail.label': 'Fiche d’inspection',
  'app.inspections.detail.facts': 'Détails',
  'app.inspections.detail.completedAt': 'Effectuée le',
  'app.inspections.detail.completedBy': 'Enregistrée par',
  'app.inspections.detail.notCompleted': 'Pas encore effectuée',
  'app.inspections.detail.noInspector': 'Non indiqué',
  'app.inspections.detail.noNotes': 'Aucune note.',
  'app.inspections.detail.defects': 'Défauts',
  'app.inspections.detail.noDefects': 'Aucun défaut enregistré.',
  'app.inspections.detail.defectTask': 'Ouvrir la tâche',
  'app.inspections.detail.history': 'Historique',
  'app.inspections.history.scheduled': 'Inspection planifiée',
  'app.inspections.history.updated': 'Inspection modifiée',
  'app.inspections.history.completed': 'Inspection effectuée',
  'app.inspections.history.other': 'Modifiée',
};

export default inspectionsFr;
