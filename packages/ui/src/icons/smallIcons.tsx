/**
 * Small icons drawn on a 16 x 16 grid, for menus and badges (the slot around them usually sets
 * their size). Decorative like every icon: IconFrame hides them from assistive technology.
 */
import type { ReactNode } from 'react';
import { IconFrame, type IconProps } from './Icon';

/** IconFrame on the 16 x 16 grid, 16 px unless `size` says otherwise. */
function SmallIconFrame(props: IconProps & { children: ReactNode }) {
  return <IconFrame viewBox="0 0 16 16" size={16} {...props} />;
}

/** Check mark: the chosen item of a menu group, an "up to date" badge. */
export function CheckIcon(props: IconProps) {
  return (
    <SmallIconFrame strokeWidth={2} data-icon="check" {...props}>
      <path d="M3 8.5l3.2 3.2L13 4.8" />
    </SmallIconFrame>
  );
}

/** Chevron pointing right: an item that opens a submenu. */
export function ChevronRightIcon(props: IconProps) {
  return (
    <SmallIconFrame size={14} {...props}>
      <path d="M6 3.5L10.5 8 6 12.5" />
    </SmallIconFrame>
  );
}

/** Chevron pointing down: a button that opens a menu. */
export function ChevronDownIcon(props: IconProps) {
  return (
    <SmallIconFrame size={14} {...props}>
      <path d="M3.5 6L8 10.5 12.5 6" />
    </SmallIconFrame>
  );
}

/** Person: the account. */
export function PersonIcon(props: IconProps) {
  return (
    <SmallIconFrame strokeWidth={1.5} strokeLinejoin="miter" {...props}>
      <circle cx="8" cy="5.5" r="2.75" />
      <path d="M2.75 14c.6-2.7 2.7-4.25 5.25-4.25s4.65 1.55 5.25 4.25" />
    </SmallIconFrame>
  );
}

/** Globe: the language. */
export function GlobeIcon(props: IconProps) {
  return (
    <SmallIconFrame strokeWidth={1.4} strokeLinecap="butt" {...props}>
      <circle cx="8" cy="8" r="6.25" />
      <path d="M1.75 8h12.5M8 1.75c1.9 1.8 2.75 3.9 2.75 6.25S9.9 12.45 8 14.25C6.1 12.45 5.25 10.35 5.25 8S6.1 3.55 8 1.75z" />
    </SmallIconFrame>
  );
}

/** A circle half filled: the colour theme (light or dark). */
export function ThemeIcon(props: IconProps) {
  return (
    <SmallIconFrame strokeWidth={1.4} strokeLinecap="butt" {...props}>
      <circle cx="8" cy="8" r="6.25" />
      <path d="M8 1.75v12.5A6.25 6.25 0 0 0 8 1.75z" fill="currentColor" />
    </SmallIconFrame>
  );
}

/** A door with an arrow out: sign out. */
export function SignOutIcon(props: IconProps) {
  return (
    <SmallIconFrame strokeWidth={1.5} {...props}>
      <path d="M6.5 2.75H4A1.25 1.25 0 0 0 2.75 4v8A1.25 1.25 0 0 0 4 13.25h2.5" strokeLinejoin="miter" />
      <path d="M10 5l3 3-3 3M13 8H6.5" />
    </SmallIconFrame>
  );
}
