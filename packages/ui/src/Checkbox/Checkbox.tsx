import type { ChangeEvent, InputHTMLAttributes, Ref } from 'react';
import { Field, type FieldBaseProps } from '../Field/Field';
import { useControllableState } from '../useControllableState/useControllableState';
import { Box } from './Checkbox.styles';

export interface CheckboxProps
  extends
    FieldBaseProps,
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'type' | 'checked' | 'defaultChecked' | 'value' | 'defaultValue' | 'children' | 'required'
    > {
  /** Whether it is ticked (controlled). */
  checked?: boolean;
  /** Whether an uncontrolled checkbox starts ticked. */
  defaultChecked?: boolean;
  /** Called with the new state on every change. */
  onCheckedChange?: (checked: boolean) => void;
  /** The value sent with a form when ticked. */
  value?: string;
  /** The `<input type="checkbox">` element. */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled checkbox in the kit's Field: the box first, its label beside it. */
export function Checkbox({
  label,
  description,
  error,
  required,
  invalid,
  labelHidden,
  id,
  className,
  disabled,
  checked,
  defaultChecked = false,
  onCheckedChange,
  onChange,
  ref,
  'aria-describedby': describedBy,
  ...inputProps
}: CheckboxProps) {
  const [on, setOn] = useControllableState({
    value: checked,
    defaultValue: defaultChecked,
    onChange: onCheckedChange,
  });
  return (
    <Field
      layout="inline"
      label={label}
      description={description}
      error={error}
      required={required}
      invalid={invalid}
      labelHidden={labelHidden}
      id={id}
      disabled={disabled}
      describedBy={describedBy}
      className={className}
    >
      {(control) => (
        <Box
          {...inputProps}
          {...control}
          ref={ref}
          type="checkbox"
          checked={on}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            onChange?.(event);
            setOn(event.currentTarget.checked);
          }}
        />
      )}
    </Field>
  );
}
