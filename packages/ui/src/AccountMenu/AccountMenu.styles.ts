import styled from 'styled-components';

/**
 * The account block's button: no chrome of its own, so the host's content (an avatar and a
 * name on the dark sidebar) decides the look. Only a hover tint and a focus ring are added.
 */
export const AccountTriggerButton = styled.button`
  display: flex;
  align-items: center;
  width: 100%;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;

  &:hover,
  &[data-open] {
    background: rgba(127, 127, 127, 0.16);
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;
