import styled from 'styled-components';

export const CurrentLanguage = styled.span`
  font-weight: ${({ theme }) => theme.font.weights.medium};
`;

export const TriggerIcon = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.textMuted};
`;
