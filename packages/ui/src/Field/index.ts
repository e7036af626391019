export { Field, FieldError, fieldIds, splitFieldProps } from './Field';
export type { FieldProps, FieldBaseProps, FieldControlProps, FieldOwnProps } from './Field';
