import styled from 'styled-components';

export const List = styled.dl<{ $minColumn: number; $gap: 3 | 4 }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(${({ $minColumn }) => $minColumn}px, 100%), 1fr));
  gap: ${({ theme, $gap }) => theme.space[$gap]}px;
  margin: 0;
`;

export const Item = styled.div`
  min-width: 0;
`;

export const Term = styled.dt`
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Details = styled.dd`
  margin: ${({ theme }) => theme.space[1]}px 0 0;
  overflow-wrap: anywhere;
  /* Line breaks typed into a note stay; runs of spaces do not. */
  white-space: pre-line;
`;
