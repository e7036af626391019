import styled from 'styled-components';
import { focusOutline } from '../theme/controlStyles';

/** A native checkbox drawn as a track with a thumb. */
export const Track = styled.input`
  appearance: none;
  position: relative;
  flex: none;
  width: 36px;
  height: 20px;
  margin: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  border: 1px solid ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.border};
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.fast};
  ${focusOutline(2)}

  &::before {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: 14px;
    height: 14px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.sm};
    transition: transform ${({ theme }) => theme.motion.fast};
  }

  &:checked {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  }

  &:checked::before {
    transform: translateX(16px);
    background: ${({ theme }) => theme.colors.onPrimary};
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.danger};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;
