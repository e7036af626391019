import type { ChangeEvent, Ref, TextareaHTMLAttributes } from 'react';
import { Field, splitFieldProps, type FieldOwnProps } from '../Field/Field';
import { useControllableState } from '../useControllableState/useControllableState';
import { Area } from './TextArea.styles';

export interface TextAreaProps
  extends
    FieldOwnProps,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'defaultValue' | 'children' | 'required'> {
  /** The text (controlled). */
  value?: string;
  /** The first text of an uncontrolled field. */
  defaultValue?: string;
  /** Called with the new text on every change. */
  onValueChange?: (value: string) => void;
  /** The `<textarea>` element. */
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text input in the kit's Field (3 rows unless told; the person can make it taller). */
export function TextArea(props: TextAreaProps) {
  const [field, { rows = 3, value, defaultValue = '', onValueChange, onChange, ref, ...areaProps }] =
    splitFieldProps(props);
  const [text, setText] = useControllableState({ value, defaultValue, onChange: onValueChange });
  return (
    <Field {...field}>
      {(control) => (
        <Area
          {...areaProps}
          {...control}
          ref={ref}
          rows={rows}
          value={text}
          onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
            onChange?.(event);
            setText(event.currentTarget.value);
          }}
        />
      )}
    </Field>
  );
}
