import type { Messages } from './en';

const uk = {
  'ui.spinner.loading': 'Завантаження…',
  'ui.chart.showNumbers': 'Показати числа',

  'ui.sidebar.navigation': 'Основна навігація',
  'ui.sidebar.minimize': 'Згорнути',
  'ui.sidebar.expand': 'Розгорнути',
  'ui.sidebar.skipToContent': 'Перейти до основного вмісту',
  'ui.sidebar.productName': 'Vognpark',
  'ui.sidebar.logo': 'Логотип Vognpark',
  'ui.sidebar.version': 'Версія {version}',
  'ui.sidebar.openAccountMenu': 'Меню облікового запису: {name}',
  'ui.sidebar.entryWithStatus': '{label}, {status}',

  'ui.nav.dashboard': 'Панель керування',
  'ui.nav.map': 'Карта',
  'ui.nav.vehicles': 'Транспортні засоби',
  'ui.nav.tasks': 'Завдання',
  'ui.nav.inspections': 'Огляди',
  'ui.nav.service': 'Обслуговування',
  'ui.nav.timereg': 'Облік часу',
  'ui.nav.partners': 'Партнери',
  'ui.nav.sharing': 'Спільне використання',
  'ui.nav.vendors': 'Постачальники',
  'ui.nav.documents': 'Документи',
  'ui.nav.compliance': 'Відповідність вимогам',
  'ui.nav.users': 'Користувачі',
  'ui.nav.vehicleDetection': 'Виявлення транспортних засобів',
  'ui.nav.damageDetection': 'Виявлення пошкоджень',
  'ui.nav.clients': 'Клієнти',
  'ui.nav.annotations': 'Анотації',

  'ui.badge.warnings':
    '{count, plural, one {# попередження} few {# попередження} many {# попереджень} other {# попередження}}',
  'ui.badge.upToDate': 'У порядку',

  'ui.account.menu': 'Обліковий запис',
  'ui.account.myAccount': 'Мій обліковий запис',
  'ui.account.language': 'Мова',
  'ui.account.languageCurrent': 'Мова: {language}',
  'ui.account.theme': 'Тема',
  'ui.theme.system': 'Як у системі',
  'ui.theme.light': 'Світла',
  'ui.theme.dark': 'Темна',
  'ui.account.signOut': 'Вийти',

  'ui.language.en': 'English',
  'ui.language.da': 'Dansk',
  'ui.language.uk': 'Українська',
  'ui.language.de': 'Deutsch',
  'ui.language.fr': 'Français',

  'ui.signOut.header': 'Вийти з системи?',
  'ui.signOut.message': 'Ви впевнені, що хочете вийти?',
  'ui.dialog.yes': 'Так',
  'ui.dialog.no': 'Ні',

  'ui.notifications.title': 'Сповіщення',
  'ui.notifications.filter': 'Фільтрувати сповіщення',
  'ui.notifications.unread': 'Непрочитані',
  'ui.notifications.all': 'Усі',
  'ui.notifications.empty': 'Немає сповіщень',
  'ui.notifications.emptyUnread': 'Немає непрочитаних сповіщень',
  'ui.notifications.loading': 'Завантаження сповіщень…',
  'ui.notifications.unreadItem': 'Непрочитане',

  'ui.search.label': 'Пошук',
  'ui.search.placeholder': 'Пошук у всьому реєстрі',

  'ui.subscription.header': 'Підписку не завершено',
  'ui.subscription.message': 'Щоб користуватися всіма функціями, потрібно завершити оформлення підписки.',
  'ui.subscription.get': 'Оформити підписку',
  'ui.subscription.cancel': 'Скасувати',

  'ui.calendar.today': 'Сьогодні',
  'ui.calendar.previousMonth': 'Попередній місяць',
  'ui.calendar.nextMonth': 'Наступний місяць',
  'ui.calendar.chooseDate': 'Вибрати дату',
  'ui.calendar.selectedDate': 'Вибрана дата: {date}',
  'ui.calendar.noDate': 'Дату не вибрано',
  'ui.calendar.patternPart': '{part, select, day {дд} month {мм} other {рррр}}',
  'ui.calendar.incompleteDate': 'Дата неповна: введіть день, місяць і рік у форматі {pattern}.',
  'ui.calendar.unreadableDate': 'Введіть дату у форматі {pattern}, наприклад {example}.',
  'ui.calendar.noSuchDate': 'Дати {text} не існує: перевірте день і місяць.',
  'ui.calendar.beforeMin': 'Виберіть {date} або пізнішу дату.',
  'ui.calendar.afterMax': 'Виберіть {date} або ранішу дату.',

  'ui.avatar.fallbackName': 'Користувач',

  'ui.emptyState.title': 'Тут поки нічого немає',
  'ui.emptyState.message': 'Поки що на цій сторінці немає чого показати.',
  'ui.layout.welcome': 'Вітаємо, {name}',

  // Kit: buttons, fields and the error summary
  'ui.button.pending': 'Виконується…',
  'ui.searchField.clear': 'Очистити пошук',
  'ui.combobox.clear': 'Очистити вибір',
  'ui.combobox.loading': 'Завантаження…',
  'ui.combobox.empty': 'Нічого не знайдено',
  'ui.errorSummary.title':
    '{count, plural, one {# поле потребує виправлення} few {# поля потребують виправлення} many {# полів потребують виправлення} other {# поля потребують виправлення}}',

  // Kit: data table, toolbar and status pills
  'ui.dataTable.selectAll': 'Вибрати всі рядки',
  'ui.dataTable.selectRow': 'Вибрати {name}',
  'ui.dataTable.selectedCount':
    '{count, plural, one {Вибрано # рядок} few {Вибрано # рядки} many {Вибрано # рядків} other {Вибрано # рядка}}',
  'ui.dataTable.clearSelection': 'Скасувати вибір',
  'ui.dataTable.bulkActions': 'Дії з вибраними рядками',
  'ui.dataTable.loading': 'Завантаження…',
  'ui.dataTable.loadingMore': 'Завантажуємо ще…',
  'ui.dataTable.errorTitle': 'Не вдалося завантажити список',
  'ui.dataTable.retry': 'Повторити',
  'ui.dataTable.emptyTitle': 'Нічого не знайдено',
  'ui.dataTable.emptyMessage': 'Ніщо не відповідає пошуку та фільтрам.',
  'ui.dataTable.progress':
    'Показано {shown, number} з {total, plural, one {# рядка} few {# рядків} many {# рядків} other {# рядка}}',
  'ui.toolbar.label': 'Пошук і фільтри',
  'ui.toolbar.filterOption': '{label} ({count, number})',
  'ui.toolbar.filterActive':
    '{label}, {count, plural, one {вибрано #} few {вибрано #} many {вибрано #} other {вибрано #}}',
  'ui.toolbar.activeFilters': 'Активні фільтри',
  'ui.toolbar.chip': '{filter}: {value}',
  'ui.toolbar.removeFilter': 'Прибрати фільтр: {filter}: {value}',
  'ui.toolbar.clearAll': 'Очистити все',

  // Kit: tabs, drawer, toasts, page header and stat cards
  'ui.drawer.close': 'Закрити',
  'ui.drawer.discardTitle': 'Відкинути незбережені зміни?',
  'ui.drawer.discardMessage': 'Зміни, внесені тут, не збережено, і їх буде втрачено.',
  'ui.drawer.discard': 'Відкинути',
  'ui.drawer.keepEditing': 'Продовжити редагування',
  'ui.toast.region': 'Повідомлення',
  'ui.toast.dismiss': 'Закрити',
  'ui.toast.success': 'Успіх:',
  'ui.toast.error': 'Помилка:',
  'ui.toast.info': 'Інформація:',
  'ui.pageHeader.breadcrumbs': 'Навігаційний ланцюжок',
  'ui.statCard.attention': 'Потребує уваги',
} satisfies Messages;

export default uk;
