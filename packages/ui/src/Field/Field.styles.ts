import styled, { css } from 'styled-components';
import { fieldInputStyles, fieldLabelStyles, fieldStyles } from '../theme/fieldStyles';
import { visuallyHidden } from '../theme/visuallyHidden';

export const Root = styled.div<{ $inline: boolean }>`
  ${fieldStyles}
  min-width: 0;
  ${({ $inline }) =>
    $inline &&
    css`
      display: grid;
      grid-template-columns: auto 1fr;
      column-gap: ${({ theme }) => theme.space[2]}px;
      row-gap: ${({ theme }) => theme.space[1]}px;
      align-items: start;

      & > :not(:first-child) {
        grid-column: 2;
      }
    `}
`;

/** The label and the required asterisk (kept outside the label, so the label's text is the name). */
export const LabelLine = styled.div<{ $hidden: boolean }>`
  display: flex;
  align-items: baseline;
  min-width: 0;
  ${({ $hidden }) => $hidden && visuallyHidden}
`;

export const Label = styled.label<{ $disabled: boolean }>`
  ${fieldLabelStyles}
  min-width: 0;
  overflow-wrap: anywhere;
  ${({ $disabled, theme }) => $disabled && `color: ${theme.colors.textMuted};`}
`;

/** The label of a checkbox or switch: beside the control, clickable, in body text. */
export const InlineLabel = styled(Label)`
  font-size: ${({ theme }) => theme.font.sizes.md};
  font-weight: ${({ theme }) => theme.font.weights.regular};
  line-height: 20px;
  cursor: pointer;
`;

export const RequiredMark = styled.span`
  margin-inline-start: 2px;
  color: ${({ theme }) => theme.colors.danger};
`;

export const Description = styled.div`
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

export const ErrorText = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]}px;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  font-weight: ${({ theme }) => theme.font.weights.medium};
  color: ${({ theme }) => theme.colors.danger};
  overflow-wrap: anywhere;

  & > svg {
    flex: none;
    margin-top: 1px;
  }

  & > svg path {
    stroke: ${({ theme }) => theme.colors.onDanger};
  }
`;

/** A text-like control (input, textarea, select): one look for all, red border when invalid. */
export const textControlStyles = css`
  box-sizing: border-box;
  width: 100%;
  ${fieldInputStyles}
  transition: border-color ${({ theme }) => theme.motion.fast};

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.textMuted};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
    border-color: ${({ theme }) => theme.colors.primary};
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.danger};
  }

  &:disabled {
    color: ${({ theme }) => theme.colors.textMuted};
    background: ${({ theme }) => theme.colors.background};
    cursor: not-allowed;
  }

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const TextInput = styled.input`
  ${textControlStyles}
`;
