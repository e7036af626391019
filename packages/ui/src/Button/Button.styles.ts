import styled, { css, keyframes } from 'styled-components';
import type { Theme } from '../theme/tokens';
import { visuallyHidden } from '../theme/visuallyHidden';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const variants: Record<ButtonVariant, (theme: Theme) => ReturnType<typeof css>> = {
  primary: (theme) => css`
    border-color: ${theme.colors.primary};
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
    &:hover:not([aria-disabled='true']):not(:disabled) {
      background: ${theme.colors.primaryHover};
      border-color: ${theme.colors.primaryHover};
    }
  `,
  secondary: (theme) => css`
    border-color: ${theme.colors.border};
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    &:hover:not([aria-disabled='true']):not(:disabled) {
      background: ${theme.colors.surfaceHover};
    }
  `,
  danger: (theme) => css`
    border-color: ${theme.colors.danger};
    background: ${theme.colors.danger};
    color: ${theme.colors.onDanger};
    &:hover:not([aria-disabled='true']):not(:disabled) {
      filter: brightness(0.9);
    }
  `,
  ghost: (theme) => css`
    border-color: transparent;
    background: transparent;
    color: ${theme.colors.text};
    &:hover:not([aria-disabled='true']):not(:disabled) {
      background: ${theme.colors.surfaceHover};
    }
  `,
};

export const StyledButton = styled.button<{
  $variant: ButtonVariant;
  $size: ButtonSize;
  $iconOnly: boolean;
}>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]}px;
  box-sizing: border-box;
  min-height: ${({ $size }) => ($size === 'sm' ? 28 : 36)}px;
  ${({ $iconOnly, $size }) =>
    $iconOnly
      ? `min-width: ${$size === 'sm' ? 28 : 36}px;`
      : $size === 'sm'
        ? 'min-width: 0;'
        : 'min-width: 88px;'}
  padding: ${({ theme, $size, $iconOnly }) =>
    $iconOnly
      ? '0'
      : $size === 'sm'
        ? `${theme.space[1]}px ${theme.space[3]}px`
        : `${theme.space[2]}px ${theme.space[4]}px`};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.font.sizes.sm : theme.font.sizes.md)};
  font-weight: ${({ theme }) => theme.font.weights.medium};
  line-height: 1.2;
  text-align: center;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.motion.fast},
    border-color ${({ theme }) => theme.motion.fast};

  ${({ $variant, theme }) => variants[$variant](theme)}

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }

  &[aria-busy='true'] {
    cursor: progress;
  }
`;

/** The label and icon; kept in place (transparent) while pending so the width does not change. */
export const Content = styled.span<{ $hidden: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: inherit;
  ${({ $hidden }) => $hidden && 'opacity: 0;'}

  & > svg {
    flex: none;
  }
`;

export const PendingRing = styled.span`
  position: absolute;
  inset: 0;
  margin: auto;
  width: 1em;
  height: 1em;
  border-radius: ${({ theme }) => theme.radii.round};
  border: 2px solid currentColor;
  border-right-color: transparent;
  animation: ${spin} 0.8s linear infinite;
`;

export const HiddenText = styled.span`
  ${visuallyHidden}
`;

export const Group = styled.div<{ $align: 'start' | 'end' | 'between' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  justify-content: ${({ $align }) =>
    $align === 'end' ? 'flex-end' : $align === 'between' ? 'space-between' : 'flex-start'};
`;
