import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  FloatingPortal,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Field, type FieldBaseProps } from '../Field/Field';
import { useKitMessages } from '../i18n/useKitMessages';
import { Calendar, defaultCalendarLocale } from './Calendar';
import { toIsoDay, type Weekday } from './dates';
import { FieldInput, FieldRow, OpenButton, Popover } from './DateField.styles';

export interface DateFieldProps extends FieldBaseProps {
  /** The chosen day (controlled); null for none. */
  value?: Date | null;
  /** The initially chosen day of an uncontrolled field. */
  defaultValue?: Date | null;
  /** Called with the day the user chooses. */
  onValueChange?: (date: Date) => void;
  /** The earliest day that can be chosen. */
  min?: Date;
  /** The latest day that can be chosen. */
  max?: Date;
  /** What "today" is; the current date when left out. */
  today?: Date;
  /** The locale of the calendar and of the date in the field; Danish by default. */
  locale?: string;
  /** How the field shows the date (Intl `dateStyle`). */
  dateStyle?: 'short' | 'medium' | 'long';
  /** The first day of the week, 0 = Sunday; Monday by default. */
  weekStartsOn?: Weekday;
  /** Form field name: a hidden input carries the day as YYYY-MM-DD. */
  name?: string;
  /** The id of the text field. */
  id?: string;
  /** Starts with the popover open (for reviews in Storybook). */
  defaultOpen?: boolean;
  /** Shows the date but offers no way to change it. */
  disabled?: boolean;
  className?: string;
}

/**
 * A labelled, read-only date field in the kit's Field (description, required marker and error
 * as every field) with a button that opens the Calendar in a popover
 * (a modal dialog: focus moves to the chosen or current day and is trapped; Escape or a
 * click outside closes it). Choosing a day fills the field, formatted by Intl in the
 * calendar's locale, closes the popover and returns focus to the button. Typed dates are
 * not parsed: the calendar is the one way in, so no locale-specific parsing can go wrong.
 */
export function DateField({
  label,
  description,
  error,
  required,
  invalid,
  labelHidden,
  disabled,
  className,
  value,
  defaultValue = null,
  onValueChange,
  min,
  max,
  today,
  locale = defaultCalendarLocale,
  dateStyle = 'medium',
  weekStartsOn = 1,
  name,
  id,
  defaultOpen = false,
}: DateFieldProps) {
  const t = useKitMessages();
  const uiLocale = useIntl().locale;
  const [open, setOpen] = useState(defaultOpen);
  const [uncontrolled, setUncontrolled] = useState<Date | null>(defaultValue);
  const selected = value === undefined ? uncontrolled : value;

  const {
    refs: { setReference, setFloating },
    floatingStyles,
    context,
  } = useFloating({
    open,
    onOpenChange: setOpen,
    placement: 'bottom-end',
    middleware: [offset(4), flip({ padding: 8 }), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useClick(context),
    useDismiss(context),
    useRole(context, { role: 'dialog' }),
  ]);

  const format = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle }), [locale, dateStyle]);
  const text = selected ? format.format(selected) : '';

  const choose = (date: Date) => {
    if (value === undefined) setUncontrolled(date);
    onValueChange?.(date);
    setOpen(false);
  };

  return (
    <Field
      label={label}
      description={description}
      error={error}
      required={required}
      invalid={invalid}
      labelHidden={labelHidden}
      id={id}
      disabled={disabled}
      className={className}
    >
      {(control) => (
        <>
          <FieldRow>
            <FieldInput
              {...control}
              type="text"
              readOnly
              value={text}
              lang={locale}
              data-empty={!selected || undefined}
            />
            <OpenButton
              type="button"
              ref={setReference}
              disabled={disabled}
              aria-label={t('ui.calendar.chooseDate')}
              title={selected ? t('ui.calendar.selectedDate', { date: text }) : t('ui.calendar.noDate')}
              data-open={open || undefined}
              {...getReferenceProps()}
            >
              <CalendarIcon />
            </OpenButton>
          </FieldRow>
          {name && <input type="hidden" name={name} value={selected ? toIsoDay(selected) : ''} />}
          {open && (
            <FloatingPortal>
              {/* initialFocus -1: the Calendar itself focuses its chosen (or current) day. */}
              <FloatingFocusManager context={context} initialFocus={-1}>
                <Popover
                  ref={setFloating}
                  style={floatingStyles}
                  aria-label={t('ui.calendar.chooseDate')}
                  lang={uiLocale}
                  {...getFloatingProps()}
                >
                  <Calendar
                    focusOnMount
                    value={selected}
                    onValueChange={choose}
                    min={min}
                    max={max}
                    today={today}
                    locale={locale}
                    weekStartsOn={weekStartsOn}
                  />
                </Popover>
              </FloatingFocusManager>
            </FloatingPortal>
          )}
        </>
      )}
    </Field>
  );
}

function CalendarIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="3" y="5" width="18" height="16" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M3 10h18M8 3v4M16 3v4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
