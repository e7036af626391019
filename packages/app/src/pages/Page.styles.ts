import { visuallyHidden } from '@vognpark/ui';
import styled from 'styled-components';

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A full-height centred column for pages outside the layout (landing, login, errors). */
export const CenteredPage = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[5]}px;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
`;

export const Card = styled.div`
  width: min(420px, 100%);
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[6]}px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

export const TextLink = styled.a`
  color: ${({ theme }) => theme.colors.link};
  font-weight: ${({ theme }) => theme.font.weights.medium};
`;

/** The one `<h1>` of a page outside the layout. */
export const CardTitle = styled.h1`
  margin: 0;
  font-size: 24px;
  font-weight: ${({ theme }) => theme.font.weights.bold};
`;

/** Text for screen readers only (a column header that shows nothing, a time slot's full name). */
export const ScreenReaderText = styled.span`
  ${visuallyHidden}
`;
