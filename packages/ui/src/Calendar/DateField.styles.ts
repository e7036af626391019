import styled from 'styled-components';
import {
  fieldInputStyles,
  fieldLabelStyles,
  fieldStyles,
  focusOutline,
  popupButtonStyles,
} from '../theme/controlStyles';

export const Field = styled.div`
  ${fieldStyles}
`;

export const FieldLabel = styled.label`
  ${fieldLabelStyles}
`;

export const FieldRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]}px;
`;

export const FieldInput = styled.input`
  box-sizing: border-box;
  flex: 1;
  min-width: 0;
  ${fieldInputStyles}

  ${focusOutline(1)}
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
`;

export const Popover = styled.div`
  z-index: ${({ theme }) => theme.zIndex.popover};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
  }
`;
