import { useToast } from '@vognpark/ui';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { copenhagenToday } from '../../i18n/dates';
import { useAppMessages } from '../../i18n/useAppMessages';
import { useVehicleChoices } from '../vehicles/vehicleMatches';
import { formatMoney } from './domain';
import { checksInput, toExpenseInput, type ExpenseFormValues } from './expenseForm';
import { ExpenseFormDrawer } from './ExpenseFormDrawer';
import { useCreateExpense, useExpenseChecksFor, useVendorOptions } from './queries';

/** How long the typing rests before the server's checks are asked again. */
const CHECKS_AFTER_MS = 400;

/**
 * Add Expense's container: the vendors and vehicles to choose from, the server's checks of what is
 * typed (asked once the typing rests), the save and its toast.
 */
export function AddExpense({
  open,
  onClose,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  /** After a save (the drawer closes too). */
  onSaved?: () => void;
}) {
  const t = useAppMessages();
  const { locale } = useIntl();
  const toast = useToast();
  const vendors = useVendorOptions(open);
  const vehicles = useVehicleChoices();
  const create = useCreateExpense();
  const [typed, setTyped] = useState<ReturnType<typeof checksInput>>(null);
  const [asked, setAsked] = useState<ReturnType<typeof checksInput>>(null);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(typed), CHECKS_AFTER_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const checks = useExpenseChecksFor(open ? asked : null);
  const onValuesChange = useCallback((values: ExpenseFormValues) => {
    const next = checksInput(values);
    setTyped((current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next));
  }, []);

  return (
    <ExpenseFormDrawer
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      vendors={vendors.data ?? []}
      vehicles={vehicles}
      today={copenhagenToday()}
      checks={asked ? (checks.data ?? []) : []}
      onValuesChange={onValuesChange}
      onSave={async (values) => {
        const expense = await create.mutateAsync(toExpenseInput(values));
        toast.show({
          tone: 'success',
          title: t('app.expenses.saved', { amount: formatMoney(expense.gross, locale) }),
        });
        onSaved?.();
      }}
    />
  );
}
