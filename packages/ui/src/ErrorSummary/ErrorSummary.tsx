import { useMergeRefs } from '@floating-ui/react';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useSyncExternalStore,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useIntl } from 'react-intl';
import { useKitMessages } from '../i18n/useKitMessages';
import en from '../messages/en';
import { Box, ErrorLink, Heading, List } from './ErrorSummary.styles';
import {
  errorSummaryFocusTarget,
  focusField,
  inDocumentOrder,
  type ErrorSummaryFocus,
} from './errorSummaryFocus';
import { fieldLabelOf } from './fieldLabel';

export interface ErrorSummaryItem {
  /** The id of the field in error (the control's id, or a RadioGroup's id). */
  fieldId: string;
  /** What is wrong, as the field's own error says it. */
  message: ReactNode;
  /**
   * The field's label, which the link names before the message ("Registration: Fill in this
   * field."); taken from the field's own label on the page when left out.
   */
  label?: ReactNode;
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
 * per error that names its field and takes focus to it. It is announced (role `alert`) and sends focus to
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
  const intl = useIntl();
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

  // The labels of fields given without one, read from the page (the fields come after the
  // summary, and their labels change with the language), as one string per field.
  const unlabelled = errors.filter((error) => error.label === undefined).map((error) => error.fieldId);
  const unlabelledList = unlabelled.join('\n');
  const pageLabelList = useSyncExternalStore(
    useCallback(
      (changed: () => void) => {
        if (!unlabelledList) return () => {};
        const observer = new MutationObserver(changed);
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        return () => observer.disconnect();
      },
      [unlabelledList],
    ),
    () => unlabelled.map((fieldId) => fieldLabelOf(fieldId, document)).join('\n'),
    () => '',
  );
  const pageLabels = Object.fromEntries(
    pageLabelList.split('\n').map((label, index) => [unlabelled[index], label]),
  ) as Record<string, string | undefined>;

  if (count === 0) return null;

  function linkText(error: ErrorSummaryItem): ReactNode {
    const label = error.label ?? pageLabels[error.fieldId];
    if (!label) return error.message;
    return intl.formatMessage(
      { id: 'ui.errorSummary.item', defaultMessage: en['ui.errorSummary.item'] },
      { label, message: error.message },
    );
  }

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
              {linkText(error)}
            </ErrorLink>
          </li>
        ))}
      </List>
    </Box>
  );
}
