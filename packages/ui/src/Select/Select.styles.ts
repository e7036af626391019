import styled from 'styled-components';
import { textControlStyles } from '../Field/Field.styles';

export const SelectBox = styled.div`
  position: relative;
  display: flex;

  & > svg {
    position: absolute;
    inset-inline-end: ${({ theme }) => theme.space[3]}px;
    top: 50%;
    transform: translateY(-50%);
    pointer-events: none;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const NativeSelect = styled.select`
  ${textControlStyles}
  appearance: none;
  padding-inline-end: ${({ theme }) => theme.space[6] + theme.space[2]}px;
  cursor: pointer;
`;
