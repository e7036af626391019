import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import en, { type MessageId } from '../messages/en';

/** Values for a message's placeholders. */
export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

export type FormatKitMessage = (id: MessageId, values?: MessageValues) => string;

/** What makes a message more than its own text in ICU syntax: a placeholder, a tag, a quote. */
const icuSyntax = /[{}<']/;

/**
 * Returns `t(id, values)`, which formats one of the kit's messages in the active
 * language, falling back to English when the host did not load a translation.
 *
 * A loaded message with no ICU syntax is its own text and is returned as it is: react-intl's
 * `formatMessage` merges its formats, builds a cache key and parses every message the first time,
 * plain or not, which was most of the message work of hydrating the shell
 * (docs/decisions/first-paint.md, "The fifth step").
 */
export function useKitMessages(): FormatKitMessage {
  const intl = useIntl();
  return useCallback<FormatKitMessage>(
    (id, values) => {
      const message = intl.messages[id];
      if (typeof message === 'string' && !icuSyntax.test(message)) return message;
      return intl.formatMessage({ id, defaultMessage: en[id] }, values);
    },
    [intl],
  );
}
