import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../Button';
import { useKitMessages } from '../i18n/useKitMessages';
import { IconFrame, type IconProps } from '../icons/Icon';
import { startDismissTimer } from './dismissTimer';
import { Description, HiddenText, Icon, Item, Region, Stack, Text, Title } from './Toast.styles';

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastOptions {
  /** The message, short ("Vehicle saved"). */
  title: ReactNode;
  /** An optional second line ("AB 12 345 was added to the register."). */
  description?: ReactNode;
  /** `success` and `info` are announced politely; `error` assertively. Default `info`. */
  tone?: ToastTone;
  /**
   * Milliseconds before it goes away by itself, not counting time under the pointer or with focus
   * inside; `null` keeps it until closed. Default: the provider's `duration` (5 s); errors stay.
   */
  duration?: number | null;
}

export interface ToastApi {
  /** Shows a toast (focus stays where it is) and returns its id. */
  show: (options: ToastOptions) => string;
  /** Removes a toast by id. */
  dismiss: (id: string) => void;
}

export interface ToastProviderProps {
  children?: ReactNode;
  /** The default time a success or info toast stays, in ms. Default 5000. */
  duration?: number;
  /** At most this many toasts show; the oldest goes first. Default 5. */
  max?: number;
}

interface ToastEntry extends ToastOptions {
  id: string;
  tone: ToastTone;
  duration: number | null;
}

const ToastContext = createContext<ToastApi | null>(null);

/** `show` and `dismiss` of the nearest `ToastProvider`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() must be called inside a <ToastProvider>.');
  return api;
}

function SuccessIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 12.5l2.7 2.7L16 9.8" />
    </IconFrame>
  );
}
function ErrorIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M12 3.5l9.5 16.5h-19z" />
      <path d="M12 10v4.5M12 17.3v.2" />
    </IconFrame>
  );
}
function InfoIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5.5M12 7.7v.2" />
    </IconFrame>
  );
}
function CloseIcon(props: IconProps) {
  return (
    <IconFrame {...props}>
      <path d="M7 7l10 10M17 7L7 17" />
    </IconFrame>
  );
}
const toneIcons = { success: SuccessIcon, error: ErrorIcon, info: InfoIcon } as const;

function ToastItem({
  toast,
  paused,
  onDismiss,
}: {
  toast: ToastEntry;
  paused: boolean;
  onDismiss: (id: string) => void;
}) {
  const t = useKitMessages();
  const titleId = useId();
  const dismissId = useId();
  const timer = useRef<ReturnType<typeof startDismissTimer> | null>(null);
  const { id, duration } = toast;

  useEffect(() => {
    if (duration === null) return undefined;
    const started = startDismissTimer(duration, () => onDismiss(id));
    timer.current = started;
    return () => started.clear();
  }, [id, duration, onDismiss]);

  useEffect(() => {
    if (paused) timer.current?.pause();
    else timer.current?.resume();
  }, [paused]);

  const ToneIcon = toneIcons[toast.tone];
  return (
    <Item data-tone={toast.tone} data-toast-id={toast.id} $tone={toast.tone}>
      <Icon $tone={toast.tone}>
        <ToneIcon />
      </Icon>
      <Text>
        <HiddenText>{t(`ui.toast.${toast.tone}`)} </HiddenText>
        <Title id={titleId}>{toast.title}</Title>
        {toast.description && <Description>{toast.description}</Description>}
      </Text>
      <Button
        variant="ghost"
        size="sm"
        icon={CloseIcon}
        label={<span id={dismissId}>{t('ui.toast.dismiss')}</span>}
        aria-labelledby={`${dismissId} ${titleId}`}
        onClick={() => onDismiss(id)}
      />
    </Item>
  );
}

let lastId = 0;

const subscribeNever = () => () => {};

/**
 * Whether the page is rendered in the browser: false on the server and in the hydrating render,
 * so that the toasts' portal (which has no server HTML) is added right after, as Floating UI's
 * FloatingPortal does; that one is not used here so that the first page needs none of Floating UI.
 */
function useInBrowser(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/**
 * Shows toasts for its children (`useToast().show(…)`): short messages after an action, at the
 * bottom end of the window. They sit in live regions that are always present, polite for success
 * and info and assertive for errors, so they are announced without taking focus. They go away by
 * themselves (errors stay until closed) but not while the pointer is over them or focus is inside;
 * each has a close button.
 */
export function ToastProvider({ children, duration = 5000, max = 5 }: ToastProviderProps) {
  const t = useKitMessages();
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const inBrowser = useInBrowser();
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);

  // Where focus was before it entered the toasts, to go back to when its toast is closed.
  const focusBefore = useRef<HTMLElement | null>(null);
  const count = useRef(0);
  useEffect(() => {
    count.current = toasts.length;
  }, [toasts.length]);

  const dismiss = useCallback((id: string) => {
    const holder = document.activeElement?.closest('[data-toast-id]');
    if (holder?.getAttribute('data-toast-id') === id) {
      setFocusWithin(false);
      if (focusBefore.current?.isConnected) focusBefore.current.focus();
    }
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (options: ToastOptions) => {
      lastId += 1;
      const id = `toast-${lastId}`;
      const tone = options.tone ?? 'info';
      const entry: ToastEntry = {
        ...options,
        id,
        tone,
        duration: options.duration !== undefined ? options.duration : tone === 'error' ? null : duration,
      };
      // A pointer that rested on the last toast as it went is no reason to hold the next one.
      if (count.current === 0) setHovered(false);
      setToasts((current) => [...current, entry].slice(-max));
      return id;
    },
    [duration, max],
  );

  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);

  // Focus leaving the region altogether (not moving between its buttons) resumes the timers.
  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
  }

  function onFocus(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
      focusBefore.current = event.relatedTarget instanceof HTMLElement ? event.relatedTarget : null;
    }
    setFocusWithin(true);
  }

  const paused = hovered || focusWithin;
  const render = (tone: 'polite' | 'assertive') =>
    toasts
      .filter((toast) => (toast.tone === 'error') === (tone === 'assertive'))
      .map((toast) => <ToastItem key={toast.id} toast={toast} paused={paused} onDismiss={dismiss} />);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {inBrowser &&
        createPortal(
          <Region
            aria-label={t('ui.toast.region')}
            data-paused={paused || undefined}
            onPointerEnter={() => setHovered(true)}
            onPointerLeave={() => setHovered(false)}
            onFocus={onFocus}
            onBlur={onBlur}
          >
            <Stack role="alert" aria-live="assertive" aria-atomic="false">
              {render('assertive')}
            </Stack>
            <Stack role="status" aria-live="polite" aria-atomic="false">
              {render('polite')}
            </Stack>
          </Region>,
          document.body,
        )}
    </ToastContext.Provider>
  );
}
