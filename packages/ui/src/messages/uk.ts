import type { Messages } from './en';

const uk = {
  'ui.spinner.loading': 'Завантаження…',

  'ui.sidebar.navigation': 'Головна навігація',
  'ui.sidebar.minimize': 'Згорнути',
  'ui.sidebar.expand': 'Розгорнути',
  'ui.sidebar.skipToContent': 'Перейти до основного вмісту',
  'ui.sidebar.productName': 'Vognpark',
  'ui.sidebar.logo': 'Логотип Vognpark',
  'ui.sidebar.version': 'Версія {version}',
  'ui.sidebar.openAccountMenu': 'Меню облікового запису: {name}',
  'ui.sidebar.entryWithStatus': '{label}, {status}',

  'ui.nav.dashboard': 'Огляд',
  'ui.nav.map': 'Карта',
  'ui.nav.vehicles': 'Транспортні засоби',
  'ui.nav.tasks': 'Завдання',
  'ui.nav.inspections': 'Техогляди',
  'ui.nav.service': 'Обслуговування',
  'ui.nav.timereg': 'Облік часу',
  'ui.nav.partners': 'Партнери',
  'ui.nav.sharing': 'Спільне використання',
  'ui.nav.vendors': 'Постачальники',
  'ui.nav.documents': 'Документи',
  'ui.nav.compliance': 'Відповідність',
  'ui.nav.users': 'Користувачі',
  'ui.nav.vehicleDetection': 'Розпізнавання транспорту',
  'ui.nav.damageDetection': 'Виявлення пошкоджень',
  'ui.nav.clients': 'Клієнти',
  'ui.nav.annotations': 'Анотації',

  'ui.badge.warnings':
    '{count, plural, one {# попередження} few {# попередження} many {# попереджень} other {# попередження}}',
  'ui.badge.upToDate': 'Актуально',

  'ui.account.menu': 'Обліковий запис',
  'ui.account.myAccount': 'Мій обліковий запис',
  'ui.account.language': 'Мова',
  'ui.account.languageCurrent': 'Мова: {language}',
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
  'ui.notifications.filter': 'Показати сповіщення',
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
  'ui.calendar.chooseDate': 'Виберіть дату',
  'ui.calendar.selectedDate': 'Вибрана дата: {date}',
  'ui.calendar.noDate': 'Дату не вибрано',

  'ui.avatar.fallbackName': 'Користувач',

  'ui.emptyState.title': 'Тут поки нічого немає',
  'ui.emptyState.message': 'Поки що на цій сторінці немає чого показати.',
  'ui.layout.welcome': 'Вітаємо, {name}',

  // Kit: buttons, fields and the error summary

  // Kit: data table, toolbar and status pills

  // Kit: tabs, drawer, toasts, page header and stat cards
} satisfies Messages;

export default uk;
