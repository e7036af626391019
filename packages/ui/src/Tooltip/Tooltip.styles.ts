import styled from 'styled-components';

export const TooltipBubble = styled.div<{ $zIndex: number }>`
  /* Its layer (theme/FloatingLayer.tsx): above the dialog it was opened from. */
  z-index: ${({ $zIndex }) => $zIndex};
  max-width: 280px;
  padding: ${({ theme }) => `${theme.space[1]}px ${theme.space[2]}px`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.tooltipBackground};
  color: ${({ theme }) => theme.colors.tooltipText};
  box-shadow: ${({ theme }) => theme.shadows.md};
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  font-weight: ${({ theme }) => theme.font.weights.medium};
  line-height: ${({ theme }) => theme.font.lineHeight};
  overflow-wrap: break-word;
`;
