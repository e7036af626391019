import type { ExpenseCheck, ExpenseUnit } from '@vognpark/server/areas/partners';
import { Button, DateField, Select, TextField } from '@vognpark/ui';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { dateToIso, isoToDate } from '../compliance/dates';
import { FilteredTextField } from '../vehicles/components/FilteredTextField';
import { noVehicleChoices, VehiclePicker, type VehicleChoices } from '../vehicles/components/VehiclePicker';
import { FieldRow } from '../../forms/DrawerParts';
import { FormDrawer } from '../../forms/FormDrawer';
import { useDrawerForm } from '../../forms/useDrawerForm';
import { useAppMessages } from '../../i18n/useAppMessages';
import { categoryLabel, expenseCategories, expensePaidBy, paidByLabel } from './domain';
import { ExpenseChecks } from './ExpenseChecks';
import {
  danishVat,
  defaultUnit,
  expenseFieldMessage,
  expenseFields,
  newExpenseForm,
  validateExpenseForm,
  type ExpenseFormValues,
} from './expenseForm';
import { parseAmount } from '../../forms/amount';

const units: readonly ExpenseUnit[] = ['litre', 'kwh', 'piece'];

export interface ExpenseFormDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The client's vendors, by name. */
  vendors: readonly { id: string; name: string }[];
  /** The register's vehicles for the vehicle field, searched as typed (`useVehicleChoices`). */
  vehicles?: VehicleChoices;
  /** Today in Copenhagen (no later date is taken). */
  today: string;
  /** What is worth a second look on the expense as typed (the server's checks); none while unknown. */
  checks?: readonly ExpenseCheck[];
  /** The values changed: the host asks the server's checks for them. */
  onValuesChange?: (values: ExpenseFormValues) => void;
  /** Records the expense. Resolve on success; reject with the server's error (kept on its field). */
  onSave: (values: ExpenseFormValues) => Promise<unknown>;
  portalRoot?: HTMLElement | null;
}

/**
 * Add Expense: what the fleet paid, by hand (a ferry ticket, a fine, a workshop bill without an
 * e-invoice): the vendor, the vehicle or the whole fleet, the day, what for, the amount and its
 * VAT (Danish VAT offered), how much, the odometer, who paid. What is worth a second look (more
 * litres than the tank, fuel that does not fit) shows as it is typed; it never stops the save.
 */
export function ExpenseFormDrawer({
  open,
  onOpenChange,
  vendors,
  vehicles,
  today,
  checks = [],
  onValuesChange,
  onSave,
  portalRoot,
}: ExpenseFormDrawerProps) {
  const t = useAppMessages();
  const { locale } = useIntl();
  const initial = useMemo(() => newExpenseForm(today), [today]);
  const form = useDrawerForm<ExpenseFormValues>({
    openedFor: open ? 'new' : null,
    initial,
    validate: (values) => validateExpenseForm(values, today),
    save: onSave,
    onSaved: () => onOpenChange(false),
    fields: expenseFields,
    message: (field, code) => t(expenseFieldMessage(field, code)),
    fromServer: (errors) => {
      const { vendorOrganisationId, ...rest } = errors;
      return vendorOrganisationId ? { ...rest, vendorId: vendorOrganisationId } : rest;
    },
  });
  const { values, set, setValues, errorOf, fieldId } = form;
  useEffect(() => {
    if (open) onValuesChange?.(values);
  }, [open, values, onValuesChange]);

  const net = parseAmount(values.net);
  const offeredVat = net !== null && !Number.isNaN(net) ? danishVat(net) : null;
  const amount = (value: number) =>
    new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: false,
    }).format(value);

  return (
    <FormDrawer
      form={form}
      open={open}
      onOpenChange={onOpenChange}
      portalRoot={portalRoot}
      title={t('app.expenses.form.title')}
      description={t('app.expenses.form.description')}
      failure={t('app.expenses.form.failed')}
      errorsTitle={t('app.expenses.form.errorsTitle')}
      saveLabel={t('app.expenses.form.save')}
    >
      <Select
        id={fieldId('vendorId')}
        label={t('app.expenses.form.vendor')}
        placeholder={t('app.expenses.form.noVendor')}
        options={vendors.map((vendor) => ({ value: vendor.id, label: vendor.name }))}
        value={values.vendorId}
        onValueChange={set('vendorId')}
        error={errorOf('vendorId')}
      />
      <VehiclePicker
        {...noVehicleChoices}
        {...vehicles}
        id={fieldId('vehicleId')}
        label={t('app.expenses.form.vehicle')}
        description={t('app.expenses.form.vehicleHint')}
        value={values.vehicleId || null}
        onValueChange={(id) => set('vehicleId')(id ?? '')}
        error={errorOf('vehicleId')}
      />
      <FieldRow>
        <DateField
          id={fieldId('spentOn')}
          label={t('app.expenses.form.date')}
          value={isoToDate(values.spentOn)}
          max={isoToDate(today) ?? undefined}
          onValueChange={(date) => set('spentOn')(dateToIso(date))}
          error={errorOf('spentOn')}
          required
        />
        <Select
          id={fieldId('category')}
          label={t('app.expenses.form.category')}
          options={expenseCategories.map((value) => ({ value, label: t(categoryLabel(value)) }))}
          value={values.category}
          onValueChange={(value) => {
            const category = value as ExpenseFormValues['category'];
            setValues((current) => ({ ...current, category, unit: defaultUnit(category) }));
          }}
          error={errorOf('category')}
          required
        />
      </FieldRow>
      <FieldRow>
        <FilteredTextField
          kind="money"
          id={fieldId('net')}
          label={t('app.expenses.form.net')}
          inputMode="decimal"
          autoComplete="off"
          value={values.net}
          onValueChange={set('net')}
          error={errorOf('net')}
          required
          maxLength={14}
        />
        <FilteredTextField
          kind="money"
          id={fieldId('vat')}
          label={t('app.expenses.form.vat')}
          description={
            offeredVat === null ? undefined : t('app.expenses.form.vatHint', { amount: amount(offeredVat) })
          }
          inputMode="decimal"
          autoComplete="off"
          value={values.vat}
          onValueChange={set('vat')}
          error={errorOf('vat')}
          maxLength={13}
        />
      </FieldRow>
      {offeredVat !== null && values.vat === '' && (
        <Offer>
          <Button variant="secondary" size="sm" onClick={() => set('vat')(amount(offeredVat))}>
            {t('app.expenses.form.addVat', { amount: amount(offeredVat) })}
          </Button>
        </Offer>
      )}
      <FieldRow>
        <FilteredTextField
          kind="money"
          id={fieldId('quantity')}
          label={t('app.expenses.form.quantity')}
          inputMode="decimal"
          autoComplete="off"
          value={values.quantity}
          onValueChange={set('quantity')}
          error={errorOf('quantity')}
          maxLength={10}
        />
        <Select
          id={fieldId('unit')}
          label={t('app.expenses.form.unit')}
          options={units.map((value) => ({ value, label: t(`app.expenses.unit.${value}`) }))}
          value={values.unit}
          onValueChange={(value) => set('unit')(value as ExpenseUnit)}
          error={errorOf('unit')}
        />
      </FieldRow>
      {/* Beside what it is about (the litres, the vehicle), where a phone shows it as it is typed. */}
      <div aria-live="polite">
        <ExpenseChecks checks={checks} />
      </div>
      <FieldRow>
        <FilteredTextField
          kind="pint"
          id={fieldId('odometerKm')}
          label={t('app.expenses.form.odometer')}
          description={t('app.expenses.form.odometerHint')}
          inputMode="numeric"
          autoComplete="off"
          value={values.odometerKm}
          onValueChange={set('odometerKm')}
          error={errorOf('odometerKm')}
          maxLength={7}
        />
        <Select
          id={fieldId('paidBy')}
          label={t('app.expenses.form.paidBy')}
          options={expensePaidBy.map((value) => ({ value, label: t(paidByLabel(value)) }))}
          value={values.paidBy}
          onValueChange={(value) => set('paidBy')(value as ExpenseFormValues['paidBy'])}
          error={errorOf('paidBy')}
        />
      </FieldRow>
      <TextField
        id={fieldId('description')}
        label={t('app.expenses.form.note')}
        value={values.description}
        onValueChange={set('description')}
        error={errorOf('description')}
        maxLength={300}
      />
    </FormDrawer>
  );
}

/** The offered VAT's button, as wide as its words (the form's grid would stretch it). */
const Offer = styled.div`
  justify-self: start;
`;
