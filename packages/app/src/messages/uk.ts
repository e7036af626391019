import type { CoreMessages } from './en';

const uk = {
  'app.documentTitle': '{title} · Vognpark',
  'app.productName': 'Vognpark',

  'app.landing.title': 'Ласкаво просимо до Vognpark',
  'app.landing.lead':
    'Керування автопарком: транспортні засоби, огляди, завдання, обслуговування і відповідність вимогам в одному місці.',
  'app.landing.signIn': 'Увійти',
  'app.landing.goHome': 'Перейти на вашу стартову сторінку',

  'app.login.title': 'Вхід',
  'app.login.intro': 'Увійдіть за допомогою робочої електронної пошти та пароля.',
  'app.login.email': 'Електронна пошта',
  'app.login.password': 'Пароль',
  'app.login.submit': 'Увійти',
  'app.login.submitting': 'Вхід…',
  'app.login.invalid': 'Неправильна електронна пошта або пароль. Перевірте їх і спробуйте ще раз.',
  'app.login.throttled': 'Забагато спроб входу. Зачекайте хвилину й спробуйте знову.',
  'app.login.network': 'Не вдається зʼєднатися із сервером. Перевірте підключення й спробуйте ще раз.',
  'app.login.failed': 'Не вдалося увійти. Спробуйте ще раз трохи згодом.',

  'app.page.account': 'Мій обліковий запис',

  // The buttons of every form drawer.
  'app.form.save': 'Зберегти',
  'app.form.saving': 'Збереження…',
  'app.form.cancel': 'Скасувати',
  // A save refused because someone else changed the record meanwhile (forms/DrawerParts.tsx).
  'app.form.conflict.changedBy':
    'Поки ви редагували, запис змінено. Автор змін: {name}, {time}. Ваші зміни не збережено.',
  'app.form.conflict.changedBySomeone':
    'Поки ви редагували, запис змінила інша особа ({time}). Ваші зміни не збережено.',
  'app.form.conflict.fields': 'Змінено поля: {fields}.',
  'app.form.conflict.loading': 'Завантаження їхніх змін…',
  'app.form.conflict.choose':
    'Те, що ви ввели, залишається нижче. Скористайтеся їхніми змінами або залиште свої та збережіть знову, щоб замінити їхні.',
  'app.form.conflict.takeTheirs': 'Використати їхні зміни',
  'app.form.conflict.keepMine': 'Залишити мої зміни',

  'app.page.client': 'Загальна інформація',
  'app.page.notFound': 'Сторінку не знайдено',

  'app.notFound.message': 'За цією адресою немає сторінки.',
  'app.notFound.link': 'Перейти на стартову сторінку',

  'app.connection.down': 'Зʼєднання із сервером втрачено. Відновлюємо зʼєднання…',

  'app.error.title': 'Щось пішло не так',
  'app.error.message': 'Не вдалося показати сторінку. Перезавантажте сторінку, щоб спробувати ще раз.',
  'app.error.userUnavailable': 'Не вдається зʼєднатися із сервером, тож ми не знаємо, хто увійшов.',
  'app.error.retry': 'Спробувати ще раз',
  'app.error.reload': 'Перезавантажити',

  // A history of changes (a vehicle's, a customer's, a user's, an account's): src/history/.
  'app.history.loading': 'Завантаження історії…',
  'app.history.loadError': 'Не вдалося завантажити історію.',
  'app.history.empty': 'Змін ще не зафіксовано.',
  'app.history.more': 'Показати давніші зміни',
  'app.history.by': 'виконавець: {name}',
  'app.history.bySystem': 'виконавець: Vognpark',
  'app.history.change': '{field}: {from} → {to}',
  'app.history.value': '{field}: {value}',
  'app.history.none': '(немає)',
} satisfies CoreMessages;

export default uk;
