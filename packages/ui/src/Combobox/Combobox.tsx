import {
  autoUpdate,
  flip,
  FloatingPortal,
  offset,
  size,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useListNavigation,
  useMergeRefs,
  useRole,
} from '@floating-ui/react';
import {
  Fragment,
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { Button } from '../Button/Button';
import { Field, fieldLabelId, splitFieldProps, type FieldOwnProps } from '../Field/Field';
import { useKitMessages } from '../i18n/useKitMessages';
import { breakableParts } from './breakable';
import { IconFrame, type IconProps } from '../icons/Icon';
import { useLayerZIndex } from '../theme/FloatingLayer';
import { CheckIcon, ChevronDownIcon } from '../icons/smallIcons';
import { useControllableState } from '../useControllableState/useControllableState';
import {
  ComboBox,
  ComboInput,
  List,
  Message,
  OptionDescription,
  OptionRow,
  OptionSlot,
  OptionText,
  Panel,
} from './Combobox.styles';

export interface ComboboxOption {
  value: string;
  /** The option's text; the input shows it once the option is chosen. */
  label: string;
  /** A second line under the label (a model, a customer). */
  description?: string;
  disabled?: boolean;
}

export interface ComboboxProps
  extends
    FieldOwnProps,
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'value' | 'defaultValue' | 'children' | 'required' | 'type' | 'onSelect'
    > {
  /** The choices for what is typed, in order: the host searches (on the server or in a list) and passes the matches. */
  options: readonly ComboboxOption[];
  /** The chosen value (controlled); null for none. */
  value?: string | null;
  /** The first value when uncontrolled. */
  defaultValue?: string | null;
  /** Called with the chosen value (null when cleared) and its option. */
  onValueChange?: (value: string | null, option: ComboboxOption | null) => void;
  /** The chosen value's text when its option is not among `options` (it came from the address, say). */
  selectedLabel?: string;
  /**
   * Called with the typed text once typing pauses for `delay` ms, and with "" when the list
   * closes after a search, so the host can fetch the matches.
   */
  onSearchChange?: (text: string) => void;
  /** How long typing must pause before `onSearchChange` (ms). Default 300. */
  delay?: number;
  /** The matches are on their way: the list says "Loading…". */
  loading?: boolean;
  /** What the list says when nothing matches; "No matches" by default. */
  emptyMessage?: ReactNode;
  /** A line under the choices, read out when it changes: that more match than are shown, or that they could not be loaded. */
  status?: ReactNode;
  /** The list is open (controlled). */
  open?: boolean;
  /** Open at first, when uncontrolled. */
  defaultOpen?: boolean;
  /** Called whenever the list opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** The `<input>` element. */
  ref?: Ref<HTMLInputElement>;
}

function ClearIcon(props: IconProps) {
  return (
    <IconFrame size={16} strokeWidth={2} {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </IconFrame>
  );
}

/** A label or second line that wraps at an e-mail's or address's punctuation, not after any letter. */
function Breakable({ text }: { text: string }) {
  return breakableParts(text).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

/**
 * A labelled text field with a list of choices that follow what is typed (the ARIA combobox
 * pattern with a listbox, from Floating UI's `useRole`, `useListNavigation`, `useDismiss` and
 * `useClick`). The kit does not filter: `onSearchChange` reports the text after a pause and the
 * host passes the matches as `options`, so the choices can come from a server. Arrow keys move
 * through the choices while focus stays in the field, Enter or a click chooses, Escape closes and
 * puts the chosen value's text back; the clear button (or emptying the field) chooses none.
 */
export function Combobox(props: ComboboxProps) {
  const [
    field,
    {
      options,
      value: valueProp,
      defaultValue = null,
      onValueChange,
      selectedLabel,
      onSearchChange,
      delay = 300,
      loading = false,
      emptyMessage,
      status,
      open: openProp,
      defaultOpen = false,
      onOpenChange,
      onChange,
      onKeyDown,
      placeholder,
      ref,
      ...inputProps
    },
  ] = splitFieldProps(props);
  const t = useKitMessages();
  // Above the drawer or dialog the field is in (theme/FloatingLayer.tsx).
  const zIndex = useLayerZIndex('popover');
  const [value, setValue] = useControllableState<string | null>({
    value: valueProp,
    defaultValue,
    onChange: (next) => onValueChange?.(next, options.find((option) => option.value === next) ?? null),
  });
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  // The label of the option last chosen here, for when the host's matches no longer hold it.
  const [chosenLabel, setChosenLabel] = useState<{ value: string; label: string } | null>(null);
  // What is typed; null while the field shows the chosen value's text.
  const [typed, setTyped] = useState<string | null>(null);
  // A new value (chosen here or set by the host) shows its own text from then on.
  const [textFor, setTextFor] = useState(value);
  if (textFor !== value) {
    setTextFor(value);
    setTyped(null);
  }
  const [activeIndex, setActiveIndex] = useState<number | null>(null);

  const label =
    value === null
      ? ''
      : (selectedLabel ??
        options.find((option) => option.value === value)?.label ??
        (chosenLabel?.value === value ? chosenLabel.label : ''));
  const text = typed ?? label;

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const searched = useRef('');
  useEffect(() => () => clearTimeout(timer.current), []);
  function search(next: string) {
    clearTimeout(timer.current);
    if (next === searched.current) return;
    searched.current = next;
    onSearchChange?.(next);
  }

  const listRef = useRef<Array<HTMLElement | null>>([]);
  const inputRef = useRef<HTMLInputElement | null>(null);

  function finish() {
    // Emptying the field and leaving it chooses none.
    if (typed === '' && value !== null) setValue(null);
    setTyped(null);
    setActiveIndex(null);
    search('');
  }

  function changeOpen(next: boolean) {
    setOpen(next);
    if (!next) finish();
  }

  const { refs, floatingStyles, context } = useFloating<HTMLInputElement>({
    open,
    onOpenChange: changeOpen,
    placement: 'bottom-start',
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(4),
      flip({ padding: 8 }),
      size({
        padding: 8,
        apply({ rects, availableHeight, elements }) {
          Object.assign(elements.floating.style, {
            width: `${rects.reference.width}px`,
            maxHeight: `${Math.min(availableHeight, 320)}px`,
          });
        },
      }),
    ],
  });
  const selectedIndex = options.findIndex((option) => option.value === value);
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    useRole(context, { role: 'combobox' }),
    useDismiss(context),
    useClick(context, { toggle: false, keyboardHandlers: false }),
    useListNavigation(context, {
      listRef,
      activeIndex,
      selectedIndex: selectedIndex >= 0 ? selectedIndex : null,
      onNavigate: setActiveIndex,
      virtual: true,
      loop: true,
      disabledIndices: options.flatMap((option, index) => (option.disabled ? [index] : [])),
    }),
  ]);

  function choose(option: ComboboxOption) {
    if (option.disabled) return;
    setChosenLabel({ value: option.value, label: option.label });
    // The chosen text stays in the field until the host's value follows: a host may apply it a
    // frame or more later (a router navigation in a transition), and the field must not go blank.
    setTyped(option.label);
    setValue(option.value);
    setActiveIndex(null);
    setOpen(false);
    search('');
  }

  function clear() {
    setTyped(null);
    setValue(null);
    setOpen(false);
    search('');
    inputRef.current?.focus();
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    onChange?.(event);
    const next = event.currentTarget.value;
    setTyped(next);
    setActiveIndex(null);
    if (!open) setOpen(true);
    clearTimeout(timer.current);
    if (next === '') search('');
    else timer.current = setTimeout(() => search(next), delay);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.key !== 'Enter' || !open) return;
    // Enter chooses the active option and never submits the form while the list is open.
    event.preventDefault();
    const option = activeIndex === null ? undefined : options[activeIndex];
    if (option) choose(option);
    else if (typed !== null) search(typed);
  }

  const setInputRef = useMergeRefs([inputRef, refs.setReference, ref]);
  const clearable = value !== null && !field.disabled && !inputProps.readOnly;
  // The listbox is the list inside the panel, so that the panel's messages are not in it.
  const {
    id: listId,
    role: listRole,
    'aria-orientation': orientation,
    ...panelProps
  } = getFloatingProps({
    // Focus stays in the field (the options are only active descendants): a press on the panel
    // must not take it away.
    onMouseDown: (event) => event.preventDefault(),
  }) as Record<string, unknown>;
  const message = loading
    ? t('ui.combobox.loading')
    : options.length === 0
      ? (status ?? emptyMessage ?? t('ui.combobox.empty'))
      : status;

  return (
    <Field {...field}>
      {(control) => (
        <ComboBox>
          <ComboInput
            autoComplete="off"
            spellCheck={false}
            {...inputProps}
            {...control}
            {...getReferenceProps({
              ref: setInputRef,
              value: text,
              placeholder,
              onChange: handleChange,
              onKeyDown: handleKeyDown,
              // Leaving the field (Tab, a press elsewhere) closes the list.
              onBlur: () => {
                if (open) changeOpen(false);
              },
            })}
            $clearable={clearable}
          />
          {clearable && (
            <Button
              variant="ghost"
              size="sm"
              icon={ClearIcon}
              label={t('ui.combobox.clear')}
              onClick={clear}
            />
          )}
          <ChevronDownIcon size={16} />
          <FloatingPortal preserveTabOrder={false}>
            {open && (
              <Panel ref={refs.setFloating} style={floatingStyles} $zIndex={zIndex} {...panelProps}>
                <List
                  id={listId as string}
                  role={listRole as string}
                  aria-orientation={orientation as 'vertical' | undefined}
                  aria-labelledby={fieldLabelId(control.id)}
                >
                  {options.map((option, index) => {
                    const active = activeIndex === index;
                    const selected = option.value === value;
                    return (
                      <OptionRow
                        key={option.value}
                        $active={active}
                        aria-disabled={option.disabled || undefined}
                        // Not a tab stop (focus stays in the field), but focusable content, so a
                        // long list that scrolls is not a scroll region without keyboard access.
                        tabIndex={-1}
                        {...getItemProps({
                          id: `${listId as string}-option-${index}`,
                          active,
                          selected,
                          ref(node: HTMLElement | null) {
                            listRef.current[index] = node;
                          },
                          onClick() {
                            choose(option);
                            inputRef.current?.focus();
                          },
                        })}
                      >
                        <OptionSlot aria-hidden="true">{selected && <CheckIcon size={16} />}</OptionSlot>
                        <OptionText>
                          <span>
                            <Breakable text={option.label} />
                          </span>
                          {option.description && (
                            <OptionDescription $active={active}>
                              <Breakable text={option.description} />
                            </OptionDescription>
                          )}
                        </OptionText>
                      </OptionRow>
                    );
                  })}
                </List>
                <Message role="status">{message}</Message>
              </Panel>
            )}
          </FloatingPortal>
        </ComboBox>
      )}
    </Field>
  );
}
