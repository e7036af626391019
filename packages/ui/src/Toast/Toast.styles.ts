import styled from 'styled-components';

/** Fixed at the bottom end of the window, above dialogs; clicks pass through where no toast is. */
export const Region = styled.section`
  position: fixed;
  inset-block-end: ${({ theme }) => theme.space[4]}px;
  inset-inline-end: ${({ theme }) => theme.space[4]}px;
  z-index: ${({ theme }) => theme.zIndex.dialog + 1};
  display: flex;
  flex-direction: column;
  width: min(380px, calc(100vw - ${({ theme }) => theme.space[4] * 2}px));
  pointer-events: none;
  font-family: ${({ theme }) => theme.font.family};
`;

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;

  /* Both regions are always there (a live region must exist before it speaks); space only between full ones. */
  &:not(:empty) ~ &:not(:empty) {
    margin-block-start: ${({ theme }) => theme.space[2]}px;
  }
`;
