import styled from 'styled-components';

/** A vehicle tab's content: its actions above its table. */
export const TabPanel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  min-width: 0;
`;

export const PanelActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]}px;
`;
