import styled from 'styled-components';

/** The column of a role area's page: its header, toolbar and content, spaced alike. */
export const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  min-width: 0;
`;
