/** Calendar dates as the work pages handle them: i18n/dates.ts's, the app's one home for dates. */
export { addDays, addYears, copenhagenToday, dateToIso, isIsoDate, isoToDate } from '../../i18n/dates';
