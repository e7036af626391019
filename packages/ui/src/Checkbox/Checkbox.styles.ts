import styled from 'styled-components';
import { focusOutline } from '../theme/controlStyles';

export const Box = styled.input`
  width: 18px;
  height: 18px;
  margin: 1px 0 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  ${focusOutline(2)}

  &[aria-invalid='true'] {
    outline: 2px solid ${({ theme }) => theme.colors.danger};
    outline-offset: 1px;
  }

  &:disabled {
    cursor: not-allowed;
  }
`;
