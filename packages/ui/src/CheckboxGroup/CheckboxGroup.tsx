import { useId, type ReactNode, type Ref } from 'react';
import { fieldIds, FieldError, type FieldBaseProps } from '../Field/Field';
import { Description, RequiredMark } from '../Field/Field.styles';
import {
  Fieldset,
  Legend,
  Option,
  OptionDescription,
  OptionLabel,
  Options,
  Radio as Box,
} from '../RadioGroup/RadioGroup.styles';
import { useControllableState } from '../useControllableState/useControllableState';

export interface CheckboxOption {
  value: string;
  label: ReactNode;
  /** A line of help under the option's label. */
  description?: ReactNode;
  disabled?: boolean;
}

export interface CheckboxGroupProps extends FieldBaseProps {
  /** The choices, in order. */
  options: readonly CheckboxOption[];
  /** The chosen values (controlled), in the options' order. */
  value?: readonly string[];
  /** The first values of an uncontrolled group; none when left out. */
  defaultValue?: readonly string[];
  /** Called with the chosen values, in the options' order. */
  onValueChange?: (value: string[]) => void;
  /** The form field name of the boxes; generated when left out. */
  name?: string;
  /** Disables every choice. */
  disabled?: boolean;
  /** `vertical` (default) or `horizontal` (wraps when narrow). */
  orientation?: 'vertical' | 'horizontal';
  id?: string;
  className?: string;
  /** The `<fieldset>` element. */
  ref?: Ref<HTMLFieldSetElement>;
}

const none: readonly string[] = [];

/**
 * Any number of choices among a few, all visible: a fieldset (role `group`) whose legend is the
 * label, with the Field's description, required marker and error; a checkbox per choice. The
 * chosen values are reported in the options' order, whatever order they were ticked in.
 */
export function CheckboxGroup({
  label,
  description,
  error,
  required = false,
  invalid = false,
  labelHidden = false,
  options,
  value,
  defaultValue = none,
  onValueChange,
  name,
  disabled,
  orientation = 'vertical',
  id,
  className,
  ref,
}: CheckboxGroupProps) {
  const generatedId = useId();
  const baseId = id ?? generatedId;
  const legendId = `${baseId}-legend`;
  const hasDescription = description !== undefined && description !== null;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const ids = fieldIds(baseId, { description: hasDescription, error: hasError });
  const [chosen, setChosen] = useControllableState<readonly string[]>({
    value,
    defaultValue,
    onChange: onValueChange as ((next: readonly string[]) => void) | undefined,
  });

  const toggle = (optionValue: string, checked: boolean) => {
    const next = new Set(chosen);
    if (checked) next.add(optionValue);
    else next.delete(optionValue);
    setChosen(options.map((option) => option.value).filter((v) => next.has(v)));
  };

  return (
    <Fieldset
      ref={ref}
      id={baseId}
      aria-labelledby={legendId}
      aria-describedby={ids.describedBy}
      aria-invalid={hasError || invalid || undefined}
      disabled={disabled}
      className={className}
      data-invalid={hasError || undefined}
    >
      <Legend id={legendId} $hidden={labelHidden} $disabled={Boolean(disabled)}>
        {label}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </Legend>
      {hasDescription && <Description id={ids.descriptionId}>{description}</Description>}
      <Options $horizontal={orientation === 'horizontal'}>
        {options.map((option) => {
          const optionId = `${baseId}-${option.value}`;
          const optionDescriptionId = `${optionId}-description`;
          const optionDisabled = Boolean(disabled || option.disabled);
          return (
            <Option key={option.value}>
              <Box
                type="checkbox"
                id={optionId}
                name={name ?? baseId}
                value={option.value}
                checked={chosen.includes(option.value)}
                disabled={optionDisabled}
                aria-describedby={option.description ? optionDescriptionId : undefined}
                onChange={(event) => toggle(option.value, event.currentTarget.checked)}
              />
              <OptionLabel htmlFor={optionId} $disabled={optionDisabled}>
                {option.label}
              </OptionLabel>
              {option.description && (
                <OptionDescription id={optionDescriptionId}>{option.description}</OptionDescription>
              )}
            </Option>
          );
        })}
      </Options>
      {hasError && <FieldError id={ids.errorId}>{error}</FieldError>}
    </Fieldset>
  );
}
