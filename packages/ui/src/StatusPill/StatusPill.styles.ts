import styled from 'styled-components';
import { statusPillColors, type StatusPillTone } from './statusPillTones';

export const PillRoot = styled.span<{ $tone: StatusPillTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  max-width: 100%;
  min-height: 22px;
  padding: 1px ${({ theme }) => theme.space[2]}px 1px 6px;
  border: 1px solid ${({ theme, $tone }) => statusPillColors[theme.name][$tone].border};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme, $tone }) => statusPillColors[theme.name][$tone].background};
  color: ${({ theme, $tone }) => statusPillColors[theme.name][$tone].text};
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  font-weight: ${({ theme }) => theme.font.weights.medium};
  line-height: 1.3;
  vertical-align: middle;

  svg {
    flex: none;
  }
`;

/**
 * Long labels wrap between words rather than being cut: every word of the state stays visible.
 * `break-word`, not `anywhere`: a word breaks only when it cannot fit at all, and a table column
 * keeps the width of the longest word instead of squeezing it to "Прострочен/о".
 */
export const PillLabel = styled.span`
  min-width: 0;
  overflow-wrap: break-word;
`;
