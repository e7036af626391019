import type { VehicleDetectionMessages } from './en';

export default {
  'app.vehicleDetection.description':
    'Прочитайте номерний знак на фото й знайдіть транспортний засіб у реєстрі. Ніщо не залишає сервер.',
  'app.vehicleDetection.choose': 'Вибрати фото',
  'app.vehicleDetection.chooseLabel': 'Фото номерного знака',
  'app.vehicleDetection.empty.title': 'Фото не вибрано',
  'app.vehicleDetection.empty.body':
    'Виберіть фото, на якому видно номерний знак, або відкрийте фото транспортного засобу.',
  'app.vehicleDetection.uploading': 'Фото надсилається…',
  'app.vehicleDetection.reading': 'Номерний знак читається…',
  'app.vehicleDetection.error.read': 'Не вдалося прочитати фото.',
  'app.vehicleDetection.error.unreadable': 'Це фото неможливо прочитати. Виберіть фото JPEG, PNG або WebP.',
  'app.vehicleDetection.error.notFound': 'Цього фото не існує або воно не ваше.',
  'app.vehicleDetection.error.upload': 'Не вдалося надіслати фото.',
  'app.vehicleDetection.retry': 'Спробувати ще раз',
  'app.vehicleDetection.photo': 'Вибране фото з позначеним номерним знаком',
  'app.vehicleDetection.crop': 'Прочитаний номерний знак, вирізаний із фото',
  'app.vehicleDetection.result': 'Прочитано',
  'app.vehicleDetection.plate': 'Номерний знак',
  'app.vehicleDetection.score': 'Впевненість',
  'app.vehicleDetection.scoreValue': '{score, number, percent}',
  'app.vehicleDetection.fixes':
    '{count, plural, one {# символ виправлено за зразком номерного знака} few {# символи виправлено за зразком номерного знака} many {# символів виправлено за зразком номерного знака} other {# символу виправлено за зразком номерного знака}}',
  'app.vehicleDetection.status.exact': 'Знайдено в реєстрі',
  'app.vehicleDetection.status.fuzzy': 'Імовірно, цей транспортний засіб: один символ відрізняється',
  'app.vehicleDetection.status.unknown':
    'Невідомий: жоден транспортний засіб у реєстрі не має цього номерного знака',
  'app.vehicleDetection.lowScore': 'Впевненість надто низька, щоб довіряти прочитаному: перевірте фото самі.',
  'app.vehicleDetection.vehicle': 'Транспортний засіб',
  'app.vehicleDetection.candidates': 'Найближчі номерні знаки в реєстрі',
  'app.vehicleDetection.similarity': 'Схожість',
  'app.vehicleDetection.noCandidates': 'Жоден номерний знак у реєстрі не схожий.',
  'app.vehicleDetection.noPlate.title': 'Номерний знак не знайдено',
  'app.vehicleDetection.noPlate.body':
    'Жоден текст на фото не має вигляду данського номерного знака. Спробуйте чіткіше фото або ближче.',
  'app.vehicleDetection.otherPlates': 'Також на фото',
  'app.vehicleDetection.timing':
    '{cached, select, true {Прочитано раніше} other {Прочитано за {ms, number} мс}}',
  'app.vehicleDetection.rollCall.title': 'Перекличка на майданчику',
  'app.vehicleDetection.rollCall.description':
    'Виберіть фото транспортних засобів на майданчику: які є, які очікувані, але відсутні, і які номерні знаки невідомі.',
  'app.vehicleDetection.rollCall.choose': 'Вибрати фото',
  'app.vehicleDetection.rollCall.chooseLabel': 'Фото транспортних засобів на майданчику',
  'app.vehicleDetection.rollCall.uploading': 'Надсилається фото {done, number} з {total, number}…',
  'app.vehicleDetection.rollCall.reading': 'Номерні знаки читаються…',
  'app.vehicleDetection.rollCall.error': 'Не вдалося провести перекличку.',
  'app.vehicleDetection.rollCall.present': 'Присутні ({count, number})',
  'app.vehicleDetection.rollCall.missing': 'Очікувані, але відсутні ({count, number})',
  'app.vehicleDetection.rollCall.unknown': 'Невідомі номерні знаки ({count, number})',
  'app.vehicleDetection.rollCall.none': 'Немає',
  'app.vehicleDetection.rollCall.showAll': 'Показати всі {count, number}',
  'app.vehicleDetection.rollCall.nearest': 'Найближчий у реєстрі: {plate}',
  'app.vehicleDetection.rollCall.placed': 'Позначено на карті: {date}',
  'app.vehicleDetection.rollCall.noPlace': 'На фото немає місця, тож не на карті',
  'app.vehicleDetection.rollCall.showOnMap': 'Показати {plate} на карті',
  'app.vehicleDetection.recent.title': 'Останні фото',
  'app.vehicleDetection.recent.empty': 'Фото ще немає.',
  'app.vehicleDetection.recent.photo':
    '{status, select, plate {Фото від {date}: {plate}} none {Фото від {date}: номерний знак не знайдено} other {Фото від {date}: ще не прочитано}}',
} satisfies VehicleDetectionMessages;
