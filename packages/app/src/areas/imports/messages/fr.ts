import type { ImportsMessages } from './en';

const importsFr: ImportsMessages = {
  'app.imports.title': 'Importer des véhicules',
  'app.imports.open': 'Importer',
  'app.imports.intro':
    'Ajoutez de nombreux véhicules en une fois à partir d’un fichier CSV ou Excel. Rien n’est enregistré avant votre confirmation.',
  'app.imports.columns':
    'Le fichier doit avoir une colonne pour l’immatriculation, la marque, le modèle, le type et le carburant, puis éventuellement le VIN, l’année, le statut, le kilométrage (km), la première immatriculation et les remarques. Un fichier exporté du registre peut être importé tel quel.',
  'app.imports.file.label': 'Choisir un fichier (CSV ou XLSX)',
  'app.imports.template': 'Télécharger le modèle',
  'app.imports.reading': 'Lecture du fichier…',
  'app.imports.summary.valid':
    '{count, plural, =0 {Aucun véhicule n’est prêt à être ajouté.} one {# véhicule est prêt à être ajouté.} many {# de véhicules sont prêts à être ajoutés.} other {# véhicules sont prêts à être ajoutés.}}',
  'app.imports.summary.errors':
    '{count, plural, one {# ligne contient des erreurs et sera ignorée.} many {# de lignes contiennent des erreurs et seront ignorées.} other {# lignes contiennent des erreurs et seront ignorées.}}',
  'app.imports.ignored': 'Colonnes non importées\u202F: {columns}',
  'app.imports.table.label': 'Lignes de {fileName}',
  'app.imports.column.row': 'Ligne',
  'app.imports.column.result': 'Résultat',
  'app.imports.fieldError': '{field}\u202F: {error}',
  'app.imports.ready': 'Prêt',
  'app.imports.errorCount': '{count, plural, one {# erreur} many {# d’erreurs} other {# erreurs}}',
  'app.imports.filter.errors': 'Seulement les lignes avec erreurs',
  'app.imports.confirm':
    '{count, plural, one {Ajouter # véhicule} many {Ajouter # de véhicules} other {Ajouter # véhicules}}',
  'app.imports.adding': 'Ajout des véhicules…',
  'app.imports.another': 'Choisir un autre fichier',
  'app.imports.done':
    '{count, plural, one {# véhicule ajouté au registre.} many {# de véhicules ajoutés au registre.} other {# véhicules ajoutés au registre.}}',
  'app.imports.failed': 'Les véhicules n’ont pas pu être ajoutés. Réessayez.',
  'app.imports.conflict':
    'Une immatriculation du fichier a été ajoutée au registre entre-temps. Vérifiez à nouveau le fichier.',
  'app.imports.fileError.empty': 'Le fichier est vide.',
  'app.imports.fileError.too_large': 'Le fichier dépasse {max} Mo.',
  'app.imports.fileError.too_many_rows':
    'Le fichier a plus de {max} lignes. Divisez-le en fichiers plus petits.',
  'app.imports.fileError.too_many_columns': 'Le fichier a plus de {max} colonnes.',
  'app.imports.fileError.unsupported_type': 'Ce n’est pas un fichier CSV ou XLSX.',
  'app.imports.fileError.invalid_file':
    'Le fichier ne peut pas être lu. Enregistrez-le à nouveau en CSV ou XLSX.',
  'app.imports.fileError.unsafe_file':
    'Le fichier contient des éléments qui ne sont pas ouverts ici (par exemple des références externes). Enregistrez-le à nouveau comme classeur simple.',
  'app.imports.fileError.missing_columns': 'Il manque au fichier une colonne pour {columns}.',
  'app.imports.fileError.other': 'Le fichier n’a pas pu être lu. Réessayez.',
  'app.imports.error.required': 'Obligatoire',
  'app.imports.error.registration': 'Immatriculation non valide (2 à 8 lettres et chiffres)',
  'app.imports.error.vin': 'VIN non valide (17 lettres et chiffres sans I, O ni Q)',
  'app.imports.error.duplicate': 'Déjà dans le registre',
  'app.imports.error.duplicate_in_file': 'Aussi à la ligne {row}',
  'app.imports.error.year': 'Pas une année entre 1900 et l’an prochain',
  'app.imports.error.date': 'Pas une date (écrivez 31-12-2024 ou 2024-12-31)',
  'app.imports.error.number': 'Pas un nombre entier',
  'app.imports.error.too_small': 'Inférieur à 0',
  'app.imports.error.too_big': 'Trop long ou trop grand',
  'app.imports.error.invalid_value': 'Aucune des valeurs connues du registre',
  'app.imports.error.formula': 'Une formule de tableur, écrivez la valeur elle-même',
  'app.imports.error.characters': 'Contient des caractères non autorisés',
  'app.imports.error.other': 'Non valide',
  'app.imports.start.title': 'Ajoutez vos premiers véhicules',
  'app.imports.start.text':
    'Votre flotte n’a pas encore de véhicules. Importez-les depuis un tableur ou ajoutez-les un par un.',
  'app.imports.start.import': 'Importer des véhicules',
  'app.imports.start.add': 'Ajouter un véhicule',
};

export default importsFr;
