/**
 * The strings of the inspections page and the vehicle page's inspections tab (issue 15) in
 * English. A chunk of its own per language, loaded with the pages that show it
 * (i18n/loadMessages.ts); the other languages are typed against this file.
 */
const inspectionsEn = {
  'app.inspections.count': '{count, plural, =0 {No inspections} one {# inspection} other {# inspections}}',
  'app.inspections.table.label': 'Inspections',
  'app.inspections.schedule': 'Schedule Inspection',
  'app.inspections.loadError': 'The inspections could not be loaded.',
  'app.inspections.empty.title': 'No inspections yet',
  'app.inspections.empty.body': 'Schedule walk-around and safety checks of the vehicles.',
  'app.inspections.noMatches.title': 'No inspections match',
  'app.inspections.noMatches.body': 'No inspection matches the filters.',
  'app.inspections.readOnly': 'Read only: the customer keeps its own inspections.',
  'app.inspections.notCompleted': 'Not completed',
  'app.inspections.defectCount': '{count, plural, =0 {no defects} one {# defect} other {# defects}}',

  'app.inspections.filter.label': 'Filter inspections',
  'app.inspections.filter.state': 'Status',
  'app.inspections.filter.kind': 'Kind',

  'app.inspections.state.overdue': 'Overdue',
  'app.inspections.state.due_soon': 'Due soon',
  'app.inspections.state.scheduled': 'Planned',
  'app.inspections.state.completed': 'Completed',
  'app.inspections.kind.walk_around': 'Walk-around check',
  'app.inspections.kind.safety': 'Safety check',
  'app.inspections.kind.syn_preparation': 'Preparation for the periodic inspection',
  'app.inspections.result.pass': 'Passed',
  'app.inspections.result.fail': 'Failed',
  'app.inspections.severity.minor': 'Minor',
  'app.inspections.severity.major': 'Major',
  'app.inspections.severity.critical': 'Critical',

  'app.inspections.column.kind': 'Inspection',
  'app.inspections.column.vehicle': 'Vehicle',
  'app.inspections.column.client': 'Customer',
  'app.inspections.column.dueDate': 'Due date',
  'app.inspections.column.state': 'Status',
  'app.inspections.column.result': 'Result',
  'app.inspections.column.actions': 'Actions',
  'app.inspections.actions.label': 'Actions for {name}',
  'app.inspections.actions.complete': 'Complete',
  'app.inspections.actions.edit': 'Edit',

  'app.inspections.form.scheduleTitle': 'Schedule Inspection',
  'app.inspections.form.editTitle': 'Edit inspection',
  'app.inspections.form.kind': 'Kind',
  'app.inspections.form.dueDate': 'Due date',
  'app.inspections.form.notes': 'Notes',
  'app.inspections.form.errorsTitle': 'The inspection was not saved',

  'app.inspections.complete.title': 'Complete {kind}',
  'app.inspections.complete.description': 'Vehicle {plate}, due {date}',
  'app.inspections.complete.result': 'Result',
  'app.inspections.complete.inspector': 'Inspected by',
  'app.inspections.complete.inspectorHint': 'The name of the person or garage that did the check.',
  'app.inspections.complete.defects': 'Defects found',
  'app.inspections.complete.defectsHint':
    'Each defect becomes a task: critical ones due today, major ones in 7 days, minor ones in 30 days.',
  'app.inspections.complete.noDefects': 'No defects added.',
  'app.inspections.complete.defectText': 'Defect {number}',
  'app.inspections.complete.defectSeverity': 'Severity of defect {number}',
  'app.inspections.complete.removeDefect': 'Remove Defect {number}',
  'app.inspections.complete.addDefect': 'Add Defect',
  'app.inspections.complete.assignee': 'Give the tasks to',
  'app.inspections.complete.assigneeHint': 'The tasks made from the defects go to this person.',
  'app.inspections.complete.nobody': 'Nobody yet',
  'app.inspections.complete.save': 'Complete Inspection',
  'app.inspections.complete.errorsTitle': 'The inspection was not completed',

  'app.inspections.saved.scheduled': '{kind} of {plate} scheduled for {date}.',
  'app.inspections.saved.updated': 'Changes to {kind} of {plate} saved.',
  'app.inspections.saved.completed':
    '{kind} of {plate} completed. {count, plural, =0 {No tasks were made.} one {# task was made from the defects.} other {# tasks were made from the defects.}}',
  'app.inspections.saved.error': 'Saving did not work. What you typed is kept; try again in a moment.',
  'app.inspections.error.alreadyCompleted': 'This inspection has been completed already.',
  'app.inspections.error.assigneeUnknown': 'This person cannot be given the tasks.',

  'app.inspections.vehicleTab.showAll': 'Open in Inspections',
  'app.inspections.vehicleTab.empty': 'No inspections for this vehicle yet',
  'app.inspections.vehicleTab.emptyBody': 'Schedule a walk-around or safety check.',

  'app.inspections.detail.open': 'Open {name}',
  'app.inspections.detail.loading': 'Loading the inspection…',
  'app.inspections.detail.loadError':
    'The inspection could not be loaded. It may have been removed, or you may not have access to it.',
  'app.inspections.detail.label': 'Inspection',
  'app.inspections.detail.facts': 'Details',
  'app.inspections.detail.completedAt': 'Completed',
  'app.inspections.detail.completedBy': 'Recorded by',
  'app.inspections.detail.notCompleted': 'Not completed yet',
  'app.inspections.detail.noInspector': 'Not given',
  'app.inspections.detail.noNotes': 'No notes.',
  'app.inspections.detail.defects': 'Defects',
  'app.inspections.detail.noDefects': 'No defects recorded.',
  'app.inspections.detail.defectTask': 'Open the task',
  'app.inspections.detail.history': 'History',
  'app.inspections.history.scheduled': 'Inspection scheduled',
  'app.inspections.history.updated': 'Inspection changed',
  'app.inspections.history.completed': 'Inspection completed',
  'app.inspections.history.other': 'Changed',
  'app.inspections.detail.comments': 'Comments',
  'app.inspections.detail.commentHint': 'Everyone who can open this inspection reads it.',
  'app.inspections.history.commented': 'Comment added',
  'app.inspections.history.comment': 'Comment',
  'app.dashboard.tile.inspectionsDue': 'inspections overdue or due soon',
  'app.dashboard.upcoming.inspection': 'Inspection: {kind}',
  'app.dashboard.chart.inspections': 'Inspections',
  'app.inspections.driver.dueOn': 'Due {date}',
} as const;

export type InspectionsMessageId = keyof typeof inspectionsEn;
export type InspectionsMessages = Record<InspectionsMessageId, string>;

export default inspectionsEn satisfies InspectionsMessages;
