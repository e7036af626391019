import styled from 'styled-components';
import { focusOutline } from '../theme/controlStyles';
import { visuallyHidden } from '../theme/visuallyHidden';

export const ToolbarRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  min-width: 0;
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.sizes.md};
  color: ${({ theme }) => theme.colors.text};
  outline: none;
`;

export const HiddenLabel = styled.span`
  ${visuallyHidden}
`;

export const ControlsRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]}px;
`;

export const SearchSlot = styled.div`
  flex: 1 1 240px;
  min-width: min(240px, 100%);
  max-width: 480px;
`;

export const ActionsSlot = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-inline-start: auto;
`;

export const FilterTriggerText = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
`;

export const FilterCount = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.font.sizes.xs};
  font-weight: ${({ theme }) => theme.font.weights.bold};
`;

export const ChipsRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
`;

export const ChipList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  max-width: 100%;
  min-height: 28px;
  padding: 0 2px 0 ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

export const ChipText = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const ChipRemove = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
    color: ${({ theme }) => theme.colors.text};
  }
  ${focusOutline(1)}
`;

export const ClearAllButton = styled.button`
  min-height: 28px;
  padding: 0 ${({ theme }) => theme.space[2]}px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  text-decoration: underline;
  text-underline-offset: 2px;
  cursor: pointer;
  ${focusOutline(2)}
`;
