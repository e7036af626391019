import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageValues } from '@vognpark/ui';
import type { AppMessageId } from '../messages/en';

export type FormatAppMessage = (id: AppMessageId, values?: MessageValues) => string;

/**
 * Returns `t(id, values)` for the app's own messages. Every language has every message (the
 * type check sees to it), so no English default is bundled with each call: the English file is a
 * chunk of its own, downloaded only by those who read English (docs/decisions/first-paint.md).
 */
export function useAppMessages(): FormatAppMessage {
  const intl = useIntl();
  return useCallback<FormatAppMessage>((id, values) => intl.formatMessage({ id }, values), [intl]);
}
