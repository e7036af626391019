import type { MapMessages } from './en';

const mapUk = {
  'app.map.label': 'Транспортні засоби на карті',
  'app.map.list': 'Транспортні засоби',
  'app.map.search.label': 'Пошук транспортних засобів',
  'app.map.filter.label': 'Стан',
  'app.map.filter.all': 'Усі',
  'app.map.filter.overdue': 'Прострочено',
  'app.map.filter.due_soon': 'Скоро термін',
  'app.map.filter.in_order': 'У порядку',
  'app.map.count':
    '{count, plural, =0 {Немає транспортних засобів} one {# транспортний засіб} few {# транспортні засоби} many {# транспортних засобів} other {# транспортного засобу}}',
  'app.map.source.depot': 'домашнє депо',
  'app.map.source.check_out': 'отримання',
  'app.map.source.check_in': 'повернення',
  'app.map.source.photo': 'GPS фото',
  'app.map.source.roll_call': 'перекличка на майданчику',
  'app.map.source.tracker': 'трекер у реальному часі',
  'app.map.positionAge': '{age}, {source}',
  'app.map.atDepot': 'у депо {name}',
  'app.map.unknown': 'Позиція невідома',
  'app.map.open': 'Відкрити транспортний засіб',
  'app.map.loadError': 'Не вдалося завантажити карту. Спробуйте ще раз за мить.',
  'app.map.empty': 'Жоден транспортний засіб не відповідає пошуку.',
  'app.map.noVehicles': 'В автопарку ще немає транспортних засобів.',
  'app.map.card.close': 'Закрити',
  'app.map.card.tasks': 'Переглянути завдання',
  'app.map.card.copy': 'Копіювати позицію',
  'app.map.card.copied': 'Позицію скопійовано',
  'app.map.card.driver': 'Водій: {name}',
  'app.map.card.accuracy': 'У межах {metres} м',
} satisfies MapMessages;

export default mapUk;
