import styled from 'styled-components';
import { visuallyHidden } from '../theme/visuallyHidden';

export const SearchForm = styled.form`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[4]}px`};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  /* The display above would otherwise beat the hidden attribute. */
  &[hidden] {
    display: none;
  }
`;

export const SearchLabel = styled.label`
  ${visuallyHidden}
`;

export const SearchField = styled.div`
  position: relative;
  display: flex;
  flex: 1;
  align-items: center;
  max-width: 560px;
  color: ${({ theme }) => theme.colors.textMuted};

  svg {
    position: absolute;
    left: ${({ theme }) => theme.space[3]}px;
    pointer-events: none;
  }
`;

export const SearchInput = styled.input`
  flex: 1;
  min-width: 0;
  height: 36px;
  padding: 0 ${({ theme }) => theme.space[3]}px 0 36px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 0;
    border-color: ${({ theme }) => theme.colors.focusRing};
  }
`;
