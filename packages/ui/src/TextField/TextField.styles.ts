import styled from 'styled-components';
import { textControlStyles } from '../Field/Field.styles';

export const Input = styled.input`
  ${textControlStyles}
`;
