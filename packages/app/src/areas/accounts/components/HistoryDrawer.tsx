import type { AuditEntry } from '@vognpark/server';
import { Drawer } from '@vognpark/ui';
import { HistoryList, type HistoryState } from '../../../history/HistoryList';
import { useAppMessages } from '../../../i18n/useAppMessages';
import { describeAuditEntry } from '../history';

export interface HistoryDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** "History of Nordlys Logistik ApS". */
  title: string;
  history: HistoryState<AuditEntry>;
  portalRoot?: HTMLElement | null;
}

/** The audit history of a customer or a user, newest first, in a drawer. */
export function HistoryDrawer({ open, onOpenChange, title, history, portalRoot }: HistoryDrawerProps) {
  const t = useAppMessages();
  return (
    <Drawer open={open} onOpenChange={onOpenChange} title={title} portalRoot={portalRoot}>
      <HistoryList history={history} describe={(entry) => describeAuditEntry(entry, t)} />
    </Drawer>
  );
}
