import styled, { css } from 'styled-components';
import { focusOutline } from '../theme/controlStyles';

/** The header's and footer's buttons: rounded, hover background unless disabled, focus outline. */
const calendarButtonStyles = css`
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;

  &:hover:not([aria-disabled='true']) {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  ${focusOutline(1)}
`;

export const CalendarRoot = styled.div`
  display: inline-flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => theme.space[3]}px;
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.sizes.md};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]}px;
`;

export const Title = styled.div`
  flex: 1;
  text-align: center;
  font-weight: ${({ theme }) => theme.font.weights.bold};

  /* Intl writes Danish months in lower case; a title starts with a capital. Only the first
     letter: "capitalize" would also turn Ukrainian "р." (year) into "Р.". */
  &::first-letter {
    text-transform: uppercase;
  }
`;

export const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  padding: 0;
  font: inherit;
  font-size: ${({ theme }) => theme.font.sizes.lg};
  color: ${({ theme }) => theme.colors.text};
  background: transparent;
  border: 1px solid transparent;
  ${calendarButtonStyles}

  &[aria-disabled='true'] {
    opacity: 0.45;
    cursor: not-allowed;
  }
`;

export const Grid = styled.table`
  border-collapse: collapse;
  table-layout: fixed;
`;

export const ColumnHeader = styled.th`
  width: 36px;
  height: 28px;
  padding: 0;
  font-size: ${({ theme }) => theme.font.sizes.xs};
  font-weight: ${({ theme }) => theme.font.weights.medium};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

export const DayCell = styled.td`
  width: 36px;
  height: 36px;
  padding: 0;
  text-align: center;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  user-select: none;

  &:hover:not([aria-disabled='true']):not([aria-selected='true']) {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }

  &[aria-current='date'] {
    font-weight: ${({ theme }) => theme.font.weights.bold};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.primary};
  }

  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.onPrimary};
    background: ${({ theme }) => theme.colors.primary};
  }

  &[aria-selected='true']:focus-visible {
    outline-offset: 1px;
  }

  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: line-through;
    cursor: not-allowed;
  }
`;

export const EmptyCell = styled.td`
  padding: 0;
`;

export const Footer = styled.div`
  display: flex;
  justify-content: center;
`;

export const TodayButton = styled.button`
  padding: ${({ theme }) => `${theme.space[1]}px ${theme.space[3]}px`};
  font: inherit;
  color: ${({ theme }) => theme.colors.primary};
  background: transparent;
  border: 1px solid ${({ theme }) => theme.colors.border};
  ${calendarButtonStyles}

  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
  }
`;
