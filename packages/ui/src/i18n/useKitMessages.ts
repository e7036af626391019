import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import en, { type MessageId } from '../messages/en';

/** Values for a message's placeholders. */
export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

export type FormatKitMessage = (id: MessageId, values?: MessageValues) => string;

/**
 * Returns `t(id, values)`, which formats one of the kit's messages in the active
 * language, falling back to English when the host did not load a translation.
 */
export function useKitMessages(): FormatKitMessage {
  const intl = useIntl();
  return useCallback<FormatKitMessage>(
    (id, values) => intl.formatMessage({ id, defaultMessage: en[id] }, values),
    [intl],
  );
}
