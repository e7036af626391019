import styled, { type DefaultTheme } from 'styled-components';
import { visuallyHidden } from '../theme/visuallyHidden';
import type { ToastTone } from './Toast';

/** Fixed at the bottom end of the window, above dialogs; clicks pass through where no toast is. */
export const Region = styled.section`
  position: fixed;
  inset-block-end: ${({ theme }) => theme.space[4]}px;
  inset-inline-end: ${({ theme }) => theme.space[4]}px;
  z-index: ${({ theme }) => theme.zIndex.dialog + 1};
  display: flex;
  flex-direction: column;
  width: min(380px, calc(100vw - ${({ theme }) => theme.space[4] * 2}px));
  pointer-events: none;
  font-family: ${({ theme }) => theme.font.family};
`;

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;

  /* Both regions are always there (a live region must exist before it speaks); space only between full ones. */
  &:not(:empty) ~ &:not(:empty) {
    margin-block-start: ${({ theme }) => theme.space[2]}px;
  }
`;

const toneColor = ({ theme, $tone }: { theme: DefaultTheme; $tone: ToastTone }) =>
  $tone === 'success' ? theme.colors.success : $tone === 'error' ? theme.colors.danger : theme.colors.primary;

export const Item = styled.div<{ $tone: ToastTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => `${theme.space[3]}px ${theme.space[2]}px ${theme.space[3]}px ${theme.space[3]}px`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-inline-start: 4px solid ${toneColor};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.md};
  pointer-events: auto;
`;

export const Icon = styled.span<{ $tone: ToastTone }>`
  display: inline-flex;
  flex: none;
  padding-top: 2px;
  color: ${toneColor};
`;

export const Text = styled.div`
  flex: 1;
  min-width: 0;
  padding-top: 2px;
  overflow-wrap: anywhere;
`;

export const HiddenText = styled.span`
  ${visuallyHidden}
`;

export const Title = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.md};
  font-weight: ${({ theme }) => theme.font.weights.bold};
`;

export const Description = styled.p`
  margin: ${({ theme }) => theme.space[1]}px 0 0;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
