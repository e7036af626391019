import type { ChangeEvent, InputHTMLAttributes, Ref } from 'react';
import { Field, type FieldBaseProps } from '../Field/Field';
import { useControllableState } from '../useControllableState/useControllableState';
import { Track } from './Switch.styles';

export interface SwitchProps
  extends
    FieldBaseProps,
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'type' | 'checked' | 'defaultChecked' | 'value' | 'defaultValue' | 'children' | 'required'
    > {
  /** Whether it is on (controlled). */
  checked?: boolean;
  /** Whether an uncontrolled switch starts on. */
  defaultChecked?: boolean;
  /** Called with the new state on every change. */
  onCheckedChange?: (checked: boolean) => void;
  /** The value sent with a form when on. */
  value?: string;
  /** The `<input type="checkbox">` element. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled on/off switch in the kit's Field: a native checkbox with `role="switch"`, so it
 * reads as "on"/"off" and toggles with Space. For a setting that applies at once; in a form
 * that is saved later a Checkbox reads better.
 */
export function Switch({
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
}: SwitchProps) {
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
        <Track
          {...inputProps}
          {...control}
          ref={ref}
          type="checkbox"
          role="switch"
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
