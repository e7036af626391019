import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageValues } from '@vognpark/ui';
import en, { type AppMessageId } from '../messages/en';

export type FormatAppMessage = (id: AppMessageId, values?: MessageValues) => string;

/** Returns `t(id, values)` for the app's own messages, English when a translation is missing. */
export function useAppMessages(): FormatAppMessage {
  const intl = useIntl();
  return useCallback<FormatAppMessage>(
    (id, values) => intl.formatMessage({ id, defaultMessage: en[id] }, values),
    [intl],
  );
}
