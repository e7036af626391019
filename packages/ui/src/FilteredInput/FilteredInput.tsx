import { useCallback, type InputHTMLAttributes, type Ref } from 'react';
import { Field, type FieldBaseProps } from '../Field/Field';
import { filterText, type InputFilterKind } from '../InputFilter/filterText';
import { useInputFilter, type InputFilterProps } from '../InputFilter/useInputFilter';
import { Input } from './FilteredInput.styles';

export interface FilteredInputProps
  extends
    FieldBaseProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'type' | 'children' | 'required'> {
  /** Which characters the input accepts (see docs/decisions/input-filters.md). */
  kind: InputFilterKind;
  /** The controlled value; shown filtered. */
  value?: string;
  /** The initial value of an uncontrolled input; filtered too. */
  defaultValue?: string;
  /** Called with the new, filtered value after every change. */
  onValueChange?: (value: string) => void;
  /** The `<input>` element. */
  ref?: Ref<HTMLInputElement>;
}

type Handler =
  'onBeforeInput' | 'onPaste' | 'onDrop' | 'onCompositionStart' | 'onCompositionEnd' | 'onChange';
const handlers: readonly Handler[] = [
  'onBeforeInput',
  'onPaste',
  'onDrop',
  'onCompositionStart',
  'onCompositionEnd',
  'onChange',
];

/**
 * A labelled text input that accepts only the characters of one filter kind, in the kit's
 * Field (label, description, required marker, error, as every field). It stays a
 * plain `type="text"` input even for e-mail (an `type="email"` input has no selection API,
 * which the caret handling needs); `inputMode` picks the on-screen keyboard instead.
 */
export function FilteredInput({
  label,
  description,
  error,
  required,
  invalid,
  labelHidden,
  kind,
  value,
  defaultValue,
  onValueChange,
  id,
  className,
  ref,
  'aria-describedby': describedBy,
  ...inputProps
}: FilteredInputProps) {
  const filter = useInputFilter(kind, { value, onChange: onValueChange });
  const filterRef = filter.ref;

  const mergedRef = useCallback(
    (node: HTMLInputElement | null) => {
      const cleanup = filterRef(node);
      let outerCleanup: void | (() => void) = undefined;
      if (typeof ref === 'function') outerCleanup = ref(node);
      else if (ref) ref.current = node;
      return () => {
        if (typeof cleanup === 'function') cleanup();
        if (typeof ref === 'function') {
          if (typeof outerCleanup === 'function') outerCleanup();
          else ref(null);
        } else if (ref) ref.current = null;
      };
    },
    [filterRef, ref],
  );

  // The host's own handlers run after the filter's, so they see the filtered value.
  const chained: Partial<InputFilterProps> = {};
  for (const name of handlers) {
    const own = filter[name] as (event: never) => void;
    const host = inputProps[name] as ((event: never) => void) | undefined;
    (chained as Record<Handler, (event: never) => void>)[name] = host
      ? (event: never) => {
          own(event);
          host(event);
        }
      : own;
  }

  return (
    <Field
      label={label}
      description={description}
      error={error}
      required={required}
      invalid={invalid}
      labelHidden={labelHidden}
      id={id}
      disabled={inputProps.disabled}
      describedBy={describedBy}
      className={className}
    >
      {(control) => (
        <Input
          inputMode={filter.inputMode}
          autoCapitalize={filter.autoCapitalize}
          autoCorrect={filter.autoCorrect}
          spellCheck={filter.spellCheck}
          {...inputProps}
          {...chained}
          {...control}
          type="text"
          data-kind={kind}
          ref={mergedRef}
          {...(filter.value === undefined
            ? { defaultValue: defaultValue === undefined ? undefined : filterText(kind, defaultValue) }
            : { value: filter.value })}
        />
      )}
    </Field>
  );
}
