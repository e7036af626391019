import type { ChangeEvent, InputHTMLAttributes, Ref } from 'react';
import { Field, splitFieldProps, type FieldOwnProps } from '../Field/Field';
import { useControllableState } from '../useControllableState/useControllableState';
import { Input } from './TextField.styles';

export interface TextFieldProps
  extends
    FieldOwnProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'type' | 'children' | 'required'> {
  /** The kind of text; `text` by default (a search box is a SearchField). */
  type?: 'text' | 'email' | 'password' | 'tel' | 'url';
  /** The text (controlled). */
  value?: string;
  /** The first text of an uncontrolled field. */
  defaultValue?: string;
  /** Called with the new text on every change. */
  onValueChange?: (value: string) => void;
  /** The `<input>` element. */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled single-line text input in the kit's Field. */
export function TextField(props: TextFieldProps) {
  const [field, { type = 'text', value, defaultValue = '', onValueChange, onChange, ref, ...inputProps }] =
    splitFieldProps(props);
  const [text, setText] = useControllableState({ value, defaultValue, onChange: onValueChange });
  return (
    <Field {...field}>
      {(control) => (
        <Input
          {...inputProps}
          {...control}
          ref={ref}
          type={type}
          value={text}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            onChange?.(event);
            setText(event.currentTarget.value);
          }}
        />
      )}
    </Field>
  );
}
