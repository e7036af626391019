import { FloatingOverlay } from '@floating-ui/react';
import styled from 'styled-components';

/** The dimmed page behind the drawer, the box the panel's width is measured against. */
export const Backdrop = styled(FloatingOverlay)<{ $zIndex: number }>`
  background: ${({ theme }) => theme.colors.backdrop};
  /* Its layer (theme/FloatingLayer.tsx): above the dialog it was opened from. */
  z-index: ${({ $zIndex }) => $zIndex};
`;

const widths = { md: 480, lg: 720 } as const;
/** Screens up to this wide get a drawer of their whole width. */
const FULL_WIDTH_UP_TO = 600;

export const Panel = styled.div<{ $size: 'md' | 'lg' }>`
  position: absolute;
  inset-block: 0;
  inset-inline-end: 0;
  display: flex;
  flex-direction: column;
  /* Its size, or the whole width when the screen is up to FULL_WIDTH_UP_TO wide (or narrower
     than the size). Written as arithmetic rather than an @container or @media rule: a drawer's
     styles are inserted when one first opens, and Chromium restyles every element of the page
     when a conditional rule is inserted (a timeline of 200 cars: 9–14 ms of style and a full
     layout in the task that opens the drawer). (FULL_WIDTH_UP_TO + 1px − 100%) × 10⁴ is huge
     and positive on a narrow screen, zero or negative on a wide one, so the max() picks it or the size. */
  width: min(100%, max(${({ $size }) => widths[$size]}px, (${FULL_WIDTH_UP_TO + 1}px - 100%) * 10000));
  max-width: 100%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  font-family: ${({ theme }) => theme.font.family};
  outline: none;
`;

export const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => `${theme.space[5]}px ${theme.space[5]}px ${theme.space[4]}px`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const HeaderText = styled.div`
  flex: 1;
  min-width: 0;
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.xl};
  font-weight: ${({ theme }) => theme.font.weights.bold};
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

export const Description = styled.p`
  margin: ${({ theme }) => theme.space[1]}px 0 0;
  font-size: ${({ theme }) => theme.font.sizes.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Body = styled.div`
  flex: 1;
  min-height: 0;
  overflow: auto;
  padding: ${({ theme }) => theme.space[5]}px;
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => `${theme.space[4]}px ${theme.space[5]}px`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;
