import styled, { css, keyframes } from 'styled-components';
import { visuallyHidden } from '../theme/visuallyHidden';

export const Card = styled.div<{ $tone: 'neutral' | 'attention' }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-inline-start: 4px solid
    ${({ theme, $tone }) => ($tone === 'attention' ? theme.colors.warning : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  font-family: ${({ theme }) => theme.font.family};

  /* The whole tile shows the link's hover and focus. */
  &:has(a:hover) {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &:has(a:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export const Main = styled.div<{ $link: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  color: inherit;
  text-decoration: none;

  ${({ $link }) =>
    $link &&
    css`
      /* The tile draws the focus ring (Card), around everything the link covers. */
      &:focus-visible {
        outline: none;
      }
      /* The link covers the whole tile, so the tile is one target. */
      &::after {
        content: '';
        position: absolute;
        inset: 0;
        border-radius: inherit;
      }
      &:hover span:last-child {
        text-decoration: underline;
      }
    `}
`;

export const Value = styled.span`
  font-size: 32px;
  font-weight: ${({ theme }) => theme.font.weights.bold};
  line-height: 1.1;
  font-variant-numeric: tabular-nums;
`;

export const Label = styled.span`
  font-size: ${({ theme }) => theme.font.sizes.md};
  font-weight: ${({ theme }) => theme.font.weights.medium};
  overflow-wrap: anywhere;
`;

const pulse = keyframes`
  from { opacity: 1; }
  to { opacity: 0.5; }
`;

export const Skeleton = styled.span`
  display: block;
  width: 72px;
  height: 35px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceHover};
  animation: ${pulse} 1s ease-in-out infinite alternate;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const HiddenText = styled.span`
  ${visuallyHidden}
`;

export const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const withIcon = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
`;

export const Attention = styled.span`
  ${withIcon}
  color: ${({ theme }) => theme.colors.warning};
  font-weight: ${({ theme }) => theme.font.weights.medium};
`;

export const Trend = styled.span`
  ${withIcon}
`;

export const Hint = styled.span``;
