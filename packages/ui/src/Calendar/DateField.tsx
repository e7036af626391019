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
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Field, type FieldBaseProps } from '../Field/Field';
import { useKitMessages } from '../i18n/useKitMessages';
import { useLayerZIndex } from '../theme/FloatingLayer';
import { Calendar } from './Calendar';
import { compareDays, isSameDay, toIsoDay, type Weekday } from './dates';
import { FieldInput, FieldRow, OpenButton, Popover } from './DateField.styles';
import { datePattern, formatNumericDate, parseTypedDate } from './typedDate';

export interface DateFieldProps extends FieldBaseProps {
  /** The chosen day (controlled); null for none. */
  value?: Date | null;
  /** The initially chosen day of an uncontrolled field. */
  defaultValue?: Date | null;
  /** Called with the day the user chooses or types, and with null when they empty the field. */
  onValueChange?: (date: Date | null) => void;
  /** The earliest day that can be chosen. */
  min?: Date;
  /** The latest day that can be chosen. */
  max?: Date;
  /** What "today" is; the current date when left out. */
  today?: Date;
  /** The locale of the calendar, of the date in the field and of typed dates; the interface language when left out. */
  locale?: string;
  /** How the field shows the date (Intl `dateStyle`); `medium`, as the product shows dates everywhere. */
  dateStyle?: 'short' | 'medium' | 'long';
  /** The first day of the week, 0 = Sunday; the locale's when left out (see Calendar). */
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

type Letters = Record<'day' | 'month' | 'year', string>;

/**
 * A labelled date field in the kit's Field (description, required marker and error as every
 * field): a person types the date in the language's way (27.11.2026 in Danish, 11/27/2026 in
 * English, a month's name as the field shows it, or ISO; the placeholder shows the pattern), or
 * opens the Calendar with the button beside it, in a popover (a modal dialog: focus moves to
 * the chosen or current day and is trapped; Escape or a click outside closes it). A typed date
 * is read when the field loses focus or on Enter; a date that is incomplete, does not exist or
 * is outside `min`..`max` shows the field's own error and changes nothing, and the form it is in
 * does not submit until it is corrected or emptied. The field shows the chosen day formatted by
 * Intl (`dateStyle`, medium) in `locale`, the interface language by default.
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
  locale: localeProp,
  dateStyle = 'medium',
  weekStartsOn,
  name,
  id,
  defaultOpen = false,
}: DateFieldProps) {
  const t = useKitMessages();
  const uiLocale = useIntl().locale;
  const locale = localeProp ?? uiLocale;
  // Above the drawer or dialog the field is in (theme/FloatingLayer.tsx).
  const zIndex = useLayerZIndex('popover');
  const [open, setOpen] = useState(defaultOpen);
  const [uncontrolled, setUncontrolled] = useState<Date | null>(defaultValue);
  const selected = value === undefined ? uncontrolled : value;
  // What the person is typing, until it is read (null: the field shows the chosen day).
  const [draft, setDraft] = useState<string | null>(null);
  const [typedError, setTypedError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

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
  const pattern = useMemo(() => {
    const letters: Letters = {
      day: t('ui.calendar.patternPart', { part: 'day' }),
      month: t('ui.calendar.patternPart', { part: 'month' }),
      year: t('ui.calendar.patternPart', { part: 'year' }),
    };
    return datePattern(locale, letters);
  }, [locale, t]);

  function change(date: Date | null) {
    setDraft(null);
    setTypedError(null);
    if (isSameDay(date, selected) || (!date && !selected)) return;
    if (value === undefined) setUncontrolled(date);
    onValueChange?.(date);
  }

  const choose = (date: Date) => {
    change(date);
    setOpen(false);
  };

  /** Reads the typed text: true when it is a day (or nothing), else the field shows why not. */
  function commit(): boolean {
    if (draft === null) return typedError === null;
    const referenceYear = (today ?? new Date()).getFullYear();
    const result = parseTypedDate(draft, locale, referenceYear);
    let message: string | null = null;
    if (result.kind === 'empty') change(null);
    else if (result.kind === 'date') {
      if (min && compareDays(result.date, min) < 0)
        message = t('ui.calendar.beforeMin', { date: format.format(min) });
      else if (max && compareDays(result.date, max) > 0)
        message = t('ui.calendar.afterMax', { date: format.format(max) });
      else change(result.date);
    } else if (result.kind === 'incomplete') message = t('ui.calendar.incompleteDate', { pattern });
    else if (result.kind === 'noSuchDay') message = t('ui.calendar.noSuchDate', { text: draft.trim() });
    else
      message = t('ui.calendar.unreadableDate', {
        pattern,
        example: formatNumericDate(today ?? new Date(), locale),
      });
    if (message !== null) setTypedError(message);
    return message === null;
  }

  // A form does not submit while the typed text is not a day: the field says why and has focus
  // (forms here have noValidate, so the browser's own check would not stop it).
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });
  useEffect(() => {
    const form = inputRef.current?.form;
    if (!form) return;
    const onSubmit = (event: SubmitEvent) => {
      if (commitRef.current()) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      inputRef.current?.focus();
    };
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  }, []);

  const shownError = typedError ?? error;

  return (
    <Field
      label={label}
      description={description}
      error={shownError}
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
              ref={inputRef}
              type="text"
              inputMode="text"
              autoComplete="off"
              spellCheck={false}
              value={draft ?? text}
              placeholder={pattern}
              lang={locale}
              data-empty={!selected || undefined}
              onChange={(event) => setDraft(event.target.value)}
              onBlur={() => commit()}
              onKeyDown={(event) => {
                // Enter reads the typed date (and does not submit the form with the old one).
                if (event.key === 'Enter' && draft !== null) {
                  event.preventDefault();
                  commit();
                }
              }}
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
                  $zIndex={zIndex}
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
