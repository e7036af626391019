import styled from 'styled-components';

export const LayoutRoot = styled.div`
  display: flex;
  align-items: stretch;
  min-height: 100vh;
  min-height: 100dvh;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
`;

/** Everything beside the sidebar: the header slot and the main region. */
export const LayoutColumn = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  min-width: 0;
`;

export const Main = styled.main`
  flex: 1 1 auto;
  min-width: 0;
  padding: ${({ theme }) => `${theme.space[6]}px ${theme.space[7]}px`};

  /* Focused by the skip link (tabIndex -1): the jump itself is the feedback. */
  &:focus {
    outline: none;
  }

  @media (max-width: 720px) {
    padding: ${({ theme }) => `${theme.space[5]}px ${theme.space[4]}px`};
  }
`;

export const PageHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]}px;
  margin-bottom: ${({ theme }) => theme.space[5]}px;
`;

export const PageTitleText = styled.h1`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: 26px;
  font-weight: ${({ theme }) => theme.font.weights.bold};
  line-height: 1.2;
  letter-spacing: -0.01em;
`;

export const EmptyStateBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: 320px;
  padding: ${({ theme }) => `${theme.space[7]}px ${theme.space[5]}px`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  text-align: center;
`;

export const EmptyStateIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  margin-bottom: ${({ theme }) => theme.space[2]}px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surfaceHover};
  color: ${({ theme }) => theme.colors.primary};
`;

export const EmptyStateTitle = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.sizes.lg};
  font-weight: ${({ theme }) => theme.font.weights.bold};
`;

export const EmptyStateMessage = styled.p`
  max-width: 420px;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
