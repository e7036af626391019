import type { VehicleRef } from '@vognpark/server';
import type { ServicePlan } from '@vognpark/server/areas/service';
import { Select } from '@vognpark/ui';
import { useMemo } from 'react';
import { FormDrawer } from '../../../forms/FormDrawer';
import { useDrawerForm } from '../../../forms/useDrawerForm';
import { VehicleChooser } from '../../../forms/VehicleChooser';
import { useAppMessages } from '../../../i18n/useAppMessages';
import { serviceFieldErrorMessage } from '../form';

export interface ApplyPlanValues {
  planId: string;
  vehicles: VehicleRef[];
}

export interface ApplyPlanDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  plans: readonly ServicePlan[];
  /** The plan chosen at the start (from its row). */
  planId?: string | null;
  /** The vehicles chosen at the start (the vehicle page's). */
  vehicles?: readonly VehicleRef[];
  /** What is typed in the vehicle search, and the vehicles it matches (the host searches). */
  search: string;
  onSearchChange: (search: string) => void;
  matches: readonly VehicleRef[];
  onSave: (values: ApplyPlanValues) => Promise<unknown>;
  portalRoot?: HTMLElement | null;
}

/** At most this many vehicles in one go (as the server takes them). */
export const maxApplyVehicles = 500;

/**
 * Apply a plan to vehicles: choose the plan, find vehicles by plate, make or model and tick them
 * (or add every match), see the chosen ones; one transaction on the server, a summary after.
 */
export function ApplyPlanDrawer({
  open,
  onOpenChange,
  plans,
  planId,
  vehicles = [],
  search,
  onSearchChange,
  matches,
  onSave,
  portalRoot,
}: ApplyPlanDrawerProps) {
  const t = useAppMessages();
  const initial = useMemo<ApplyPlanValues>(
    () => ({ planId: planId ?? plans[0]?.id ?? '', vehicles: [...vehicles] }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [planId, open],
  );
  const form = useDrawerForm<ApplyPlanValues>({
    openedFor: open ? (planId ?? 'any') : null,
    initial,
    validate: (form) => ({
      ...(!form.planId && { planId: 'required' }),
      ...(form.vehicles.length === 0 && { vehicleIds: 'required' }),
    }),
    save: onSave,
    onSaved: () => onOpenChange(false),
    fields: ['planId', 'vehicleIds'],
    message: (field, code) => t(serviceFieldErrorMessage(field, code)),
  });
  const { values, setValues, errorOf, fieldId } = form;
  return (
    <FormDrawer
      form={form}
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      portalRoot={portalRoot}
      title={t('app.service.applyForm.title')}
      description={t('app.service.applyForm.description')}
      failure={t('app.service.applyForm.error')}
      errorsTitle={t('app.service.form.errorsTitle')}
      saveLabel={t('app.service.applyForm.save')}
    >
      <Select
        id={fieldId('planId')}
        label={t('app.service.applyForm.plan')}
        options={plans.map((plan) => ({ value: plan.id, label: plan.name }))}
        value={values.planId}
        onValueChange={(id) => setValues((current) => ({ ...current, planId: id }))}
        error={errorOf('planId')}
        required
      />
      <VehicleChooser
        id={fieldId('vehicleIds')}
        search={search}
        onSearchChange={onSearchChange}
        matches={matches}
        value={values.vehicles}
        onValueChange={(vehicles) => setValues((current) => ({ ...current, vehicles }))}
        max={maxApplyVehicles}
        error={errorOf('vehicleIds')}
        labels={{
          search: t('app.service.applyForm.search'),
          searchHint: t('app.service.applyForm.searchHint'),
          addAll: (count) => t('app.service.applyForm.addAll', { count }),
          chosenTitle: t('app.service.applyForm.vehicles'),
          noneChosen: t('app.service.applyForm.noneChosen'),
          chosen: (count) => t('app.service.applyForm.chosen', { count }),
          remove: (plate) => t('app.service.applyForm.remove', { plate }),
        }}
      />
    </FormDrawer>
  );
}
