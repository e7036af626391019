import type { ComplianceMessages } from './en';

const complianceDe: ComplianceMessages = {
  'app.compliance.count': '{count, plural, =0 {Keine Pflichten} one {# Pflicht} other {# Pflichten}}',
  'app.compliance.table.label': 'Compliance-Pflichten',
  'app.compliance.add': 'Pflicht hinzufügen',
  'app.compliance.loading': 'Wird geladen…',
  'app.compliance.loadError': 'Die Pflichten konnten nicht geladen werden.',
  'app.compliance.empty.title': 'Noch keine Pflichten',
  'app.compliance.empty.body':
    'Erfassen Sie Versicherung, Kfz-Steuer und Hauptuntersuchung jedes Fahrzeugs, um zu sehen, was fällig wird.',
  'app.compliance.noMatches.title': 'Keine passenden Pflichten',
  'app.compliance.noMatches.body': 'Keine Pflicht passt zu den Filtern.',
  'app.compliance.noVehicle': 'Kein Fahrzeug',
  'app.compliance.noDate': 'Kein Datum',

  'app.compliance.filter.label': 'Pflichten filtern',
  'app.compliance.filter.state': 'Status',
  'app.compliance.filter.kind': 'Art',
  'app.compliance.filter.vehicle': 'Fahrzeug',
  'app.compliance.filter.oneVehicle': 'Ein Fahrzeug',

  'app.compliance.state.missing': 'Fehlt',
  'app.compliance.state.overdue': 'Überfällig',
  'app.compliance.state.due_soon': 'Bald fällig',
  'app.compliance.state.in_order': 'In Ordnung',
  'app.compliance.kind.periodic_inspection': 'Hauptuntersuchung',
  'app.compliance.kind.insurance': 'Versicherung',
  'app.compliance.kind.road_tax': 'Kfz-Steuer',
  'app.compliance.kind.leasing_end': 'Leasingende',
  'app.compliance.kind.tachograph': 'Kalibrierung des Fahrtenschreibers',
  'app.compliance.kind.custom': 'Sonstige Pflicht',

  'app.compliance.column.obligation': 'Pflicht',
  'app.compliance.column.vehicle': 'Fahrzeug',
  'app.compliance.column.validUntil': 'Gültig bis',
  'app.compliance.column.state': 'Status',
  'app.compliance.column.actions': 'Aktionen',
  'app.compliance.actions.label': 'Aktionen für {name}',
  'app.compliance.actions.renew': 'Erneuern',
  'app.compliance.actions.edit': 'Bearbeiten',

  'app.compliance.form.addTitle': 'Pflicht hinzufügen',
  'app.compliance.form.editTitle': '{name} bearbeiten',
  'app.compliance.form.forVehicle': 'Fahrzeug {plate}',
  'app.compliance.form.plate': 'Fahrzeug',
  'app.compliance.form.plateHint': 'Im Register nach Kennzeichen, Marke, Modell oder Fahrer suchen.',
  'app.compliance.form.kind': 'Art',
  'app.compliance.form.title': 'Name',
  'app.compliance.form.titleHint': 'Nötig für sonstige Pflichten, zum Beispiel „ADR-Bescheinigung“.',
  'app.compliance.form.validUntil': 'Gültig bis',
  'app.compliance.form.validUntilHint':
    'Leer lassen, wenn das Datum nicht bekannt ist: Die Pflicht wird dann als fehlend angezeigt.',
  'app.compliance.form.clearDate': 'Datum löschen',
  'app.compliance.form.errorsTitle': 'Die Pflicht wurde nicht gespeichert',

  'app.compliance.renew.title': '{name} erneuern',
  'app.compliance.renew.current': 'Gültig bis {date}',
  'app.compliance.renew.completedOn': 'Erneuert am',
  'app.compliance.renew.validUntil': 'Neues Gültig-bis-Datum',
  'app.compliance.renew.note': 'Notiz',
  'app.compliance.renew.noteHint': 'Zum Beispiel die Policennummer oder die Werkstatt.',
  'app.compliance.renew.save': 'Erneuerung speichern',
  'app.compliance.renew.errorsTitle': 'Die Erneuerung wurde nicht gespeichert',

  'app.compliance.history.title': 'Frühere Erneuerungen',
  'app.compliance.history.empty': 'Noch nicht in Vognpark erneuert.',
  'app.compliance.history.loadError': 'Die früheren Erneuerungen konnten nicht geladen werden.',
  'app.compliance.history.renewed': 'Erneuert am {completedOn}, gültig bis {validUntil}',
  'app.compliance.history.previous': 'vorher: {date}',
  'app.compliance.history.previousNone': 'vorher: kein Datum',
  'app.compliance.history.by': 'von {name}',
  'app.compliance.history.bySystem': 'von Vognpark',
  'app.compliance.history.more': 'Mehr anzeigen',

  'app.compliance.saved.created': '{name} zu {plate} hinzugefügt.',
  'app.compliance.saved.updated': 'Änderungen an {name} gespeichert.',
  'app.compliance.saved.renewed': '{name} erneuert: gültig bis {date}.',
  'app.compliance.saved.error':
    'Das Speichern hat nicht geklappt. Ihre Eingaben bleiben erhalten; versuchen Sie es gleich noch einmal.',

  'app.compliance.error.required': 'Füllen Sie dieses Feld aus.',
  'app.compliance.error.tooLong': 'Das ist zu lang.',
  'app.compliance.error.controlCharacters': 'Entfernen Sie die Sonderzeichen (Tabulatoren, Zeilenumbrüche).',
  'app.compliance.error.date': 'Wählen Sie ein Datum im Kalender.',
  'app.compliance.error.invalid': 'Prüfen Sie diesen Wert.',
  'app.compliance.error.dateRange': 'Wählen Sie ein Datum von 1900 bis 2100.',
  'app.compliance.error.vehicleUnknown': 'Kein Fahrzeug in Ihrem Register hat dieses Kennzeichen.',
  'app.compliance.error.duplicate': 'Dieses Fahrzeug hat bereits eine Pflicht dieser Art.',
  'app.compliance.error.inFuture':
    'Dieser Tag ist noch nicht gekommen: Wählen Sie heute oder einen früheren Tag.',
  'app.compliance.error.notAfterCompleted': 'Wählen Sie ein Datum nach dem Tag der Erneuerung.',

  'app.compliance.vehicleTab.showAll': 'In Compliance öffnen',
  'app.compliance.vehicleTab.empty': 'Noch keine Pflichten für dieses Fahrzeug',
  'app.compliance.vehicleTab.emptyBody': 'Erfassen Sie Versicherung, Kfz-Steuer und Hauptuntersuchung.',
};

export default complianceDe;
