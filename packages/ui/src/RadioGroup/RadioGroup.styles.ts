import styled from 'styled-components';
import { focusOutline } from '../theme/controlStyles';
import { fieldLabelStyles, fieldStyles } from '../theme/fieldStyles';
import { visuallyHidden } from '../theme/visuallyHidden';

export const Fieldset = styled.fieldset`
  ${fieldStyles}
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const Legend = styled.legend<{ $hidden: boolean; $disabled: boolean }>`
  ${fieldLabelStyles}
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space[1]}px;
  overflow-wrap: anywhere;
  ${({ $hidden }) => $hidden && visuallyHidden}
  ${({ $disabled, theme }) => $disabled && `color: ${theme.colors.textMuted};`}
`;

export const Options = styled.div<{ $horizontal: boolean }>`
  display: flex;
  flex-direction: ${({ $horizontal }) => ($horizontal ? 'row' : 'column')};
  flex-wrap: wrap;
  gap: ${({ theme, $horizontal }) => ($horizontal ? `${theme.space[2]}px ${theme.space[5]}px` : `${theme.space[2]}px`)};
  padding-top: ${({ theme }) => theme.space[1]}px;
`;

export const Option = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: ${({ theme }) => theme.space[2]}px;
  align-items: start;

  & > :not(:first-child) {
    grid-column: 2;
  }
`;

export const Radio = styled.input`
  width: 18px;
  height: 18px;
  margin: 1px 0 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  ${focusOutline(2)}

  &:disabled {
    cursor: not-allowed;
  }
`;

export const OptionLabel = styled.label<{ $disabled: boolean }>`
  font-size: ${({ theme }) => theme.font.sizes.md};
  line-height: 20px;
  cursor: pointer;
  overflow-wrap: anywhere;
  ${({ $disabled, theme }) => $disabled && `color: ${theme.colors.textMuted}; cursor: not-allowed;`}
`;

export const OptionDescription = styled.div`
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
