import styled, { css } from 'styled-components';

export const Panel = styled.div`
  position: relative;
  width: min(440px, calc(100vw - 32px));
  max-height: calc(100vh - 32px);
  overflow: auto;
  padding: ${({ theme }) => theme.space[5]}px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  font-family: ${({ theme }) => theme.font.family};
  outline: none;
`;

export const Header = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[2]}px;
  font-size: ${({ theme }) => theme.font.sizes.xl};
  font-weight: ${({ theme }) => theme.font.weights.bold};
  line-height: 1.3;
`;

export const Message = styled.div`
  margin: 0 0 ${({ theme }) => theme.space[5]}px;
  font-size: ${({ theme }) => theme.font.sizes.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]}px;
`;

export const DialogButton = styled.button<{ $variant: 'primary' | 'secondary' }>`
  min-width: 88px;
  min-height: 36px;
  padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[4]}px`};
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weights.medium};
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.fast};

  ${({ $variant, theme }) =>
    $variant === 'primary'
      ? css`
          border: 1px solid ${theme.colors.primary};
          background: ${theme.colors.primary};
          color: ${theme.colors.onPrimary};
          &:hover {
            background: ${theme.colors.primaryHover};
          }
        `
      : css`
          border: 1px solid ${theme.colors.border};
          background: ${theme.colors.surface};
          color: ${theme.colors.text};
          &:hover {
            background: ${theme.colors.surfaceHover};
          }
        `}

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;
