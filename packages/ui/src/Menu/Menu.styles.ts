import styled from 'styled-components';
import { popupButtonStyles } from '../theme/controlStyles';
import { visuallyHidden } from '../theme/visuallyHidden';

export const Separator = styled.div`
  height: 1px;
  margin: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[1]}px;
  background: ${({ theme }) => theme.colors.border};
`;

export const TriggerButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: 36px;
  padding: ${({ theme }) => `${theme.space[1]}px ${theme.space[3]}px`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  ${popupButtonStyles(2)}
`;

/** The trigger's name, read by assistive technology only (the visible content is decorative). */
export const TriggerName = styled.span`
  ${visuallyHidden}
`;

/** The trigger's visible content; hidden from assistive technology, which reads TriggerName. */
export const TriggerContent = styled.span`
  display: contents;
`;
