import type { ImportsMessages } from './en';

const importsDe: ImportsMessages = {
  'app.imports.title': 'Fahrzeuge importieren',
  'app.imports.open': 'Importieren',
  'app.imports.intro':
    'Viele Fahrzeuge auf einmal aus einer CSV- oder Excel-Datei hinzufügen. Nichts wird gespeichert, bevor Sie bestätigen.',
  'app.imports.columns':
    'Die Datei braucht je eine Spalte für Kennzeichen, Marke, Modell, Art und Kraftstoff; FIN, Baujahr, Status, Kilometerstand (km), Erstzulassung und Notizen können folgen. Eine aus dem Register exportierte Datei lässt sich unverändert importieren.',
  'app.imports.file.label': 'Datei wählen (CSV oder XLSX)',
  'app.imports.template': 'Vorlage herunterladen',
  'app.imports.reading': 'Datei wird gelesen…',
  'app.imports.summary.valid':
    '{count, plural, =0 {Keine Fahrzeuge sind bereit zum Hinzufügen.} one {# Fahrzeug ist bereit zum Hinzufügen.} other {# Fahrzeuge sind bereit zum Hinzufügen.}}',
  'app.imports.summary.errors':
    '{count, plural, one {# Zeile hat Fehler und wird übersprungen.} other {# Zeilen haben Fehler und werden übersprungen.}}',
  'app.imports.ignored': 'Nicht importierte Spalten: {columns}',
  'app.imports.table.label': 'Zeilen von {fileName}',
  'app.imports.column.row': 'Zeile',
  'app.imports.column.result': 'Ergebnis',
  'app.imports.fieldError': '{field}: {error}',
  'app.imports.ready': 'Bereit',
  'app.imports.errorCount': '{count, plural, one {# Fehler} other {# Fehler}}',
  'app.imports.filter.errors': 'Nur Zeilen mit Fehlern',
  'app.imports.confirm': '{count, plural, one {# Fahrzeug hinzufügen} other {# Fahrzeuge hinzufügen}}',
  'app.imports.adding': 'Fahrzeuge werden hinzugefügt…',
  'app.imports.another': 'Andere Datei wählen',
  'app.imports.done':
    '{count, plural, one {# Fahrzeug wurde dem Register hinzugefügt.} other {# Fahrzeuge wurden dem Register hinzugefügt.}}',
  'app.imports.failed': 'Die Fahrzeuge konnten nicht hinzugefügt werden. Versuchen Sie es erneut.',
  'app.imports.conflict':
    'Ein Kennzeichen aus der Datei wurde inzwischen dem Register hinzugefügt. Prüfen Sie die Datei erneut.',
  'app.imports.fileError.empty': 'Die Datei ist leer.',
  'app.imports.fileError.too_large': 'Die Datei ist größer als {max} MB.',
  'app.imports.fileError.too_many_rows':
    'Die Datei hat mehr als {max} Zeilen. Teilen Sie sie in kleinere Dateien auf.',
  'app.imports.fileError.too_many_columns': 'Die Datei hat mehr als {max} Spalten.',
  'app.imports.fileError.unsupported_type': 'Das ist keine CSV- oder XLSX-Datei.',
  'app.imports.fileError.invalid_file':
    'Die Datei kann nicht gelesen werden. Speichern Sie sie erneut als CSV oder XLSX.',
  'app.imports.fileError.unsafe_file':
    'Die Datei enthält Inhalte, die hier nicht geöffnet werden (etwa externe Verweise). Speichern Sie sie erneut als einfache Arbeitsmappe.',
  'app.imports.fileError.missing_columns': 'Der Datei fehlt eine Spalte für {columns}.',
  'app.imports.fileError.other': 'Die Datei konnte nicht gelesen werden. Versuchen Sie es erneut.',
  'app.imports.error.required': 'Pflichtfeld',
  'app.imports.error.registration': 'Kein gültiges Kennzeichen (2 bis 8 Buchstaben und Ziffern)',
  'app.imports.error.vin': 'Keine gültige FIN (17 Buchstaben und Ziffern ohne I, O und Q)',
  'app.imports.error.duplicate': 'Bereits im Register',
  'app.imports.error.duplicate_in_file': 'Auch in Zeile {row}',
  'app.imports.error.year': 'Kein Jahr von 1900 bis zum nächsten Jahr',
  'app.imports.error.date': 'Kein Datum (schreiben Sie 31-12-2024 oder 2024-12-31)',
  'app.imports.error.number': 'Keine ganze Zahl',
  'app.imports.error.too_small': 'Unter 0',
  'app.imports.error.too_big': 'Zu lang oder zu groß',
  'app.imports.error.invalid_value': 'Keiner der Werte, die das Register kennt',
  'app.imports.error.formula': 'Eine Tabellenformel: schreiben Sie den Wert selbst',
  'app.imports.error.characters': 'Enthält nicht erlaubte Zeichen',
  'app.imports.error.other': 'Ungültig',
  'app.imports.start.title': 'Ihre ersten Fahrzeuge hinzufügen',
  'app.imports.start.text':
    'Ihre Flotte hat noch keine Fahrzeuge. Importieren Sie sie aus einer Tabelle oder fügen Sie sie einzeln hinzu.',
  'app.imports.start.import': 'Fahrzeuge importieren',
  'app.imports.start.add': 'Fahrzeug hinzufügen',
};

export default importsDe;
