import styled from 'styled-components';

/* The open menu's styles: loaded with MenuPopup.tsx, not with the closed menu's button. */

export const MenuPanel = styled.div<{ $zIndex: number }>`
  /* Its layer (theme/FloatingLayer.tsx): above the dialog it was opened from. */
  z-index: ${({ $zIndex }) => $zIndex};
  display: flex;
  flex-direction: column;
  min-width: 200px;
  max-width: min(320px, calc(100vw - 16px));
  /* The size middleware sets max-height to the room in the viewport; a longer menu scrolls here,
     and the wheel at its ends does not go on to scroll the page behind. */
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space[1]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.md};
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.sizes.md};

  /* The panel holds focus only until an item takes it (opened by a pointer); the items show focus.
     Stronger than GlobalStyle's ring, whichever of the two the page loaded first. */
  &,
  &:focus-visible {
    outline: none;
  }
`;

export const ItemButton = styled.button`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  width: 100%;
  min-height: 36px;
  padding: ${({ theme }) => `${theme.space[1]}px ${theme.space[3]}px ${theme.space[1]}px ${theme.space[2]}px`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
  outline: none;

  /* The submenu item whose submenu holds the focus. */
  &[data-open] {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  /* Focus follows the active item (arrow keys and hover), so focus is the highlight. */
  &:focus,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    outline: none;
  }

  &:disabled {
    cursor: default;
    opacity: 0.55;
  }
`;

/** The leading slot: the check mark of a chosen radio item, or an item's icon. Keeps labels aligned. */
export const ItemSlot = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 18px;
  height: 18px;

  svg {
    width: 16px;
    height: 16px;
  }
`;

export const ItemLabel = styled.span`
  flex: 1 1 auto;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const SubmenuChevron = styled.span`
  display: inline-flex;
  flex: none;
  margin-inline-start: ${({ theme }) => theme.space[3]}px;

  svg {
    width: 14px;
    height: 14px;
  }
`;
