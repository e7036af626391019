import { useId, type ReactNode } from 'react';
import { Description, ErrorText, InlineLabel, Label, LabelLine, RequiredMark, Root } from './Field.styles';

/** What every field of the kit shows around its control. */
export interface FieldBaseProps {
  /** The visible label; it names the control. */
  label: ReactNode;
  /** Help text under the label, read out after the label. */
  description?: ReactNode;
  /** The error message: shown under the control, read out with it, and the control is `aria-invalid`. */
  error?: ReactNode;
  /**
   * Marks the field as required: a visual asterisk, and `required`/`aria-required` so screen
   * readers say "required" (give the form `noValidate` to leave checking to your own errors).
   */
  required?: boolean;
  /**
   * Marks the control invalid without a message of its own, when the message is elsewhere (a
   * form-level alert the host ties in with `aria-describedby`). `error` implies it.
   */
  invalid?: boolean;
  /** Keeps the label for assistive technology only (a search box whose context says what it searches). */
  labelHidden?: boolean;
}

/** The attributes that tie a control to its field; spread them on the `<input>`, `<select>`, …. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
  /** The native `required` too: a form without `noValidate` also gets the browser's check. */
  required: boolean | undefined;
  disabled: boolean | undefined;
}

export interface FieldProps extends FieldBaseProps {
  /** The control's id; generated when left out. */
  id?: string;
  /** Dims the label; the control gets `disabled`. */
  disabled?: boolean;
  /** `stacked` (label above, default) or `inline` (control first, label beside it: checkboxes, switches). */
  layout?: 'stacked' | 'inline';
  /** Further ids that describe the control (the host's own `aria-describedby`). */
  describedBy?: string;
  /** Renders the control with the attributes that tie it to the label, description and error. */
  children: (control: FieldControlProps) => ReactNode;
  className?: string;
}

/** The props every field component takes for its Field (the rest go to its control). */
export interface FieldOwnProps extends FieldBaseProps {
  id?: string;
  className?: string;
  disabled?: boolean;
  /** Further ids that describe the control; merged with the description's and the error's. */
  'aria-describedby'?: string;
}

/**
 * Splits a field component's props into those of its Field and the rest, for the control, so
 * that every field forwards the same props the same way.
 */
export function splitFieldProps<P extends FieldOwnProps>(
  props: P,
): [Omit<FieldProps, 'children' | 'layout'>, Omit<P, keyof FieldOwnProps>] {
  const {
    label,
    description,
    error,
    required,
    invalid,
    labelHidden,
    id,
    className,
    disabled,
    'aria-describedby': describedBy,
    ...rest
  } = props;
  return [
    { label, description, error, required, invalid, labelHidden, id, className, disabled, describedBy },
    rest,
  ];
}

/** The id of a field's label, for a popup the label names too (the Combobox's list). */
export const fieldLabelId = (controlId: string) => `${controlId}-label`;

/** The ids a field's parts get, and the `aria-describedby` that lists description and error. */
export function fieldIds(
  base: string,
  parts: { description: boolean; error: boolean; describedBy?: string },
) {
  const descriptionId = `${base}-description`;
  const errorId = `${base}-error`;
  const describedBy =
    [parts.description && descriptionId, parts.error && errorId, parts.describedBy]
      .filter(Boolean)
      .join(' ') || undefined;
  return { descriptionId, errorId, describedBy };
}

const present = (node: ReactNode) => node !== undefined && node !== null && node !== false && node !== '';

/**
 * The wrapper every field of the kit uses, so they all look and read alike: label (with a
 * required asterisk), description, the control, the error message. The control comes from
 * `children`, a function that gets the id and ARIA attributes to spread on it.
 */
export function Field({
  label,
  description,
  error,
  required = false,
  invalid = false,
  labelHidden = false,
  id,
  disabled,
  layout = 'stacked',
  describedBy,
  children,
  className,
}: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hasDescription = present(description);
  const hasError = present(error);
  const ids = fieldIds(controlId, { description: hasDescription, error: hasError, describedBy });
  const control = children({
    id: controlId,
    'aria-describedby': ids.describedBy,
    'aria-invalid': hasError || invalid || undefined,
    'aria-required': required || undefined,
    required: required || undefined,
    disabled,
  });
  const LabelTag = layout === 'inline' ? InlineLabel : Label;
  const labelElement = (
    <LabelLine $hidden={labelHidden}>
      <LabelTag id={fieldLabelId(controlId)} htmlFor={controlId} $disabled={Boolean(disabled)}>
        {label}
      </LabelTag>
      {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
    </LabelLine>
  );

  return (
    <Root className={className} $inline={layout === 'inline'} data-invalid={hasError || undefined}>
      {layout === 'inline' ? control : labelElement}
      {layout === 'inline' && labelElement}
      {hasDescription && <Description id={ids.descriptionId}>{description}</Description>}
      {layout === 'stacked' && control}
      {hasError && <FieldError id={ids.errorId}>{error}</FieldError>}
    </Root>
  );
}

/** An error message with its icon (the words carry the meaning; the colour and icon only help). */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <ErrorText id={id}>
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <circle cx="8" cy="8" r="7" fill="currentColor" />
        <path d="M8 4.5v4.2M8 11.2v.3" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <span>{children}</span>
    </ErrorText>
  );
}
