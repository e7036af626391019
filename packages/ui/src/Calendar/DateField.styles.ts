import styled from 'styled-components';
import { textControlStyles } from '../Field/Field.styles';
import { popupButtonStyles } from '../theme/controlStyles';

export const FieldRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]}px;
`;

export const FieldInput = styled.input`
  ${textControlStyles}
  flex: 1;
  min-width: 0;
`;

export const OpenButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  min-height: 36px;
  padding: 0;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  ${popupButtonStyles(1)}

  &:disabled {
    color: ${({ theme }) => theme.colors.textMuted};
    background: ${({ theme }) => theme.colors.background};
    cursor: not-allowed;
  }
`;

export const Popover = styled.div<{ $zIndex: number }>`
  /* Its layer (theme/FloatingLayer.tsx): above the dialog it was opened from. */
  z-index: ${({ $zIndex }) => $zIndex};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
  }
`;
