import { CheckableField, type CheckableFieldProps } from '../Field/CheckableField';
import { Box } from './Checkbox.styles';

export type CheckboxProps = CheckableFieldProps;

/** A labelled checkbox in the kit's Field: the box first, its label beside it. */
export function Checkbox(props: CheckboxProps) {
  return <CheckableField {...props} control={Box} kind="checkbox" />;
}
