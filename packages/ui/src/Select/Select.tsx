import type { ChangeEvent, Ref, SelectHTMLAttributes } from 'react';
import { Field, splitFieldProps, type FieldOwnProps } from '../Field/Field';
import { ChevronDownIcon } from '../icons/smallIcons';
import { useControllableState } from '../useControllableState/useControllableState';
import { NativeSelect, SelectBox } from './Select.styles';

export interface SelectOption {
  value: string;
  /** The option's text (an `<option>` holds text only). */
  label: string;
  disabled?: boolean;
}

export interface SelectProps
  extends
    FieldOwnProps,
    Omit<
      SelectHTMLAttributes<HTMLSelectElement>,
      'value' | 'defaultValue' | 'children' | 'required' | 'multiple'
    > {
  /** The choices, in order. */
  options: readonly SelectOption[];
  /** The chosen value (controlled); `''` for none. */
  value?: string;
  /** The first value of an uncontrolled select. */
  defaultValue?: string;
  /** Called with the chosen value. */
  onValueChange?: (value: string) => void;
  /** Text of an empty first choice (value `''`), such as "Choose a type"; no empty choice when left out. */
  placeholder?: string;
  /** The `<select>` element. */
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A labelled choice of one value in the kit's Field, on a native `<select>`: the platform's
 * own list, keyboard and screen-reader behaviour, on every device.
 */
export function Select(props: SelectProps) {
  const [field, { options, value, defaultValue, onValueChange, placeholder, onChange, ref, ...selectProps }] =
    splitFieldProps(props);
  const [chosen, setChosen] = useControllableState({
    value,
    defaultValue: defaultValue ?? (placeholder !== undefined ? '' : (options[0]?.value ?? '')),
    onChange: onValueChange,
  });
  return (
    <Field {...field}>
      {(control) => (
        <SelectBox>
          <NativeSelect
            {...selectProps}
            {...control}
            ref={ref}
            value={chosen}
            onChange={(event: ChangeEvent<HTMLSelectElement>) => {
              onChange?.(event);
              setChosen(event.currentTarget.value);
            }}
          >
            {placeholder !== undefined && (
              <option value="" disabled={field.required}>
                {placeholder}
              </option>
            )}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
          <ChevronDownIcon size={16} />
        </SelectBox>
      )}
    </Field>
  );
}
