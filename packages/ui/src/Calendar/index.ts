export { Calendar } from './Calendar';
export type { CalendarProps } from './Calendar';
export { DateField } from './DateField';
export type { DateFieldProps } from './DateField';
export type { Weekday } from './dates';
