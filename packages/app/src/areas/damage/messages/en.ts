/**
 * The strings of the damage register (issue 35, docs/damage.md): /manager/damage-detection, its
 * record and detail drawers with the vehicle diagram, and the vehicle page's Damages tab, in
 * English. A chunk of its own per language; the other languages are typed against this file.
 */
const damageEn = {
  'app.damage.count': '{count, plural, =0 {No damages} one {# damage} other {# damages}}',
  'app.damage.record': 'Record Damage',
  'app.damage.filter.label': 'Filter damages',
  'app.damage.filter.status': 'Status',
  'app.damage.table': 'Damages',
  'app.damage.column.vehicle': 'Vehicle',
  'app.damage.column.place': 'Place',
  'app.damage.column.class': 'Type',
  'app.damage.column.severity': 'Severity',
  'app.damage.column.status': 'Status',
  'app.damage.column.found': 'Found',
  'app.damage.column.estimate': 'Estimate',
  'app.damage.none': '—',
  'app.damage.empty.title': 'No damages yet',
  'app.damage.empty.body': 'Damages to the vehicles appear here once they are recorded.',
  'app.damage.noMatches.title': 'No damages with these statuses',
  'app.damage.noMatches.body': 'Choose other statuses in the filter.',
  'app.damage.loadError': 'The damages could not be loaded.',

  'app.damage.zone.front': 'Front',
  'app.damage.zone.rear': 'Rear',
  'app.damage.zone.left': 'Left side',
  'app.damage.zone.right': 'Right side',
  'app.damage.zone.roof': 'Roof',
  'app.damage.zone.interior': 'Interior',

  'app.damage.class.scratch': 'Scratch',
  'app.damage.class.dent': 'Dent',
  'app.damage.class.crack': 'Crack',
  'app.damage.class.broken_part': 'Broken part',
  'app.damage.class.other': 'Other',

  'app.damage.severity.minor': 'Minor',
  'app.damage.severity.major': 'Major',
  'app.damage.severity.critical': 'Critical',

  'app.damage.status.new': 'New',
  'app.damage.status.confirmed': 'Confirmed',
  'app.damage.status.repair_task': 'Repair task',
  'app.damage.status.repaired': 'Repaired',
  'app.damage.status.no_correction': 'No correction needed',

  'app.damage.source.inspection_defect': 'Inspection defect',
  'app.damage.source.driver_report': 'Driver report',
  'app.damage.source.manual': 'Recorded by hand',

  'app.damage.action.confirm': 'Confirm',
  'app.damage.action.dismiss': 'No Correction Needed',
  'app.damage.action.create_repair_task': 'Create Repair Task',
  'app.damage.action.mark_repaired': 'Mark Repaired',
  'app.damage.action.reopen': 'Reopen',

  'app.damage.form.vehicle': 'Vehicle',
  'app.damage.form.place': 'Place on the vehicle',
  'app.damage.form.placeHint': 'Choose the part of the vehicle where the damage is.',
  'app.damage.form.chosen': 'Chosen: {place}',
  'app.damage.form.class': 'Type',
  'app.damage.form.severity': 'Severity',
  'app.damage.form.description': 'Description',
  'app.damage.form.found': 'Found on',
  'app.damage.form.estimate': 'Estimate (DKK)',
  'app.damage.form.saved': 'Damage recorded on {plate}.',
  'app.damage.form.error': 'The damage could not be recorded. Try again.',
  'app.damage.form.errorsTitle': 'Check these fields',

  'app.damage.error.required': 'Fill in this field.',
  'app.damage.error.place': 'Choose a place on the vehicle.',
  'app.damage.error.vehicle': 'Choose a vehicle.',
  'app.damage.error.vehicleUnknown': 'This vehicle is not in the register.',
  'app.damage.error.amount': 'Write an amount in kroner with at most two decimals.',
  'app.damage.error.inFuture': 'The date cannot be in the future.',
  'app.damage.error.tooLong': 'The text is too long.',
  'app.damage.error.notAllowed': 'The status has changed meanwhile; this step is no longer possible.',

  'app.damage.detail.title': 'Damage on {plate}',
  'app.damage.detail.source': 'Source',
  'app.damage.detail.reportedBy': 'Reported by',
  'app.damage.detail.actual': 'Actual cost',
  'app.damage.detail.photos': '{count, plural, =0 {No photos} one {# photo} other {# photos}}',
  'app.damage.detail.history': 'History',
  'app.damage.detail.by': '{time} by {name}',
  'app.damage.detail.bySystem': '{time} by the system',
  'app.damage.detail.next': 'Next step',
  'app.damage.detail.note': 'Note (optional)',
  'app.damage.detail.done': 'Nothing more to do: the damage is repaired.',
  'app.damage.detail.loadError': 'The damage could not be loaded.',
  'app.damage.detail.acted': 'Damage on {plate}: {status}',
  'app.damage.detail.actFailed': 'The change could not be saved. Try again.',

  'app.damage.vehicleTab.label': 'Damages',
  'app.damage.vehicleTab.all': 'Show All Damages',
  'app.damage.vehicleTab.empty.title': 'No damages on this vehicle',
  'app.damage.vehicleTab.empty.body': 'Record a damage when one is found.',
} as const;

export type DamageMessageId = keyof typeof damageEn;
export type DamageMessages = Record<DamageMessageId, string>;
export default damageEn satisfies DamageMessages;
