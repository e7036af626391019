import styled from 'styled-components';
import { CheckIcon } from '../icons';
import { visuallyHidden } from '../theme/visuallyHidden';

export const BadgeRoot = styled.span<{ $tone: 'warning' | 'success' }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.warning : theme.colors.success)};
  color: ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.onWarning : theme.colors.onSuccess)};
  font-size: ${({ theme }) => theme.font.sizes.xs};
  font-weight: ${({ theme }) => theme.font.weights.bold};
  font-variant-numeric: tabular-nums;
  line-height: 1;
  white-space: nowrap;

  &[data-status='upToDate'] {
    padding: 0;
    width: 20px;
  }
`;

export const BadgeHiddenText = styled.span`
  ${visuallyHidden}
`;

export const BadgeCheckIcon = styled(CheckIcon)`
  display: block;
  width: 12px;
  height: 12px;
`;
