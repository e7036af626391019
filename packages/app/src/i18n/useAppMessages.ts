import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageValues } from '@vognpark/ui';
import type { AppMessageId } from '../messages/en';

export type FormatAppMessage = (id: AppMessageId, values?: MessageValues) => string;

/** What makes a message more than its own text in ICU syntax: a placeholder, a tag, a quote. */
const icuSyntax = /[{}<']/;

/**
 * Returns `t(id, values)` for the app's own messages. Every language has every message (the
 * type check sees to it), so no English default is bundled with each call: the English file is a
 * chunk of its own, downloaded only by those who read English (docs/decisions/first-paint.md).
 *
 * As the kit's `useKitMessages`: a loaded message with no ICU syntax is its own text, returned as
 * it is, without react-intl's formatter (which merges formats, builds a cache key and parses each
 * message the first time, plain or not; docs/decisions/first-paint.md, "The fifth step").
 */
export function useAppMessages(): FormatAppMessage {
  const intl = useIntl();
  return useCallback<FormatAppMessage>(
    (id, values) => {
      const message = intl.messages[id];
      if (typeof message === 'string' && !icuSyntax.test(message)) return message;
      return intl.formatMessage({ id }, values);
    },
    [intl],
  );
}
