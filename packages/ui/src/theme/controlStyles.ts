/**
 * Style blocks that several controls share: the focus outline and a popup's button. A field's
 * blocks are in fieldStyles.ts, apart, so that a page of buttons and menus loads none of them.
 * Internal to the kit (not exported from the package).
 */
import { css } from 'styled-components';

/** The keyboard focus outline, `offset` px outside the control. */
export const focusOutline = (offset: number) => css`
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: ${offset}px;
  }
`;

/**
 * A button that opens a popup (menu, calendar): a pointer, the hover background also while
 * its popup is open (`data-open`), and the focus outline `focusOffset` px outside.
 */
export const popupButtonStyles = (focusOffset: number) => css`
  cursor: pointer;

  &:hover,
  &[data-open] {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  ${focusOutline(focusOffset)}
`;
