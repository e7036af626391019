import styled, { keyframes } from 'styled-components';
import { visuallyHidden } from '../theme/visuallyHidden';

export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  width: ${({ theme }) => theme.layout.notificationPanel}px;
  max-width: 100%;
  max-height: 100%;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.md};

  /* The display above would otherwise beat the hidden attribute. */
  &[hidden] {
    display: none;
  }
`;

export const PanelHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => `${theme.space[3]}px ${theme.space[4]}px`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.lg};
  font-weight: ${({ theme }) => theme.font.weights.bold};
`;

export const FilterGroup = styled.div`
  display: inline-flex;
  align-self: flex-start;
  padding: 2px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceHover};
`;

export const FilterButton = styled.button`
  padding: ${({ theme }) => `${theme.space[1]}px ${theme.space[3]}px`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  font-weight: ${({ theme }) => theme.font.weights.medium};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
`;

export const Body = styled.div`
  flex: 1;
  min-height: 120px;
  overflow-y: auto;
`;

export const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:last-child {
    border-bottom: 0;
  }
`;

/** The content of an item: a button when items can be opened, else a plain block. */
export const ItemContent = styled.div`
  display: grid;
  grid-template-columns: 8px 1fr;
  column-gap: ${({ theme }) => theme.space[2]}px;
  row-gap: 2px;
  width: 100%;
  padding: ${({ theme }) => `${theme.space[3]}px ${theme.space[4]}px`};
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: start;

  &:is(button) {
    cursor: pointer;
  }

  &:is(button):hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

export const UnreadDot = styled.span<{ $unread: boolean }>`
  grid-row: 1;
  align-self: center;
  width: 8px;
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme, $unread }) => ($unread ? theme.colors.primary : 'transparent')};
`;

export const ItemTitle = styled.span<{ $unread: boolean }>`
  grid-column: 2;
  display: block;
  font-weight: ${({ theme, $unread }) => ($unread ? theme.font.weights.bold : theme.font.weights.regular)};
`;

export const ItemText = styled.span`
  grid-column: 2;
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

export const HiddenText = styled.span`
  ${visuallyHidden}
`;

export const Message = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[6]}px ${theme.space[4]}px`};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const LoadingStatus = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => `${theme.space[6]}px ${theme.space[4]}px`};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const SmallRing = styled.span`
  display: block;
  width: 24px;
  height: 24px;
  border-radius: ${({ theme }) => theme.radii.round};
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  animation: ${spin} 0.9s linear infinite;
`;
