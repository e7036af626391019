import type { ImportsMessages } from './en';

const importsUk: ImportsMessages = {
  'app.imports.title': 'Імпорт транспортних засобів',
  'app.imports.open': 'Імпортувати',
  'app.imports.intro':
    'Додайте багато транспортних засобів одразу з файлу CSV або Excel. Нічого не зберігається, доки ви не підтвердите.',
  'app.imports.columns':
    'Файл повинен мати стовпці для номерного знака, марки, моделі, типу й пального; VIN-код, рік, стан, пробіг (км), першу реєстрацію та примітки можна додати. Файл, експортований із реєстру, можна імпортувати без змін.',
  'app.imports.file.label': 'Виберіть файл (CSV або XLSX)',
  'app.imports.template': 'Завантажити шаблон',
  'app.imports.reading': 'Читання файлу…',
  'app.imports.summary.valid':
    '{count, plural, =0 {Немає транспортних засобів, готових до додавання.} one {# транспортний засіб готовий до додавання.} few {# транспортні засоби готові до додавання.} many {# транспортних засобів готові до додавання.} other {# транспортного засобу готові до додавання.}}',
  'app.imports.summary.errors':
    '{count, plural, one {# рядок містить помилки й буде пропущений.} few {# рядки містять помилки й будуть пропущені.} many {# рядків містять помилки й будуть пропущені.} other {# рядка містять помилки й будуть пропущені.}}',
  'app.imports.ignored': 'Стовпці, які не імпортуються: {columns}',
  'app.imports.table.label': 'Рядки файлу {fileName}',
  'app.imports.column.row': 'Рядок',
  'app.imports.column.result': 'Результат',
  'app.imports.fieldError': '{field}: {error}',
  'app.imports.ready': 'Готово',
  'app.imports.errorCount':
    '{count, plural, one {# помилка} few {# помилки} many {# помилок} other {# помилки}}',
  'app.imports.filter.errors': 'Лише рядки з помилками',
  'app.imports.confirm':
    '{count, plural, one {Додати # транспортний засіб} few {Додати # транспортні засоби} many {Додати # транспортних засобів} other {Додати # транспортного засобу}}',
  'app.imports.adding': 'Додавання транспортних засобів…',
  'app.imports.another': 'Вибрати інший файл',
  'app.imports.done':
    '{count, plural, one {# транспортний засіб додано до реєстру.} few {# транспортні засоби додано до реєстру.} many {# транспортних засобів додано до реєстру.} other {# транспортного засобу додано до реєстру.}}',
  'app.imports.failed': 'Не вдалося додати транспортні засоби. Спробуйте ще раз.',
  'app.imports.conflict': 'Номерний знак із файлу тим часом додано до реєстру. Перевірте файл ще раз.',
  'app.imports.fileError.empty': 'Файл порожній.',
  'app.imports.fileError.too_large': 'Файл більший за {max} МБ.',
  'app.imports.fileError.too_many_rows': 'Файл має понад {max} рядків. Розділіть його на менші файли.',
  'app.imports.fileError.too_many_columns': 'Файл має понад {max} стовпців.',
  'app.imports.fileError.unsupported_type': 'Це не файл CSV або XLSX.',
  'app.imports.fileError.invalid_file': 'Файл неможливо прочитати. Збережіть його ще раз як CSV або XLSX.',
  'app.imports.fileError.unsafe_file':
    'Файл містить вміст, який тут не відкривається (наприклад, зовнішні посилання). Збережіть його ще раз як звичайну книгу.',
  'app.imports.fileError.missing_columns': 'У файлі немає стовпця для {columns}.',
  'app.imports.fileError.other': 'Не вдалося прочитати файл. Спробуйте ще раз.',
  'app.imports.error.required': 'Обовʼязково',
  'app.imports.error.registration': 'Недійсний номерний знак (від 2 до 8 літер і цифр)',
  'app.imports.error.vin': 'Недійсний VIN-код (17 літер і цифр без I, O та Q)',
  'app.imports.error.duplicate': 'Уже є в реєстрі',
  'app.imports.error.duplicate_in_file': 'Також у рядку {row}',
  'app.imports.error.year': 'Не рік від 1900 до наступного',
  'app.imports.error.date': 'Не дата (пишіть 31-12-2024 або 2024-12-31)',
  'app.imports.error.number': 'Не ціле число',
  'app.imports.error.too_small': 'Менше 0',
  'app.imports.error.too_big': 'Задовге або завелике',
  'app.imports.error.invalid_value': 'Не одне зі значень, відомих реєстру',
  'app.imports.error.formula': 'Формула електронної таблиці: напишіть саме значення',
  'app.imports.error.characters': 'Містить недозволені символи',
  'app.imports.error.other': 'Недійсне значення',
  'app.imports.start.title': 'Додайте перші транспортні засоби',
  'app.imports.start.text':
    'У вашому автопарку ще немає транспортних засобів. Імпортуйте їх з електронної таблиці або додайте по одному.',
  'app.imports.start.import': 'Імпортувати транспортні засоби',
  'app.imports.start.add': 'Додати транспортний засіб',
};

export default importsUk;
