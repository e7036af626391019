/**
 * The strings of the compliance page and the vehicle page's compliance tab (issue 15) in English.
 * A chunk of its own per language, loaded with the pages that show it (i18n/loadMessages.ts); the
 * other languages are typed against this file.
 */
const complianceEn = {
  'app.compliance.count': '{count, plural, =0 {No obligations} one {# obligation} other {# obligations}}',
  'app.compliance.table.label': 'Compliance obligations',
  'app.compliance.add': 'Add Obligation',
  'app.compliance.loading': 'Loading…',
  'app.compliance.loadError': 'The obligations could not be loaded.',
  'app.compliance.empty.title': 'No obligations yet',
  'app.compliance.empty.body':
    'Add the insurance, road tax and periodic inspection of each vehicle to see what falls due.',
  'app.compliance.noMatches.title': 'No obligations match',
  'app.compliance.noMatches.body': 'No obligation matches the filters.',
  'app.compliance.noVehicle': 'No vehicle',
  'app.compliance.noDate': 'No date',

  'app.compliance.filter.label': 'Filter obligations',
  'app.compliance.filter.state': 'Status',
  'app.compliance.filter.kind': 'Kind',
  'app.compliance.filter.vehicle': 'Vehicle',
  'app.compliance.filter.oneVehicle': 'One vehicle',

  'app.compliance.state.missing': 'Missing',
  'app.compliance.state.overdue': 'Overdue',
  'app.compliance.state.due_soon': 'Due soon',
  'app.compliance.state.in_order': 'In order',
  'app.compliance.kind.periodic_inspection': 'Periodic inspection',
  'app.compliance.kind.insurance': 'Insurance',
  'app.compliance.kind.road_tax': 'Road tax',
  'app.compliance.kind.leasing_end': 'Leasing end',
  'app.compliance.kind.tachograph': 'Tachograph calibration',
  'app.compliance.kind.custom': 'Other obligation',

  'app.compliance.column.obligation': 'Obligation',
  'app.compliance.column.vehicle': 'Vehicle',
  'app.compliance.column.validUntil': 'Valid until',
  'app.compliance.column.state': 'Status',
  'app.compliance.column.actions': 'Actions',
  'app.compliance.actions.label': 'Actions for {name}',
  'app.compliance.actions.renew': 'Renew',
  'app.compliance.actions.edit': 'Edit',

  'app.compliance.form.addTitle': 'Add Obligation',
  'app.compliance.form.editTitle': 'Edit {name}',
  'app.compliance.form.forVehicle': 'Vehicle {plate}',
  'app.compliance.form.plate': 'Vehicle',
  'app.compliance.form.plateHint': 'Search the register by registration number, make, model or driver.',
  'app.compliance.form.kind': 'Kind',
  'app.compliance.form.title': 'Name',
  'app.compliance.form.titleHint': 'Needed for other obligations, for example “ADR certificate”.',
  'app.compliance.form.validUntil': 'Valid until',
  'app.compliance.form.validUntilHint':
    'Leave it empty when the date is not known: the obligation shows as missing.',
  'app.compliance.form.clearDate': 'Clear Date',
  'app.compliance.form.errorsTitle': 'The obligation was not saved',

  'app.compliance.renew.title': 'Renew {name}',
  'app.compliance.renew.current': 'Valid until {date}',
  'app.compliance.renew.completedOn': 'Renewed on',
  'app.compliance.renew.validUntil': 'New valid-until date',
  'app.compliance.renew.note': 'Note',
  'app.compliance.renew.noteHint': 'For example the policy number or the garage.',
  'app.compliance.renew.save': 'Save Renewal',
  'app.compliance.renew.errorsTitle': 'The renewal was not saved',

  'app.compliance.history.title': 'Earlier renewals',
  'app.compliance.history.empty': 'Not renewed in Vognpark yet.',
  'app.compliance.history.loadError': 'The earlier renewals could not be loaded.',
  'app.compliance.history.renewed': 'Renewed on {completedOn}, valid until {validUntil}',
  'app.compliance.history.previous': 'before: {date}',
  'app.compliance.history.previousNone': 'before: no date',
  'app.compliance.history.by': 'by {name}',
  'app.compliance.history.bySystem': 'by Vognpark',
  'app.compliance.history.more': 'Show More',

  'app.compliance.saved.created': '{name} added to {plate}.',
  'app.compliance.saved.updated': 'Changes to {name} saved.',
  'app.compliance.saved.renewed': '{name} renewed: valid until {date}.',
  'app.compliance.saved.error': 'Saving did not work. What you typed is kept; try again in a moment.',

  'app.compliance.error.required': 'Fill in this field.',
  'app.compliance.error.tooLong': 'This is too long.',
  'app.compliance.error.controlCharacters': 'Remove the special characters (tabs, line breaks).',
  'app.compliance.error.date': 'Choose a date in the calendar.',
  'app.compliance.error.invalid': 'Check this value.',
  'app.compliance.error.dateRange': 'Choose a date from 1900 to 2100.',
  'app.compliance.error.vehicleUnknown': 'No vehicle in your register has this registration.',
  'app.compliance.error.duplicate': 'This vehicle already has an obligation of this kind.',
  'app.compliance.error.inFuture': 'This day has not come yet: choose today or a day before.',
  'app.compliance.error.notAfterCompleted': 'Choose a date after the day of the renewal.',

  'app.compliance.vehicleTab.showAll': 'Open in Compliance',
  'app.compliance.vehicleTab.empty': 'No obligations for this vehicle yet',
  'app.compliance.vehicleTab.emptyBody': 'Add its insurance, road tax and periodic inspection.',
  'app.dashboard.tile.compliance': 'compliance obligations missing, overdue or due soon',
  'app.dashboard.upcoming.compliance': 'Compliance: {kind}',
  'app.dashboard.chart.compliance': 'Compliance obligations',
  'app.driver.validUntil': 'Valid until {date}',
  'app.driver.noDate': 'No date recorded',
} as const;

export type ComplianceMessageId = keyof typeof complianceEn;
export type ComplianceMessages = Record<ComplianceMessageId, string>;

export default complianceEn satisfies ComplianceMessages;
