import styled from 'styled-components';

export const Panel = styled.div`
  position: relative;
  width: min(440px, calc(100vw - 32px));
  max-height: calc(100vh - 32px);
  overflow: auto;
  padding: ${({ theme }) => theme.space[5]}px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  font-family: ${({ theme }) => theme.font.family};
  outline: none;
`;

export const Header = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[2]}px;
  font-size: ${({ theme }) => theme.font.sizes.xl};
  font-weight: ${({ theme }) => theme.font.weights.bold};
  line-height: 1.3;
`;

export const Message = styled.div`
  margin: 0 0 ${({ theme }) => theme.space[5]}px;
  font-size: ${({ theme }) => theme.font.sizes.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;
