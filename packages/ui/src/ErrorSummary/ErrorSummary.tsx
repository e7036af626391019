import { useMergeRefs } from '@floating-ui/react';
import { useEffect, useId, useRef, type MouseEvent, type ReactNode, type Ref } from 'react';
import { useKitMessages } from '../i18n/useKitMessages';
import { Box, ErrorLink, Heading, List } from './ErrorSummary.styles';
import {
  errorSummaryFocusTarget,
  focusField,
  inDocumentOrder,
  type ErrorSummaryFocus,
} from './errorSummaryFocus';

export interface ErrorSummaryItem {
  /** The id of the field in error (the control's id, or a RadioGroup's id). */
  fieldId: string;
  /** What is wrong, as the field's own error says it. */
  message: ReactNode;
}

export interface ErrorSummaryProps {
  /** The errors to list; the summary renders nothing without any. */
  errors: readonly ErrorSummaryItem[];
  /** The heading; "N fields need correcting" in the active language when left out. */
  title?: ReactNode;
  /**
   * Where focus goes when the summary appears: the first field in error in page order
   * (`field`, default), the summary itself (`summary`), or nowhere (`none`).
   */
  focus?: ErrorSummaryFocus;
  /**
   * Change it on every failed submit (a submit counter) so that focus moves again even when
   * the errors stay the same.
   */
  focusKey?: string | number;
  /** The heading's level; 2 by default. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A form's list of errors, shown after a failed submit: a heading with the count and one link
 * per error that takes focus to its field. It is announced (role `alert`) and sends focus to
 * the first field in error, or, with `focus="summary"`, is a labelled region that takes focus itself.
 */
export function ErrorSummary({
  errors,
  title,
  focus = 'field',
  focusKey,
  headingLevel = 2,
  className,
  ref,
}: ErrorSummaryProps) {
  const t = useKitMessages();
  const headingId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const mergedRef = useMergeRefs([boxRef, ref]);
  const previous = useRef<{ count: number; focusKey: unknown }>(undefined);
  const count = errors.length;
  const fieldIdList = errors.map((error) => error.fieldId).join('\n');

  useEffect(() => {
    const current = { count, focusKey };
    const target = errorSummaryFocusTarget({
      previous: previous.current,
      current,
      fieldsInOrder: count > 0 ? inDocumentOrder(fieldIdList.split('\n'), document) : [],
      focus,
    });
    previous.current = current;
    if (target?.kind === 'field' && focusField(target.id, document)) return;
    if (target) boxRef.current?.focus();
  }, [count, focusKey, fieldIdList, focus]);

  if (count === 0) return null;

  function goTo(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
    // Focus the field rather than follow the hash: an app router would treat it as navigation.
    if (focusField(fieldId, document)) event.preventDefault();
  }

  const toSelf = focus === 'summary';
  return (
    <Box
      ref={mergedRef}
      className={className}
      role={toSelf ? 'region' : 'alert'}
      aria-labelledby={headingId}
      tabIndex={-1}
    >
      <Heading as={`h${headingLevel}`} id={headingId}>
        {title ?? t('ui.errorSummary.title', { count })}
      </Heading>
      <List>
        {errors.map((error) => (
          <li key={error.fieldId}>
            <ErrorLink href={`#${error.fieldId}`} onClick={(event) => goTo(event, error.fieldId)}>
              {error.message}
            </ErrorLink>
          </li>
        ))}
      </List>
    </Box>
  );
}
