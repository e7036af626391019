import styled from 'styled-components';

export const Figure = styled.figure`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.font.family};
`;

export const Caption = styled.figcaption`
  font-size: ${({ theme }) => theme.font.sizes.md};
  font-weight: ${({ theme }) => theme.font.weights.bold};
`;

export const Canvas = styled.div<{ $height: number }>`
  position: relative;
  height: ${({ $height }) => $height}px;
  min-width: 0;
`;

export const Placeholder = styled.div`
  position: absolute;
  inset: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceHover};
`;

export const Numbers = styled.details`
  font-size: ${({ theme }) => theme.font.sizes.sm};

  & > summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.primary};
    width: fit-content;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  & > summary:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export const TableScroll = styled.div`
  overflow-x: auto;
  margin-top: ${({ theme }) => theme.space[2]}px;
`;

export const Table = styled.table`
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  & th,
  & td {
    padding: ${({ theme }) => `${theme.space[1]}px ${theme.space[3]}px`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: end;
    white-space: nowrap;
  }
  & th[scope='row'],
  & thead th:first-child {
    text-align: start;
  }
  & thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.font.weights.medium};
  }
`;
