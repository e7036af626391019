import styled from 'styled-components';
import { textControlStyles } from '../Field/Field.styles';

export const SearchBox = styled.div`
  position: relative;
  display: flex;
  align-items: center;

  & > svg {
    position: absolute;
    inset-inline-start: ${({ theme }) => theme.space[2]}px;
    pointer-events: none;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  & > button {
    position: absolute;
    inset-inline-end: 2px;
  }
`;

export const SearchInput = styled.input`
  ${textControlStyles}
  padding-inline-start: ${({ theme }) => theme.space[6] + theme.space[1]}px;
  padding-inline-end: ${({ theme }) => theme.space[6] + theme.space[2]}px;

  /* The kit draws its own clear button. */
  &::-webkit-search-cancel-button,
  &::-webkit-search-decoration {
    appearance: none;
  }
`;
