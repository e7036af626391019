/**
 * Style blocks that the form fields share, so a field looks the same wherever it is.
 * Internal to the kit (not exported from the package).
 */
import { css } from 'styled-components';

/** A labelled field: its label above its control. */
export const fieldStyles = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  font-family: ${({ theme }) => theme.font.family};
  color: ${({ theme }) => theme.colors.text};
`;

/** The label of a field. */
export const fieldLabelStyles = css`
  font-size: ${({ theme }) => theme.font.sizes.sm};
  font-weight: ${({ theme }) => theme.font.weights.medium};
`;

/** The text box of a field (its width is the caller's). */
export const fieldInputStyles = css`
  min-height: 36px;
  padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[3]}px`};
  font: inherit;
  font-size: ${({ theme }) => theme.font.sizes.md};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
`;
