import styled from 'styled-components';
import { textControlStyles } from '../Field/Field.styles';

export const ComboBox = styled.div`
  position: relative;
  display: flex;
  align-items: center;

  & > svg {
    position: absolute;
    inset-inline-end: ${({ theme }) => theme.space[2]}px;
    pointer-events: none;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  & > button {
    position: absolute;
    inset-inline-end: ${({ theme }) => theme.space[5]}px;
  }
`;

export const ComboInput = styled.input<{ $clearable: boolean }>`
  ${textControlStyles}
  padding-inline-end: ${({ theme, $clearable }) =>
    $clearable ? theme.space[6] * 2 : theme.space[6] + theme.space[1]}px;
`;

export const Panel = styled.div<{ $zIndex: number }>`
  /* Its layer (theme/FloatingLayer.tsx): above the dialog it was opened from. */
  z-index: ${({ $zIndex }) => $zIndex};
  display: flex;
  flex-direction: column;
  box-sizing: border-box;
  min-width: 200px;
  overflow: auto;
  /* The wheel at the list's ends does not go on to scroll the page (or drawer) behind. */
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space[1]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.md};
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.sizes.md};
  outline: none;
`;

export const List = styled.div`
  display: flex;
  flex-direction: column;

  &:empty {
    display: none;
  }
`;

export const OptionRow = styled.div<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: 36px;
  padding: ${({ theme }) => `${theme.space[1]}px ${theme.space[3]}px ${theme.space[1]}px ${theme.space[2]}px`};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  background: ${({ theme, $active }) => ($active ? theme.colors.primary : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.colors.onPrimary : 'inherit')};

  &[aria-disabled='true'] {
    cursor: default;
    opacity: 0.55;
  }
`;

/** The check mark of the chosen option; keeps the labels aligned. */
export const OptionSlot = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 18px;
  height: 18px;
`;

export const OptionText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const OptionDescription = styled.span<{ $active: boolean }>`
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme, $active }) => ($active ? theme.colors.onPrimary : theme.colors.textMuted)};
`;

export const Message = styled.div`
  padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[3]}px`};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;

  &:empty {
    display: none;
  }
`;
