import {
  isValidElement,
  useId,
  type ButtonHTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { useIntl } from 'react-intl';
import type { IconComponent } from '../icons/Icon';
import {
  Content,
  Group,
  HiddenText,
  PendingRing,
  StyledButton,
  type ButtonSize,
  type ButtonVariant,
} from './Button.styles';

export type { ButtonSize, ButtonVariant };

/** A decorative icon: a component (drawn at the button's icon size) or an element. */
export type ButtonIcon = IconComponent | ReactElement;

export interface ButtonCommonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** How much weight the action has: `primary` (default), `secondary`, `danger` or `ghost`. */
  variant?: ButtonVariant;
  /** `md` (36 px, default) or `sm` (28 px). */
  size?: ButtonSize;
  /**
   * The action is under way: the button keeps its width, shows a spinner, ignores presses
   * (without losing focus) and announces `pendingLabel` politely. Pass `false` (not nothing)
   * on a button that will become pending, so its live region is in place before it speaks.
   */
  pending?: boolean;
  /** What is announced while pending ("Working…" in the active language when left out). */
  pendingLabel?: ReactNode;
  /** The `<button>` element. */
  ref?: Ref<HTMLButtonElement>;
}

/** A button with visible text, optionally with an icon before it. */
export interface TextButtonProps extends ButtonCommonProps {
  children: ReactNode;
  icon?: ButtonIcon;
  label?: never;
}

/** A button that shows only an icon: its `label` is required and names it for assistive technology. */
export interface IconOnlyButtonProps extends ButtonCommonProps {
  icon: ButtonIcon;
  /** The accessible name; rendered as visually hidden text. */
  label: ReactNode;
  children?: never;
}

export type ButtonProps = TextButtonProps | IconOnlyButtonProps;

/**
 * "Working…" in the active language. The English fallback is written here rather than read from
 * the English catalog (as useKitMessages does), so an app that imports only Button and TextField
 * does not carry the whole catalog (the consumer test's 4 kB budget); Button.test.tsx keeps the
 * two equal.
 */
export const pendingMessage = { id: 'ui.button.pending', defaultMessage: 'Working…' } as const;

function renderIcon(icon: ButtonIcon | undefined, size: ButtonSize) {
  if (icon === undefined) return null;
  if (isValidElement(icon)) return icon;
  const Icon = icon as IconComponent;
  return <Icon size={size === 'sm' ? 16 : 18} />;
}

/**
 * The kit's button. `type` is `button` unless told otherwise (a form's submit button says
 * `type="submit"`). While `pending` it stays focusable and keeps its name, is `aria-busy`,
 * and a polite live region next to it says `pendingLabel`.
 */
export function Button(props: ButtonProps) {
  const {
    variant = 'primary',
    size = 'md',
    pending,
    pendingLabel,
    icon,
    label,
    children,
    type = 'button',
    onClick,
    ref,
    ...rest
  } = props;
  const intl = useIntl();
  const iconOnly = children === undefined || children === null;

  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (pending) {
      // Also stops a submit button from submitting its form a second time.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }

  return (
    <>
      <StyledButton
        {...rest}
        ref={ref}
        type={type}
        onClick={handleClick}
        aria-busy={pending || undefined}
        aria-disabled={pending || rest['aria-disabled'] || undefined}
        data-variant={variant}
        data-pending={pending || undefined}
        $variant={variant}
        $size={size}
        $iconOnly={iconOnly}
      >
        <Content $hidden={Boolean(pending)}>
          {renderIcon(icon, size)}
          {iconOnly ? <HiddenText>{label}</HiddenText> : children}
        </Content>
        {pending && <PendingRing aria-hidden="true" data-testid="button-pending" />}
      </StyledButton>
      {pending !== undefined && (
        <HiddenText role="status">
          {pending ? (pendingLabel ?? intl.formatMessage(pendingMessage)) : null}
        </HiddenText>
      )}
    </>
  );
}

export interface ButtonGroupProps {
  /** The buttons. */
  children: ReactNode;
  /** Names the group for assistive technology (visually hidden); leave out when the context names it. */
  label?: ReactNode;
  /** Where the buttons sit: `start` (default), `end` (dialog and form actions) or `between`. */
  align?: 'start' | 'end' | 'between';
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/** A row of related buttons with the kit's spacing; wraps on narrow screens. */
export function ButtonGroup({ children, label, align = 'start', className, ref }: ButtonGroupProps) {
  const labelId = useId();
  const named = label !== undefined && label !== null;
  return (
    <Group
      ref={ref}
      role="group"
      aria-labelledby={named ? labelId : undefined}
      className={className}
      $align={align}
    >
      {named && <HiddenText id={labelId}>{label}</HiddenText>}
      {children}
    </Group>
  );
}
