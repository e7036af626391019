import { useCallback, useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { filterText, type InputFilterKind } from '../InputFilter/filterText';
import { useInputFilter, type InputFilterProps } from '../InputFilter/useInputFilter';
import { Field, Input, Label } from './FilteredInput.styles';

export interface FilteredInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'type' | 'children'
> {
  /** The visible label, also the input's accessible name. */
  label: ReactNode;
  /** Which characters the input accepts (see DESIGN.md "Input filters"). */
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
 * A labelled text input that accepts only the characters of one filter kind. It stays a
 * plain `type="text"` input even for e-mail (an `type="email"` input has no selection API,
 * which the caret handling needs); `inputMode` picks the on-screen keyboard instead.
 */
export function FilteredInput({
  label,
  kind,
  value,
  defaultValue,
  onValueChange,
  id,
  ref,
  ...inputProps
}: FilteredInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
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
    <Field>
      <Label htmlFor={inputId}>{label}</Label>
      <Input
        inputMode={filter.inputMode}
        autoCapitalize={filter.autoCapitalize}
        autoCorrect={filter.autoCorrect}
        spellCheck={filter.spellCheck}
        {...inputProps}
        {...chained}
        id={inputId}
        type="text"
        data-kind={kind}
        ref={mergedRef}
        {...(filter.value === undefined
          ? { defaultValue: defaultValue === undefined ? undefined : filterText(kind, defaultValue) }
          : { value: filter.value })}
      />
    </Field>
  );
}
