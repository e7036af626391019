import styled from 'styled-components';

/** The column of a role area's page: its header, toolbar and content, spaced alike. */
export const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  min-width: 0;
`;

/** A part of such a page below its tabs: its own heading (`h2`) and content, spaced alike. */
export const PageSection = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  min-width: 0;
  padding-top: ${({ theme }) => theme.space[3]}px;

  & h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizes.lg};
  }
`;
