import styled from 'styled-components';

export const Header = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  min-width: 0;
  margin-block-end: ${({ theme }) => theme.space[5]}px;
  font-family: ${({ theme }) => theme.font.family};
  color: ${({ theme }) => theme.colors.text};
`;

export const CrumbList = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Crumb = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  min-width: 0;
`;

export const CrumbLink = styled.a`
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: underline;
  text-underline-offset: 2px;
  overflow-wrap: anywhere;

  &:hover {
    color: ${({ theme }) => theme.colors.primaryHover};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

export const CrumbCurrent = styled.span`
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space[3]}px ${theme.space[4]}px`};
`;

export const TitleBlock = styled.div`
  flex: 1 1 280px;
  min-width: 0;
`;

export const Title = styled.h1`
  margin: 0;
  font-size: 24px;
  font-weight: ${({ theme }) => theme.font.weights.bold};
  line-height: 1.25;
  overflow-wrap: anywhere;
`;

export const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-block-start: ${({ theme }) => theme.space[2]}px;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Description = styled.p`
  margin: ${({ theme }) => theme.space[1]}px 0 0;
  font-size: ${({ theme }) => theme.font.sizes.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
`;
