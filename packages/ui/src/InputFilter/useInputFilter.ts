import {
  useCallback,
  useRef,
  type ChangeEvent,
  type ClipboardEvent,
  type CompositionEvent,
  type DragEvent,
  type FormEvent,
  type HTMLAttributes,
  type RefCallback,
} from 'react';
import { filterText, splitChars, type InputFilterKind } from './filterText';

export interface UseInputFilterOptions {
  /** The controlled value (shown filtered); leave out for an uncontrolled input. */
  value?: string;
  /** Called with the new, already filtered value after every change. */
  onChange?: (value: string) => void;
}

/** The props `useInputFilter` returns, to spread onto an `<input>`. */
export interface InputFilterProps {
  /** Attaches the native `beforeinput` listener (React's `onBeforeInput` is not the native event). */
  ref: RefCallback<HTMLInputElement>;
  /** The filtered controlled value; absent for an uncontrolled input. */
  value?: string;
  /** The on-screen keyboard that suits the kind, where one helps. */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Off for codes and numbers, so mobile keyboards do not capitalise or autocorrect them. */
  autoCapitalize?: string;
  /** Off for codes and numbers. */
  autoCorrect?: string;
  /** Off for codes and numbers. */
  spellCheck?: boolean;
  /** Fallback filter for browsers without a native `beforeinput` event. */
  onBeforeInput: (event: FormEvent<HTMLInputElement>) => void;
  /** Keeps the allowed characters of a paste, inserted at the selection. */
  onPaste: (event: ClipboardEvent<HTMLInputElement>) => void;
  /** Keeps the allowed characters of dropped text, inserted at the drop point. */
  onDrop: (event: DragEvent<HTMLInputElement>) => void;
  /** Marks the start of IME composition, which is never interrupted. */
  onCompositionStart: (event: CompositionEvent<HTMLInputElement>) => void;
  /** Filters the text an IME composition committed. */
  onCompositionEnd: (event: CompositionEvent<HTMLInputElement>) => void;
  /** Last line of defence: filters any change (autofill, programmatic) and keeps the caret sane. */
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/*
 * Why the native listener: React's onBeforeInput is a polyfill built on the old
 * `textInput`/`keypress` events; it never sees paste, drop, autocorrect or the
 * `inputType` of the real `beforeinput` event, which mobile keyboards rely on.
 */
function supportsNativeBeforeInput(): boolean {
  return typeof InputEvent !== 'undefined' && typeof InputEvent.prototype.getTargetRanges === 'function';
}

const inputModes: Partial<Record<InputFilterKind, InputFilterProps['inputMode']>> = {
  pint: 'numeric',
  // iOS' decimal pad shows the locale's separator (a comma in Danish), which `pnum` and
  // `num` do not accept, and no minus sign; they keep the full keyboard. `money`
  // accepts both separators, so the decimal pad suits it.
  money: 'decimal',
  email: 'email',
};

const controlOnly = /^\p{Cc}*$/u;

/** How many characters `input` can still take, honouring `maxLength`, if one is set. */
function fitMaxLength(input: HTMLInputElement, text: string, replacedLength: number): string {
  if (input.maxLength < 0) return text;
  const room = input.maxLength - (input.value.length - replacedLength);
  if (text.length <= room) return text;
  let out = '';
  for (const char of splitChars(text)) {
    if (out.length + char.length > room) break;
    out += char;
  }
  return out;
}

/**
 * Inserts already filtered text at the selection, leaves the caret right after it and
 * fires an `input` event so React's onChange (and the host) see the new value.
 * setRangeText, not the deprecated execCommand: it behaves the same in every browser and
 * in jsdom, and React's value tracker notices the change.
 */
function insertText(input: HTMLInputElement, text: string, inputType: string): void {
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? start;
  const fitted = fitMaxLength(input, text, end - start);
  if (fitted === '') return;
  input.setRangeText(fitted, start, end, 'end');
  input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType, data: fitted }));
}

/** The offset in `input`'s value under a drop point, when the browser can tell. */
function dropOffset(input: HTMLInputElement, x: number, y: number): number | null {
  const position = document.caretPositionFromPoint?.(x, y);
  return position && position.offsetNode === input ? position.offset : null;
}

/**
 * Props that make an `<input>` accept only the characters of `kind`. Typing, paste,
 * drop, autocorrect and mobile keyboards are filtered before they edit the value
 * (`beforeinput`); IME composition is left alone until it commits; any other change
 * (autofill, scripts) is filtered in onChange with the caret kept in place.
 */
export function useInputFilter(kind: InputFilterKind, options: UseInputFilterOptions = {}): InputFilterProps {
  const { value, onChange } = options;
  const composing = useRef(false);

  const ref = useCallback<RefCallback<HTMLInputElement>>(
    (input) => {
      if (!input) return;
      const onNativeBeforeInput = (event: InputEvent) => {
        if (!event.inputType.startsWith('insert')) return;
        // Composition text is not cancelable in Chromium and cancelling it breaks the IME:
        // the committed text is filtered in compositionend instead.
        if (event.isComposing || event.inputType === 'insertCompositionText') return;
        const text = event.data ?? event.dataTransfer?.getData('text/plain') ?? null;
        if (text === null || controlOnly.test(text)) return;
        const filtered = filterText(kind, text);
        if (filtered === text || !event.cancelable) return;
        event.preventDefault();
        insertText(input, filtered, event.inputType);
      };
      input.addEventListener('beforeinput', onNativeBeforeInput);
      return () => input.removeEventListener('beforeinput', onNativeBeforeInput);
    },
    [kind],
  );

  /** Replaces the whole value by its filtered form, keeping the caret after the same characters. */
  const refilter = (input: HTMLInputElement): string => {
    const raw = input.value;
    const filtered = filterText(kind, raw);
    if (filtered !== raw) {
      // Filtering is left to right, so the filtered text before the caret is exactly the
      // part of the result that stays before it.
      const caret = filterText(kind, raw.slice(0, input.selectionEnd ?? raw.length)).length;
      input.value = filtered;
      input.setSelectionRange(caret, caret);
    }
    return filtered;
  };

  const filterInsertion = (input: HTMLInputElement, text: string, inputType: string) => {
    const filtered = filterText(kind, text);
    if (filtered === text) return false;
    insertText(input, filtered, inputType);
    return true;
  };

  return {
    ref,
    ...(value === undefined ? {} : { value: filterText(kind, value) }),
    inputMode: inputModes[kind],
    ...(kind === 'alpha' || kind === 'alphanum'
      ? {}
      : { autoCapitalize: 'off', autoCorrect: 'off', spellCheck: false }),
    onBeforeInput: (event) => {
      // Only the cancelable pre-edit events (keypress, textInput); React also derives a
      // beforeinput from compositionend, which compositionend itself handles.
      const native = event.nativeEvent;
      if (supportsNativeBeforeInput() || composing.current || !native.cancelable) return;
      if (native.type !== 'keypress' && native.type !== 'textInput') return;
      const text = (event as FormEvent<HTMLInputElement> & { data?: string }).data;
      if (!text || controlOnly.test(text)) return;
      if (filterText(kind, text) === text) return;
      event.preventDefault();
      filterInsertion(event.currentTarget, text, 'insertText');
    },
    onPaste: (event) => {
      const text = event.clipboardData.getData('text/plain');
      if (filterText(kind, text) === text) return;
      event.preventDefault();
      filterInsertion(event.currentTarget, text, 'insertFromPaste');
    },
    onDrop: (event) => {
      const text = event.dataTransfer.getData('text/plain');
      if (filterText(kind, text) === text) return;
      event.preventDefault();
      const input = event.currentTarget;
      input.focus();
      const offset = dropOffset(input, event.clientX, event.clientY);
      if (offset !== null) input.setSelectionRange(offset, offset);
      filterInsertion(input, text, 'insertFromDrop');
    },
    onCompositionStart: () => {
      composing.current = true;
    },
    onCompositionEnd: (event) => {
      composing.current = false;
      const input = event.currentTarget;
      const before = input.value;
      const filtered = refilter(input);
      if (filtered !== before) onChange?.(filtered);
    },
    onChange: (event) => {
      const input = event.currentTarget;
      if (composing.current || (event.nativeEvent as InputEvent).isComposing) {
        // Mid-composition text is reported as is (a controlled input must follow it or
        // React would undo the IME's edit); compositionend filters what is committed.
        onChange?.(input.value);
        return;
      }
      onChange?.(refilter(input));
    },
  };
}
