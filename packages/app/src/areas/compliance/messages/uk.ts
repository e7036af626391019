import type { ComplianceMessages } from './en';

const complianceUk: ComplianceMessages = {
  'app.compliance.count':
    '{count, plural, =0 {Немає зобовʼязань} one {# зобовʼязання} few {# зобовʼязання} many {# зобовʼязань} other {# зобовʼязання}}',
  'app.compliance.table.label': 'Зобовʼязання щодо відповідності вимогам',
  'app.compliance.add': 'Додати зобовʼязання',
  'app.compliance.loading': 'Завантаження…',
  'app.compliance.loadError': 'Не вдалося завантажити зобовʼязання.',
  'app.compliance.empty.title': 'Зобовʼязань ще немає',
  'app.compliance.empty.body':
    'Додайте страховку, дорожній податок і обовʼязковий техогляд кожного транспортного засобу, щоб бачити, що наближається.',
  'app.compliance.noMatches.title': 'Немає відповідних зобовʼязань',
  'app.compliance.noMatches.body': 'Жодне зобовʼязання не відповідає фільтрам.',
  'app.compliance.noVehicle': 'Без транспортного засобу',
  'app.compliance.noDate': 'Без дати',

  'app.compliance.filter.label': 'Фільтрувати зобовʼязання',
  'app.compliance.filter.state': 'Стан',
  'app.compliance.filter.kind': 'Вид',
  'app.compliance.filter.vehicle': 'Транспортний засіб',
  'app.compliance.filter.oneVehicle': 'Один транспортний засіб',

  'app.compliance.state.missing': 'Відсутнє',
  'app.compliance.state.overdue': 'Прострочено',
  'app.compliance.state.due_soon': 'Скоро термін',
  'app.compliance.state.in_order': 'У порядку',
  'app.compliance.kind.periodic_inspection': 'Обовʼязковий техогляд',
  'app.compliance.kind.insurance': 'Страховка',
  'app.compliance.kind.road_tax': 'Дорожній податок',
  'app.compliance.kind.leasing_end': 'Кінець лізингу',
  'app.compliance.kind.tachograph': 'Калібрування тахографа',
  'app.compliance.kind.custom': 'Інше зобовʼязання',

  'app.compliance.column.obligation': 'Зобовʼязання',
  'app.compliance.column.vehicle': 'Транспортний засіб',
  'app.compliance.column.validUntil': 'Дійсне до',
  'app.compliance.column.state': 'Стан',
  'app.compliance.column.actions': 'Дії',
  'app.compliance.actions.label': 'Дії для {name}',
  'app.compliance.actions.renew': 'Поновити',
  'app.compliance.actions.edit': 'Редагувати',

  'app.compliance.form.addTitle': 'Додати зобовʼязання',
  'app.compliance.form.editTitle': 'Редагувати {name}',
  'app.compliance.form.forVehicle': 'Транспортний засіб {plate}',
  'app.compliance.form.plate': 'Транспортний засіб',
  'app.compliance.form.plateHint': 'Шукайте в реєстрі за номерним знаком, маркою, моделлю або водієм.',
  'app.compliance.form.kind': 'Вид',
  'app.compliance.form.title': 'Назва',
  'app.compliance.form.titleHint': 'Потрібна для інших зобовʼязань, наприклад «Сертифікат ADR».',
  'app.compliance.form.validUntil': 'Дійсне до',
  'app.compliance.form.validUntilHint':
    'Залиште порожнім, якщо дата невідома: тоді зобовʼязання показується як відсутнє.',
  'app.compliance.form.clearDate': 'Очистити дату',
  'app.compliance.form.errorsTitle': 'Зобовʼязання не збережено',

  'app.compliance.renew.title': 'Поновити {name}',
  'app.compliance.renew.current': 'Дійсне до {date}',
  'app.compliance.renew.completedOn': 'Дата поновлення',
  'app.compliance.renew.validUntil': 'Нова дата «дійсне до»',
  'app.compliance.renew.note': 'Примітка',
  'app.compliance.renew.noteHint': 'Наприклад, номер поліса або майстерня.',
  'app.compliance.renew.save': 'Зберегти поновлення',
  'app.compliance.renew.errorsTitle': 'Поновлення не збережено',

  'app.compliance.history.title': 'Попередні поновлення',
  'app.compliance.history.empty': 'Ще не поновлювалося у Vognpark.',
  'app.compliance.history.loadError': 'Не вдалося завантажити попередні поновлення.',
  'app.compliance.history.renewed': 'Поновлено {completedOn}, дійсне до {validUntil}',
  'app.compliance.history.previous': 'раніше: {date}',
  'app.compliance.history.previousNone': 'раніше: без дати',
  'app.compliance.history.by': 'поновив(ла): {name}',
  'app.compliance.history.bySystem': 'поновлено у Vognpark',
  'app.compliance.history.more': 'Показати більше',

  'app.compliance.saved.created': '{name}: додано до {plate}.',
  'app.compliance.saved.updated': 'Зміни до «{name}» збережено.',
  'app.compliance.saved.renewed': '{name}: поновлено, дійсне до {date}.',
  'app.compliance.saved.error': 'Не вдалося зберегти. Введене збережено; спробуйте ще раз за мить.',

  'app.compliance.error.required': 'Заповніть це поле.',
  'app.compliance.error.tooLong': 'Це задовго.',
  'app.compliance.error.controlCharacters': 'Видаліть спеціальні символи (табуляції, розриви рядків).',
  'app.compliance.error.date': 'Виберіть дату в календарі.',
  'app.compliance.error.invalid': 'Перевірте це значення.',
  'app.compliance.error.dateRange': 'Виберіть дату з 1900 до 2100 року.',
  'app.compliance.error.vehicleUnknown':
    'Жоден транспортний засіб у вашому реєстрі не має такого номерного знака.',
  'app.compliance.error.duplicate': 'Цей транспортний засіб уже має зобовʼязання цього виду.',
  'app.compliance.error.inFuture': 'Цей день ще не настав: виберіть сьогодні або раніший день.',
  'app.compliance.error.notAfterCompleted': 'Виберіть дату після дня поновлення.',

  'app.compliance.vehicleTab.showAll': 'Відкрити у «Відповідність вимогам»',
  'app.compliance.vehicleTab.empty': 'Для цього транспортного засобу ще немає зобовʼязань',
  'app.compliance.vehicleTab.emptyBody': 'Додайте його страховку, дорожній податок і обовʼязковий техогляд.',
};

export default complianceUk;
