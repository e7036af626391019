import styled from 'styled-components';
import { textControlStyles } from '../Field/Field.styles';

export const Area = styled.textarea`
  ${textControlStyles}
  min-height: 80px;
  resize: vertical;
  line-height: ${({ theme }) => theme.font.lineHeight};
`;
