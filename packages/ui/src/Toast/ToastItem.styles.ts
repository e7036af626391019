import styled, { type DefaultTheme } from 'styled-components';
import { visuallyHidden } from '../theme/visuallyHidden';
import type { ToastTone } from './Toast';

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
