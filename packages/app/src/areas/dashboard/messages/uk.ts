import type { DashboardMessages } from './en';

const dashboardUk: DashboardMessages = {
  'app.dashboard.tiles': 'Основні показники',
  'app.dashboard.tile.active': 'активні транспортні засоби',
  'app.dashboard.tile.inWorkshop': 'транспортні засоби в майстерні',
  'app.dashboard.tile.outOfService': 'транспортні засоби, що не експлуатуються',
  'app.dashboard.loadError': 'Не вдалося завантажити панель керування.',
  'app.dashboard.upcoming.title': 'Наступні 30 днів',
  'app.dashboard.upcoming.empty': 'У наступні 30 днів нічого не настає.',
  'app.dashboard.upcoming.date': 'Дата',
  'app.dashboard.upcoming.what': 'Що',
  'app.dashboard.upcoming.vehicle': 'Транспортний засіб',
  'app.dashboard.upcoming.today': 'Сьогодні',
  'app.dashboard.charts': 'Коротко в графіках',
  'app.dashboard.chart.fleet': 'Автопарк за статусом',
  'app.dashboard.chart.status': 'Стан',
  'app.dashboard.chart.active': 'Активний',
  'app.dashboard.chart.inWorkshop': 'У майстерні',
  'app.dashboard.chart.outOfService': 'Не експлуатується',
  'app.dashboard.chart.vehicles': 'Транспортні засоби',
  'app.dashboard.chart.ahead': 'Строки за тижнями, наступні 12 тижнів',
  'app.dashboard.chart.week': 'Тиждень, що починається',
  'app.dashboard.chart.loadError': 'Не вдалося завантажити графіки.',
  'app.dashboard.upcoming.shown': 'Показано {shown} з {total}',
  'app.dashboard.upcoming.showAll': 'Показати всі ({total})',
  'app.dashboard.upcoming.noVehicle': 'Без транспортного засобу',
};

export default dashboardUk;
