import {
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { useMergedRefs } from '../useMergedRefs';
import { Button } from '../Button/Button';
import { Field, splitFieldProps, type FieldOwnProps } from '../Field/Field';
import { useKitMessages } from '../i18n/useKitMessages';
import { IconFrame, type IconProps } from '../icons/Icon';
import { useControllableState } from '../useControllableState/useControllableState';
import { SearchBox, SearchInput } from './SearchField.styles';

export interface SearchFieldProps
  extends
    FieldOwnProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'type' | 'children' | 'required'> {
  /** The search text (controlled): what `onValueChange` last reported, or a text the host sets. */
  value?: string;
  /** The first text of an uncontrolled field. */
  defaultValue?: string;
  /**
   * Called with the search text once typing pauses for `delay` ms, and at once on Enter or
   * when the field is cleared.
   */
  onValueChange?: (value: string) => void;
  /** How long typing must pause before `onValueChange` (ms). Default 300. */
  delay?: number;
  /** The `<input type="search">` element. */
  ref?: Ref<HTMLInputElement>;
}

function SearchIcon(props: IconProps) {
  return (
    <IconFrame size={16} {...props}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l4.5 4.5" />
    </IconFrame>
  );
}

function ClearIcon(props: IconProps) {
  return (
    <IconFrame size={16} strokeWidth={2} {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </IconFrame>
  );
}

/**
 * A labelled search box. What is typed shows at once; `onValueChange` hears it after a pause
 * (so a list is not fetched on every key), at once on Enter and on clear. The clear button
 * (named "Clear search" in the active language) empties the field and puts focus back in it;
 * Escape clears too, as in the browser's own search boxes.
 */
export function SearchField(props: SearchFieldProps) {
  const [
    field,
    { value, defaultValue = '', onValueChange, delay = 300, onChange, onKeyDown, ref, ...inputProps },
  ] = splitFieldProps(props);
  const t = useKitMessages();
  const [committed, commit] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const [text, setText] = useState(committed);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);
  const mergedRef = useMergedRefs(inputRef, ref);

  // A new value from the host (not the echo of what was typed) replaces the text.
  const lastCommitted = useRef(committed);
  useEffect(() => {
    if (committed !== lastCommitted.current) {
      lastCommitted.current = committed;
      setText(committed);
    }
  }, [committed]);

  useEffect(() => () => clearTimeout(timer.current), []);

  function commitNow(next: string) {
    clearTimeout(timer.current);
    lastCommitted.current = next;
    commit(next);
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    onChange?.(event);
    const next = event.currentTarget.value;
    setText(next);
    clearTimeout(timer.current);
    if (next === '') commitNow('');
    else timer.current = setTimeout(() => commitNow(next), delay);
  }

  function clear() {
    setText('');
    commitNow('');
    inputRef.current?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'Enter') commitNow(text);
    else if (event.key === 'Escape' && text !== '') {
      // Clearing uses up the Escape: a drawer or dialog around the field stays open.
      event.preventDefault();
      event.stopPropagation();
      clear();
    }
  }

  return (
    <Field {...field}>
      {(control) => (
        <SearchBox>
          <SearchIcon />
          <SearchInput
            autoComplete="off"
            {...inputProps}
            {...control}
            ref={mergedRef}
            type="search"
            value={text}
            onChange={handleChange}
            onKeyDown={handleKeyDown}
          />
          {text !== '' && !field.disabled && (
            <Button
              variant="ghost"
              size="sm"
              icon={ClearIcon}
              label={t('ui.searchField.clear')}
              onClick={clear}
            />
          )}
        </SearchBox>
      )}
    </Field>
  );
}
