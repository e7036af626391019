import type { ExpenseCheck } from '@vognpark/server/areas/partners';
import { StatusPill } from '@vognpark/ui';
import styled from 'styled-components';
import { useAppMessages } from '../../i18n/useAppMessages';
import type { AppMessageId } from '../../messages/en';

export const checkLabel = (check: ExpenseCheck) => `app.expenses.check.${check}` as AppMessageId;

export interface ExpenseChecksProps {
  checks: readonly ExpenseCheck[];
  /** In a row of a list: side by side. */
  inline?: boolean;
}

/**
 * What is worth a second look on an expense (docs/partners.md, "Checks"): a warning each, never a
 * refusal. A list named "Worth a second look"; nothing when there is none.
 */
export function ExpenseChecks({ checks, inline = false }: ExpenseChecksProps) {
  const t = useAppMessages();
  if (checks.length === 0) return null;
  return (
    <List aria-label={t('app.expenses.checks.label')} data-inline={inline || undefined}>
      {checks.map((check) => (
        <li key={check}>
          <StatusPill tone="warning" label={t(checkLabel(check))} />
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  margin: ${({ theme }) => theme.space[1]}px 0 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[1]}px;

  &[data-inline] {
    display: inline-flex;
    flex-wrap: wrap;
    margin: 0;
    vertical-align: middle;
  }
`;
