import type { ChangeEvent, ComponentType, InputHTMLAttributes, Ref } from 'react';
import { useControllableState } from '../useControllableState/useControllableState';
import { Field, splitFieldProps, type FieldOwnProps } from './Field';

/** The props of a checkable field: a Checkbox or a Switch. */
export interface CheckableFieldProps
  extends
    FieldOwnProps,
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'type' | 'checked' | 'defaultChecked' | 'value' | 'defaultValue' | 'children' | 'required'
    > {
  /** Whether it is checked, or on (controlled). */
  checked?: boolean;
  /** Whether an uncontrolled one starts checked, or on. */
  defaultChecked?: boolean;
  /** Called with the new state on every change. */
  onCheckedChange?: (checked: boolean) => void;
  /** The value sent with a form when checked, or on. */
  value?: string;
  /** The `<input type="checkbox">` element. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * The Checkbox and the Switch: a native checkbox in an inline Field, its control drawn by
 * `control` and, for a switch, announced with `role="switch"`. Kit-internal.
 */
export function CheckableField({
  control: Control,
  kind,
  ...props
}: CheckableFieldProps & {
  control: ComponentType<InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }>;
  kind: 'checkbox' | 'switch';
}) {
  const [field, { checked, defaultChecked = false, onCheckedChange, onChange, ref, ...inputProps }] =
    splitFieldProps(props);
  const [on, setOn] = useControllableState({
    value: checked,
    defaultValue: defaultChecked,
    onChange: onCheckedChange,
  });
  return (
    <Field {...field} layout="inline">
      {(control) => (
        <Control
          {...inputProps}
          {...control}
          ref={ref}
          type="checkbox"
          role={kind === 'switch' ? 'switch' : inputProps.role}
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
