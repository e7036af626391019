import styled from 'styled-components';
import { fieldInputStyles, fieldLabelStyles, fieldStyles } from '../theme/controlStyles';

export const Field = styled.div`
  ${fieldStyles}
`;

export const Label = styled.label`
  ${fieldLabelStyles}
`;

export const Input = styled.input`
  box-sizing: border-box;
  width: 100%;
  ${fieldInputStyles}
  transition: border-color ${({ theme }) => theme.motion.fast};

  &:hover {
    border-color: ${({ theme }) => theme.colors.textMuted};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
    border-color: ${({ theme }) => theme.colors.primary};
  }

  &:disabled {
    background: ${({ theme }) => theme.colors.background};
    cursor: not-allowed;
  }
`;
