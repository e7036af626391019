import styled from 'styled-components';

export const PopoverPanel = styled.div`
  z-index: ${({ theme }) => theme.zIndex.popover};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  box-sizing: border-box;
  width: min(320px, calc(100vw - 16px));
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.md};
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.sizes.md};

  &,
  &:focus-visible {
    outline: none;
  }
`;

export const PopoverTitle = styled.div`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.md};
  font-weight: ${({ theme }) => theme.font.weights.bold};
  overflow-wrap: anywhere;
`;
