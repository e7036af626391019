import type { VehicleRef } from '@vognpark/server';
import type { Pool, PoolBookers } from '@vognpark/server/areas/sharing';
import { Select, TextField } from '@vognpark/ui';
import { useMemo } from 'react';
import { FilteredTextField } from '../vehicles/components/FilteredTextField';
import { FieldRow } from '../../forms/DrawerParts';
import { FormDrawer } from '../../forms/FormDrawer';
import { useDrawerForm } from '../../forms/useDrawerForm';
import { VehicleChooser } from '../../forms/VehicleChooser';
import { useAppMessages } from '../../i18n/useAppMessages';
import {
  maxPoolVehicles,
  POOL_FIELDS,
  poolFieldErrorMessage,
  poolFormValuesOf,
  validatePoolForm,
  type PoolFormValues,
} from './poolForm';

export interface PoolDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The pool edited; null for a new one. */
  pool: Pool | null;
  /**
   * Saves, as an edit made from `version` (the pool's version the person last saw; left out for a
   * new one); resolve on success (the drawer closes), reject with the server's error (a conflict is
   * shown above the form with who changed the pool and when).
   */
  onSave: (values: PoolFormValues, version?: number) => Promise<unknown>;
  /** What is typed in the vehicle search, and the vehicles it matches (the host searches). */
  search: string;
  onSearchChange: (search: string) => void;
  matches: readonly VehicleRef[];
  portalRoot?: HTMLElement | null;
}

const BOOKERS: readonly PoolBookers[] = ['everyone', 'managers'];

/**
 * A new pool or an edited one: its name, who may book, the booking rules (longest booking,
 * notice, time between bookings, approval, no-show) and its pool cars, found by plate, make or
 * model. A car chosen from another pool moves to this one when saved.
 */
export function PoolDrawer({
  open,
  onOpenChange,
  pool,
  onSave,
  search,
  onSearchChange,
  matches,
  portalRoot,
}: PoolDrawerProps) {
  const t = useAppMessages();
  // A newer version of the same pool (read again after a conflict) is a new `initial` too.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const initial = useMemo(() => poolFormValuesOf(pool), [pool?.id, pool?.version, open]);
  const form = useDrawerForm<PoolFormValues>({
    openedFor: open ? (pool?.id ?? 'new') : null,
    initial,
    version: pool?.version,
    validate: validatePoolForm,
    save: onSave,
    onSaved: () => onOpenChange(false),
    fields: POOL_FIELDS,
    message: (field, code) => t(poolFieldErrorMessage(field, code)),
  });
  const { values, setValues, set, errorOf, fieldId } = form;
  const labels: Record<(typeof POOL_FIELDS)[number], string> = {
    name: t('app.sharing.poolForm.name'),
    whoMayBook: t('app.sharing.poolForm.whoMayBook'),
    maxHours: t('app.sharing.poolForm.maxHours'),
    leadMinutes: t('app.sharing.poolForm.leadMinutes'),
    bufferMinutes: t('app.sharing.poolForm.bufferMinutes'),
    approvalOverHours: t('app.sharing.poolForm.approvalOverHours'),
    noShowMinutes: t('app.sharing.poolForm.noShowMinutes'),
    vehicleIds: t('app.sharing.pools.vehicles'),
  };
  const number = (
    field: 'maxHours' | 'leadMinutes' | 'bufferMinutes' | 'approvalOverHours' | 'noShowMinutes',
    description?: string,
  ) => (
    <FilteredTextField
      kind="pint"
      id={fieldId(field)}
      label={labels[field]}
      description={description}
      inputMode="numeric"
      value={values[field]}
      onValueChange={set(field)}
      error={errorOf(field)}
      required={field !== 'approvalOverHours' && field !== 'noShowMinutes'}
      maxLength={5}
    />
  );

  return (
    <FormDrawer
      form={form}
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      portalRoot={portalRoot}
      title={pool ? t('app.sharing.poolForm.editTitle') : t('app.sharing.poolForm.newTitle')}
      failure={t('app.sharing.poolForm.error')}
      errorsTitle={t('app.sharing.poolForm.errorsTitle')}
      fieldLabel={(field) =>
        field === 'vehicles' ? labels.vehicleIds : (labels[field as keyof typeof labels] ?? field)
      }
      saveLabel={t('app.sharing.poolForm.save')}
    >
      <TextField
        id={fieldId('name')}
        label={labels.name}
        value={values.name}
        onValueChange={set('name')}
        error={errorOf('name')}
        required
        maxLength={200}
      />
      <Select
        id={fieldId('whoMayBook')}
        label={labels.whoMayBook}
        options={BOOKERS.map((value) => ({ value, label: t(`app.sharing.pools.bookers.${value}`) }))}
        value={values.whoMayBook}
        onValueChange={(value) => setValues((current) => ({ ...current, whoMayBook: value as PoolBookers }))}
      />
      <FieldRow>
        {number('maxHours')}
        {number('leadMinutes')}
      </FieldRow>
      <FieldRow>
        {number('bufferMinutes')}
        {number('noShowMinutes', t('app.sharing.poolForm.noShowHint'))}
      </FieldRow>
      {number('approvalOverHours', t('app.sharing.poolForm.approvalHint'))}
      <VehicleChooser
        id={fieldId('vehicleIds')}
        search={search}
        onSearchChange={onSearchChange}
        matches={matches}
        value={values.vehicles}
        onValueChange={(vehicles) => setValues((current) => ({ ...current, vehicles }))}
        max={maxPoolVehicles}
        error={errorOf('vehicleIds')}
        labels={{
          search: t('app.sharing.poolForm.search'),
          searchHint: t('app.sharing.poolForm.searchHint'),
          addAll: (count) => t('app.sharing.poolForm.addAll', { count }),
          chosenTitle: t('app.sharing.pools.vehicles'),
          noneChosen: t('app.sharing.poolForm.noneChosen'),
          chosen: (count) => t('app.sharing.poolForm.chosen', { count }),
          remove: (plate) => t('app.sharing.poolForm.remove', { plate }),
        }}
      />
    </FormDrawer>
  );
}
