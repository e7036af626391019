import styled from 'styled-components';
import { visuallyHidden } from '../theme/visuallyHidden';

export const TabsRoot = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  font-family: ${({ theme }) => theme.font.family};
  color: ${({ theme }) => theme.colors.text};
`;

export const ListLabel = styled.span`
  ${visuallyHidden}
`;

export const TabList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]}px;
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  /* Room for the focus outline inside the scrolling list. */
  padding: 2px 2px 0;
`;

export const Tab = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  flex: none;
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[3]}px`};
  border: 0;
  border-radius: ${({ theme }) => `${theme.radii.sm} ${theme.radii.sm} 0 0`};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-size: ${({ theme }) => theme.font.sizes.md};
  font-weight: ${({ theme }) => theme.font.weights.medium};
  white-space: nowrap;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
    color: ${({ theme }) => theme.colors.text};
  }

  /* The selected tab: darker text, bold, and a bar under it (not colour alone). */
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.font.weights.bold};
  }
  &[aria-selected='true']::after {
    content: '';
    position: absolute;
    inset: auto 0 -1px;
    height: 3px;
    border-radius: 2px 2px 0 0;
    background: ${({ theme }) => theme.colors.primary};
  }

  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
`;

export const Count = styled.span`
  min-width: 20px;
  padding: 0 ${({ theme }) => theme.space[2]}px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surfaceHover};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.sizes.xs};
  font-weight: ${({ theme }) => theme.font.weights.medium};
  line-height: 18px;
  text-align: center;
  font-variant-numeric: tabular-nums;
`;

export const Panel = styled.div`
  padding: ${({ theme }) => `${theme.space[4]}px ${theme.space[1]}px`};
  outline: none;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;
