import type { ReactNode } from 'react';
import { IconFrame } from '../icons';
import { PillLabel, PillRoot } from './StatusPill.styles';
import type { StatusPillTone } from './statusPillTones';

export interface StatusPillProps {
  /** The colour and the shape of the mark: `success`, `warning`, `danger`, `info` or `neutral`. */
  tone: StatusPillTone;
  /** The state in words, always shown (colour is never the only signal). */
  label: ReactNode;
  /** A decorative mark instead of the tone's own shape; `null` for none. */
  icon?: ReactNode;
  /** Extra class name for the root element. */
  className?: string;
}

/**
 * The tone's own mark, a different shape per tone (check, triangle, octagon, "i", dot), so
 * tones differ in shape as well as in colour, also to people who do not see the colours.
 */
export function ToneMark({ tone }: { tone: StatusPillTone }) {
  return (
    <IconFrame size={12} viewBox="0 0 16 16" strokeWidth={2} data-mark={tone}>
      {tone === 'success' && <path d="M3 8.5l3.2 3.2L13 4.8" />}
      {tone === 'warning' && (
        <>
          <path d="M8 2L14.5 13.5h-13z" />
          <path d="M8 6.5v3" />
        </>
      )}
      {tone === 'danger' && (
        <>
          <path d="M5.2 1.8h5.6l3.4 3.4v5.6l-3.4 3.4H5.2l-3.4-3.4V5.2z" />
          <path d="M6 6l4 4M10 6l-4 4" />
        </>
      )}
      {tone === 'info' && (
        <>
          <circle cx="8" cy="8" r="6.2" />
          <path d="M8 7.2v4M8 4.8v.1" />
        </>
      )}
      {tone === 'neutral' && <circle cx="8" cy="8" r="3.5" fill="currentColor" />}
    </IconFrame>
  );
}

/**
 * A state in words and colour: a small rounded label whose tone the host chooses for each of its
 * states. The text is always visible and is what assistive technology reads; the mark is
 * decorative. Put it in a table cell, a card or beside a heading.
 */
export function StatusPill({ tone, label, icon, className }: StatusPillProps) {
  return (
    <PillRoot className={className} $tone={tone} data-tone={tone}>
      {icon === undefined ? <ToneMark tone={tone} /> : icon}
      <PillLabel>{label}</PillLabel>
    </PillRoot>
  );
}
