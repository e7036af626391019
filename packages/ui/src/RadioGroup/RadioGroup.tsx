import { useId, type ReactNode, type Ref } from 'react';
import { fieldIds, FieldError, type FieldBaseProps } from '../Field/Field';
import { Description, RequiredMark } from '../Field/Field.styles';
import { useControllableState } from '../useControllableState/useControllableState';
import {
  Fieldset,
  Legend,
  Option,
  OptionDescription,
  OptionLabel,
  Options,
  Radio,
} from './RadioGroup.styles';

export interface RadioOption {
  value: string;
  label: ReactNode;
  /** A line of help under the option's label. */
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps extends FieldBaseProps {
  /** The choices, in order. */
  options: readonly RadioOption[];
  /** The chosen value (controlled); `''` for none. */
  value?: string;
  /** The first value of an uncontrolled group; none when left out. */
  defaultValue?: string;
  /** Called with the chosen value. */
  onValueChange?: (value: string) => void;
  /** The form field name of the radios; generated when left out. */
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

/**
 * One choice among a few, all visible: a fieldset (role `radiogroup`) whose legend is the
 * label, with the Field's description, required marker and error. Arrow keys move between
 * the choices (the browser's own radio behaviour).
 */
export function RadioGroup({
  label,
  description,
  error,
  required = false,
  invalid = false,
  labelHidden = false,
  options,
  value,
  defaultValue = '',
  onValueChange,
  name,
  disabled,
  orientation = 'vertical',
  id,
  className,
  ref,
}: RadioGroupProps) {
  const generatedId = useId();
  const baseId = id ?? generatedId;
  const legendId = `${baseId}-legend`;
  const hasDescription = description !== undefined && description !== null;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const ids = fieldIds(baseId, { description: hasDescription, error: hasError });
  const [chosen, setChosen] = useControllableState({ value, defaultValue, onChange: onValueChange });

  return (
    <Fieldset
      ref={ref}
      id={baseId}
      role="radiogroup"
      aria-labelledby={legendId}
      aria-describedby={ids.describedBy}
      aria-invalid={hasError || invalid || undefined}
      aria-required={required || undefined}
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
              <Radio
                type="radio"
                id={optionId}
                name={name ?? baseId}
                value={option.value}
                checked={chosen === option.value}
                disabled={optionDisabled}
                aria-describedby={option.description ? optionDescriptionId : undefined}
                onChange={(event) => {
                  if (event.currentTarget.checked) setChosen(option.value);
                }}
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
