import type { ImportsMessages } from './en';

const importsDa: ImportsMessages = {
  'app.imports.title': 'Importér køretøjer',
  'app.imports.open': 'Importér',
  'app.imports.intro':
    'Tilføj mange køretøjer på én gang fra en CSV- eller Excel-fil. Intet gemmes, før du bekræfter.',
  'app.imports.columns':
    'Filen skal have en kolonne til registreringsnummer, mærke, model, type og drivmiddel; stelnummer, årgang, status, kilometertæller (km), første registrering og noter kan følge. En fil eksporteret fra registret kan importeres, som den er.',
  'app.imports.file.label': 'Vælg en fil (CSV eller XLSX)',
  'app.imports.template': 'Hent skabelon',
  'app.imports.reading': 'Læser filen…',
  'app.imports.summary.valid':
    '{count, plural, =0 {Ingen køretøjer er klar til at blive tilføjet.} one {# køretøj er klar til at blive tilføjet.} other {# køretøjer er klar til at blive tilføjet.}}',
  'app.imports.summary.errors':
    '{count, plural, one {# række har fejl og springes over.} other {# rækker har fejl og springes over.}}',
  'app.imports.ignored': 'Kolonner, der ikke importeres: {columns}',
  'app.imports.table.label': 'Rækker i {fileName}',
  'app.imports.column.row': 'Række',
  'app.imports.column.result': 'Resultat',
  'app.imports.fieldError': '{field}: {error}',
  'app.imports.ready': 'Klar',
  'app.imports.errorCount': '{count, plural, one {# fejl} other {# fejl}}',
  'app.imports.filter.errors': 'Kun rækker med fejl',
  'app.imports.confirm': '{count, plural, one {Tilføj # køretøj} other {Tilføj # køretøjer}}',
  'app.imports.adding': 'Tilføjer køretøjer…',
  'app.imports.another': 'Vælg en anden fil',
  'app.imports.done':
    '{count, plural, one {# køretøj er tilføjet til registret.} other {# køretøjer er tilføjet til registret.}}',
  'app.imports.failed': 'Køretøjerne kunne ikke tilføjes. Prøv igen.',
  'app.imports.conflict':
    'Et registreringsnummer fra filen er blevet tilføjet til registret imens. Tjek filen igen.',
  'app.imports.fileError.empty': 'Filen er tom.',
  'app.imports.fileError.too_large': 'Filen er større end {max} MB.',
  'app.imports.fileError.too_many_rows': 'Filen har mere end {max} rækker. Del den op i mindre filer.',
  'app.imports.fileError.too_many_columns': 'Filen har mere end {max} kolonner.',
  'app.imports.fileError.unsupported_type': 'Det er ikke en CSV- eller XLSX-fil.',
  'app.imports.fileError.invalid_file': 'Filen kan ikke læses. Gem den igen som CSV eller XLSX.',
  'app.imports.fileError.unsafe_file':
    'Filen indeholder indhold, der ikke åbnes her (fx eksterne referencer). Gem den igen som en almindelig projektmappe.',
  'app.imports.fileError.missing_columns': 'Filen har ingen kolonne til {columns}.',
  'app.imports.fileError.other': 'Filen kunne ikke læses. Prøv igen.',
  'app.imports.error.required': 'Skal udfyldes',
  'app.imports.error.registration': 'Ikke et gyldigt registreringsnummer (2 til 8 bogstaver og tal)',
  'app.imports.error.vin': 'Ikke et gyldigt stelnummer (17 bogstaver og tal uden I, O og Q)',
  'app.imports.error.duplicate': 'Findes allerede i registret',
  'app.imports.error.duplicate_in_file': 'Står også i række {row}',
  'app.imports.error.year': 'Ikke et årstal fra 1900 til næste år',
  'app.imports.error.date': 'Ikke en dato (skriv 31-12-2024 eller 2024-12-31)',
  'app.imports.error.number': 'Ikke et helt tal',
  'app.imports.error.too_small': 'Under 0',
  'app.imports.error.too_big': 'For lang eller for stor',
  'app.imports.error.invalid_value': 'Ikke en af de værdier, registret kender',
  'app.imports.error.formula': 'En regnearksformel: skriv selve værdien',
  'app.imports.error.characters': 'Indeholder tegn, der ikke er tilladt',
  'app.imports.error.other': 'Ikke gyldig',
  'app.imports.start.title': 'Tilføj dine første køretøjer',
  'app.imports.start.text':
    'Din flåde har endnu ingen køretøjer. Importér dem fra et regneark, eller tilføj dem ét ad gangen.',
  'app.imports.start.import': 'Importér køretøjer',
  'app.imports.start.add': 'Tilføj køretøj',
};

export default importsDa;
