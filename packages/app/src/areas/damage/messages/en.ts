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
  'app.damage.source.check_in': 'Check-in photo',

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

  'app.damage.edit': 'Edit Damage',
  'app.damage.form.editTitle': 'Edit Damage',
  'app.damage.form.actual': 'Actual cost (DKK)',
  'app.damage.form.actualHint': 'What was paid for the repair.',
  'app.damage.form.photos': 'Photos of the damage',
  'app.damage.form.photoRefused': '{name} was not added: {reason}.',
  'app.damage.form.edited': 'Damage on {plate} saved.',
  'app.damage.form.editError': 'The damage could not be saved. Try again.',
  'app.damage.error.notRepaired': 'Record the actual cost once the damage is repaired.',
  'app.damage.detail.photoLink': 'Photo {number}, open large',

  'app.damage.vehicleTab.label': 'Damages',
  'app.damage.vehicleTab.all': 'Show All Damages',
  'app.damage.vehicleTab.empty.title': 'No damages on this vehicle',
  'app.damage.vehicleTab.empty.body': 'Record a damage when one is found.',

  'app.damage.changes.title': 'Suggested changes',
  'app.damage.changes.intro':
    'Each check-in photo is compared with the check-out photo of the same angle. A change is not a damage until someone confirms it; dismissing it records nothing.',
  'app.damage.changes.loading': 'Comparing the photos…',
  'app.damage.changes.loadError': 'The suggested changes could not be loaded.',
  'app.damage.changes.empty': 'No check-in photos to compare yet.',
  'app.damage.changes.none': 'No changes found between check-out and check-in.',
  'app.damage.changes.heading': '{angle} · {driver}, checked in {time}',
  'app.damage.changes.notComparable':
    'The two photos do not show the same view, so nothing could be compared.',
  'app.damage.changes.before': '{angle} at check-out',
  'app.damage.changes.after': '{angle} at check-in, with the changes marked',
  'app.damage.changes.beforeCaption': 'At check-out',
  'app.damage.changes.afterCaption': 'At check-in',
  'app.damage.changes.list': 'Changes: {angle}',
  'app.damage.changes.item':
    'Change {number}: {vertical, select, top {top {horizontal, select, left {left} centre {centre} other {right}}} bottom {bottom {horizontal, select, left {left} centre {centre} other {right}}} other {{horizontal, select, left {middle left} centre {centre} other {middle right}}}}, {score}% different',
  'app.damage.changes.confirm': 'Confirm',
  'app.damage.changes.dismiss': 'Dismiss',
  'app.damage.changes.confirmForm': 'Confirm change {number} as a damage',
  'app.damage.changes.record': 'Record Damage',
  'app.damage.changes.cancel': 'Cancel',
  'app.damage.changes.confirmed': 'Confirmed as a damage',
  'app.damage.changes.dismissed': 'Dismissed',
  'app.damage.changes.openDamage': 'Open Damage',
  'app.damage.changes.dismissedToast': 'Change dismissed; nothing was recorded.',
  'app.damage.changes.failed': 'The decision could not be saved. Try again.',
  'app.damage.changes.decided': 'Someone decided on this change meanwhile.',

  'app.damage.detail.claim': 'Download Claim Report',
  'app.damage.detail.share': 'Share Claim Report',
  'app.damage.window.title': 'Appeared during',
  'app.damage.window.booking': '{driver}’s booking: checked out {checkedOut}, checked in {returned}',
  'app.damage.window.bookingOut': '{driver}’s booking: checked out {checkedOut}, not checked in yet',
  'app.damage.window.driver': '{driver}, the vehicle’s driver',
  'app.damage.window.basis.comparison':
    'Seen on this booking’s check-in photos, not on its check-out photos.',
  'app.damage.window.basis.last_check_out': 'The last check-out before the damage was recorded.',
  'app.damage.window.basis.assigned_driver': 'No booking before the damage was recorded.',
  'app.damage.window.unknown': 'Not known: no check-out or driver before it.',

  'app.damage.model.title': 'Damage model',
  'app.damage.model.not_configured':
    'No damage model is configured, so nothing here is detected by a model: check-in photos are compared with the check-out photos of the same angle, and people confirm every damage. An operator can set DAMAGE_MODEL_PATH to an ONNX detector file.',
  'app.damage.model.ready':
    'The model {file} is ready ({size}×{size} pixels, {count, plural, one {# class} other {# classes}}). What it finds is a suggestion; people confirm every damage.',
  'app.damage.model.missing': 'The configured model file {file} was not found, so no model runs.',
  'app.damage.model.invalid':
    'The configured file {file} is not an ONNX model this server can load, so no model runs.',
  'app.damage.model.unsupported':
    'The configured model {file} is not a detector this product can read (its input or output has another shape), so no model runs.',
} as const;

export type DamageMessageId = keyof typeof damageEn;
export type DamageMessages = Record<DamageMessageId, string>;
export default damageEn satisfies DamageMessages;
