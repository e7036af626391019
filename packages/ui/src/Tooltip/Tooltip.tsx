// Types only: until it shows, a tooltip loads none of Floating UI.
import type { Placement } from '@floating-ui/react';
import {
  cloneElement,
  isValidElement,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { lazyPart, prefetch, useLazyPart } from '../lazyPart';
import { useControllableState } from '../useControllableState';
import { useMergedRefs } from '../useMergedRefs';

/** Props the trigger element must accept: a ref and DOM event handlers (any host element or forwardRef component). */
export type TooltipTriggerProps = Record<string, unknown> & { ref?: Ref<Element> };

export interface TooltipProps {
  /** What the tooltip says. Nothing is shown when empty. */
  content: ReactNode;
  /** The one element it describes: hovering or focusing it opens the tooltip. Must accept a ref. */
  children: ReactElement<TooltipTriggerProps>;
  /** Preferred side; it flips to the other side and shifts along it when there is no room. Default `top`. */
  placement?: Placement;
  /** Shown (controlled); leave out to let hover and focus decide. */
  open?: boolean;
  /** Shown at first, when uncontrolled. Default false. */
  defaultOpen?: boolean;
  /** Called with the new state when hover, focus or Escape would show or hide it. */
  onOpenChange?: (open: boolean) => void;
  /** Turn the tooltip off without changing the tree (the sidebar shows tooltips only when collapsed). */
  disabled?: boolean;
  /** Milliseconds the pointer must rest on the trigger before it opens. Default 200. */
  openDelay?: number;
  /** Milliseconds it stays after the pointer leaves, long enough to move onto it. Default 100. */
  closeDelay?: number;
}

const tooltipPopup = lazyPart(() => import('./TooltipPopup'));

/** Whether the last input was a key (for browsers that cannot answer `:focus-visible`). */
let keyboardModality = true;
let modalityTracked = false;
function trackModality() {
  if (modalityTracked || typeof window === 'undefined') return;
  modalityTracked = true;
  window.addEventListener('keydown', () => (keyboardModality = true), true);
  window.addEventListener('pointerdown', () => (keyboardModality = false), true);
}

/**
 * Focus a person would see: after a key, or where the browser says so (Floating UI's useFocus
 * asks `:focus-visible` alone, which jsdom answers by heuristics of its own).
 */
function isFocusVisible(element: Element): boolean {
  if (keyboardModality) return true;
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
}

/**
 * A tooltip: hover (after a short delay) or keyboard focus opens it, leaving, blur or Escape
 * closes it, as Floating UI's useHover, useFocus and useDismiss do. It is portalled to the end of
 * the body above every other layer (`theme.zIndex.tooltip`), flips and shifts to stay in view
 * (Floating UI), and describes its trigger (`role="tooltip"`, `aria-describedby` on the trigger
 * while shown). The shown part is a chunk of its own, loaded when the browser is idle and at the
 * latest when the pointer or focus reaches a trigger, so closed tooltips cost a page little.
 *
 * ```tsx
 * <Tooltip content={t('ui.nav.tasks')} placement="right" disabled={expanded}>
 *   <a href="/manager/tasks" aria-label={t('ui.nav.tasks')}>…</a>
 * </Tooltip>
 * ```
 */
export function Tooltip({
  content,
  children,
  placement = 'top',
  disabled = false,
  openDelay = 200,
  closeDelay = 100,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
}: TooltipProps) {
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  // A tooltip that was open when it got disabled must not reappear by itself when it is
  // enabled again: it closes (and says so) once disabled. While disabled it is hidden anyway.
  useEffect(() => {
    if (disabled) setOpen(false);
  }, [disabled, setOpen]);

  const hasContent = content !== null && content !== undefined && content !== false && content !== '';
  const enabled = !disabled && hasContent;
  const isOpen = open && enabled;
  const popup = useLazyPart(tooltipPopup);
  const shown = isOpen && popup !== null;
  const id = useId();
  const [reference, setReference] = useState<Element | null>(null);
  const bubble = useRef<HTMLDivElement | null>(null);

  // The handlers below run later than the render that made them: they act through refs.
  const setOpenRef = useRef(setOpen);
  const delays = useRef({ open: openDelay, close: closeDelay });
  useLayoutEffect(() => {
    setOpenRef.current = setOpen;
    delays.current = { open: openDelay, close: closeDelay };
  });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const blockFocus = useRef(false);

  useEffect(() => {
    trackModality();
    return () => clearTimeout(timer.current);
  }, []);

  useEffect(() => {
    if (isOpen && !popup) prefetch(tooltipPopup);
  }, [isOpen, popup]);

  // Hover: listeners on the element itself, as Floating UI's useHover (a pointer coming from a
  // disabled element fires no delegated mouseenter); focus likewise.
  useEffect(() => {
    if (!enabled || !reference) return;
    function onEnter() {
      prefetch(tooltipPopup);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setOpenRef.current(true), delays.current.open);
    }
    function onLeave() {
      blockFocus.current = false;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setOpenRef.current(false), delays.current.close);
    }
    // Focus (Floating UI's useFocus): keyboard focus shows it, leaving for anything but the
    // bubble hides it.
    function onFocus() {
      prefetch(tooltipPopup);
      if (blockFocus.current) {
        blockFocus.current = false;
        return;
      }
      if (!reference || !isFocusVisible(reference)) return;
      clearTimeout(timer.current);
      setOpenRef.current(true);
    }
    function onBlur(event: Event) {
      const next = (event as FocusEvent).relatedTarget as Node | null;
      if (next && (reference?.contains(next) || bubble.current?.contains(next))) return;
      clearTimeout(timer.current);
      setOpenRef.current(false);
    }
    reference.addEventListener('mouseenter', onEnter);
    reference.addEventListener('mouseleave', onLeave);
    reference.addEventListener('focus', onFocus);
    reference.addEventListener('blur', onBlur);
    return () => {
      clearTimeout(timer.current);
      reference.removeEventListener('mouseenter', onEnter);
      reference.removeEventListener('mouseleave', onLeave);
      reference.removeEventListener('focus', onFocus);
      reference.removeEventListener('blur', onBlur);
    };
  }, [enabled, reference]);

  // While shown: Escape and a press outside close it (Floating UI's useDismiss). Coming back to
  // the window does not reopen it by refocusing the trigger (useFocus).
  useEffect(() => {
    if (!isOpen) return;
    function close() {
      clearTimeout(timer.current);
      setOpenRef.current(false);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') close();
    }
    function onPointerDown(event: PointerEvent) {
      const target = event.target as Node | null;
      if (reference?.contains(target) || bubble.current?.contains(target)) return;
      close();
    }
    function onWindowBlur() {
      if (reference && document.activeElement === reference) blockFocus.current = true;
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown, true);
    window.addEventListener('blur', onWindowBlur);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown, true);
      window.removeEventListener('blur', onWindowBlur);
    };
  }, [isOpen, reference]);

  const childProps = isValidElement(children) ? children.props : {};
  const ref = useMergedRefs(setReference, childProps.ref);

  if (!isValidElement(children)) return children;

  const describedBy = shown ? id : (childProps['aria-describedby'] as string | undefined);

  return (
    <>
      {cloneElement(children, { ref, 'aria-describedby': describedBy })}
      {isOpen && popup && reference && (
        <popup.TooltipPopup
          reference={reference}
          id={id}
          content={content}
          placement={placement}
          bubbleRef={bubble}
          onMouseEnter={() => clearTimeout(timer.current)}
          onMouseLeave={() => {
            clearTimeout(timer.current);
            timer.current = setTimeout(() => setOpenRef.current(false), delays.current.close);
          }}
        />
      )}
    </>
  );
}
