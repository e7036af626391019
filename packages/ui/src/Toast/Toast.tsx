import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useKitMessages } from '../i18n/useKitMessages';
import { lazyPart, prefetch, useLazyPart } from '../lazyPart';
import { Region, Stack } from './Toast.styles';
import { placeToasts, type ToastPlacement } from './toastPlacement';

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

/** A toast being shown. */
export interface ToastEntry extends ToastOptions {
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

let lastId = 0;

/**
 * A shown toast's code (its icons, close button and dismiss timer): loaded when the browser is
 * idle after the provider mounts, and at the latest by the first `show`, so a page that shows no
 * toast does not download it up front. Exported for the tests, not from the kit.
 */
export const toastItemPart = lazyPart(() => import('./ToastItem'));

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

/** A dialog's action bar (the kit's Drawer footer and ConfirmDialog buttons carry it). */
export const DIALOG_FOOTER_ATTRIBUTE = 'data-dialog-footer';

/** The open modal dialog on top (the last one in the document), not counting anything in `region`. */
function topDialog(region: HTMLElement): HTMLElement | null {
  const dialogs = Array.from(document.querySelectorAll<HTMLElement>('[aria-modal="true"]')).filter(
    (dialog) => !region.contains(dialog),
  );
  return dialogs.at(-1) ?? null;
}

/**
 * Where the toasts go while any are shown: measured again when dialogs open or close (the body's
 * children change: dialogs are portalled there), the window resizes or the toasts change.
 */
function useToastPlacement(region: HTMLElement | null, count: number): ToastPlacement | null {
  const [placement, setPlacement] = useState<ToastPlacement | null>(null);
  useLayoutEffect(() => {
    if (!region || count === 0) return undefined;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const dialog = topDialog(region);
      const footer = dialog?.querySelector<HTMLElement>(`[${DIALOG_FOOTER_ATTRIBUTE}]`) ?? null;
      const next = placeToasts({
        viewport: { width: window.innerWidth, height: window.innerHeight },
        dialog: dialog?.getBoundingClientRect() ?? null,
        footer: footer?.getBoundingClientRect() ?? null,
        regionHeight: region.getBoundingClientRect().height,
      });
      setPlacement((previous) =>
        previous &&
        previous.side === next.side &&
        previous.bottom === next.bottom &&
        previous.inset === next.inset &&
        previous.width === next.width
          ? previous
          : next,
      );
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-modal'],
    });
    window.addEventListener('resize', schedule);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [region, count]);
  return count === 0 ? null : placement;
}

/**
 * Shows toasts for its children (`useToast().show(…)`): short messages after an action, at the
 * bottom end of the window. While a modal dialog is open they cover none of it: beside it when
 * there is room (a drawer on a wide window: at the bottom left), else below it, else just above
 * its footer (a full-width drawer on a phone), so its Save and Cancel stay in view (`placeToasts`). They sit in live regions that are always present, polite for success
 * and info and assertive for errors, so they are announced without taking focus. They go away by
 * themselves (errors stay until closed) but not while the pointer is over them or focus is inside;
 * each has a close button.
 */
export function ToastProvider({ children, duration = 5000, max = 5 }: ToastProviderProps) {
  const t = useKitMessages();
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const inBrowser = useInBrowser();
  const item = useLazyPart(toastItemPart);
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const [region, setRegion] = useState<HTMLElement | null>(null);
  const placement = useToastPlacement(region, item ? toasts.length : 0);

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

  // A toast shown before its code is there appears once it is; a failed load is tried again with
  // each change of the toasts, and the toasts wait for it.
  const waiting = toasts.length > 0 && !item;
  useEffect(() => {
    if (waiting) prefetch(toastItemPart);
  }, [waiting, toasts]);

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
    item &&
    toasts
      .filter((toast) => (toast.tone === 'error') === (tone === 'assertive'))
      .map((toast) => <item.ToastItem key={toast.id} toast={toast} paused={paused} onDismiss={dismiss} />);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {inBrowser &&
        createPortal(
          <Region
            ref={setRegion}
            aria-label={t('ui.toast.region')}
            data-placement={placement?.reason}
            style={
              placement && placement.reason !== 'corner'
                ? {
                    bottom: placement.bottom,
                    [placement.side === 'end' ? 'right' : 'left']: placement.inset,
                    [placement.side === 'end' ? 'left' : 'right']: 'auto',
                    width: placement.width,
                  }
                : undefined
            }
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
