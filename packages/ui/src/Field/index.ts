export { Field, FieldError, fieldIds } from './Field';
export type { FieldProps, FieldBaseProps, FieldControlProps } from './Field';
