import { TextField, useInputFilter, type InputFilterKind, type TextFieldProps } from '@vognpark/ui';

export interface FilteredTextFieldProps extends Omit<TextFieldProps, 'type' | 'defaultValue' | 'ref'> {
  /** Which characters the field accepts (docs/decisions/input-filters.md). */
  kind: InputFilterKind;
  value: string;
  onValueChange: (value: string) => void;
}

/**
 * The kit's TextField (label, hint, error on the field) with one of the kit's input filters:
 * typing, pasting and dropping keep only the allowed characters.
 */
export function FilteredTextField({ kind, value, onValueChange, ...props }: FilteredTextFieldProps) {
  const { ref, value: filtered, ...filterProps } = useInputFilter(kind, { value, onChange: onValueChange });
  return <TextField {...props} {...filterProps} ref={ref} value={filtered ?? value} />;
}
