import type { ServicePlan, VehicleRef } from '@vognpark/server';
import { Button, Checkbox, Drawer, ErrorSummary, SearchField, Select } from '@vognpark/ui';
import { useMemo } from 'react';
import styled from 'styled-components';
import { formatPlate } from '../../../features/vehicles/format';
import {
  DrawerCancelButton,
  DrawerFailure,
  DrawerFormLayout,
  DrawerSaveButton,
} from '../../../forms/DrawerParts';
import { useDrawerForm } from '../../../forms/useDrawerForm';
import { useAppMessages } from '../../../i18n/useAppMessages';
import { serviceFieldErrorMessage } from '../form';
import { Section } from './RecordEntryDrawer';

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
  const {
    formId,
    values,
    setValues,
    errors,
    errorOf,
    fieldId,
    submitCount,
    pending,
    failure,
    dirty,
    submit,
  } = useDrawerForm<ApplyPlanValues>({
    openedFor: open ? (planId ?? 'any') : null,
    initial,
    validate: (form) => ({
      ...(!form.planId && { planId: 'required' }),
      ...(form.vehicles.length === 0 && { vehicleIds: 'required' }),
    }),
    save: onSave,
    onSaved: () => onOpenChange(false),
    message: (field, code) => t(serviceFieldErrorMessage(field, code)),
  });
  const chosen = new Set(values.vehicles.map((vehicle) => vehicle.id));
  const summary = ['planId', 'vehicleIds']
    .filter((field) => errors[field])
    .map((field) => ({
      fieldId: fieldId(field === 'vehicleIds' ? 'search' : field),
      message: errorOf(field)!,
    }));
  const toggle = (vehicle: VehicleRef, on: boolean) =>
    setValues((current) => ({
      ...current,
      vehicles: on
        ? [...current.vehicles.filter((other) => other.id !== vehicle.id), vehicle].slice(0, maxApplyVehicles)
        : current.vehicles.filter((other) => other.id !== vehicle.id),
    }));
  const addAll = () =>
    setValues((current) => {
      const have = new Set(current.vehicles.map((vehicle) => vehicle.id));
      return {
        ...current,
        vehicles: [...current.vehicles, ...matches.filter((vehicle) => !have.has(vehicle.id))].slice(
          0,
          maxApplyVehicles,
        ),
      };
    });
  const chosenId = `${formId}-chosen`;
  const vehicleLabel = (vehicle: VehicleRef) =>
    `${formatPlate(vehicle.registration)} · ${vehicle.make} ${vehicle.model}`.trim();

  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      dirty={dirty && !pending}
      size="lg"
      portalRoot={portalRoot}
      title={t('app.service.applyForm.title')}
      description={t('app.service.applyForm.description')}
      footer={
        <>
          <DrawerCancelButton />
          <DrawerSaveButton form={formId} pending={pending} label={t('app.service.applyForm.save')} />
        </>
      }
    >
      {failure && <DrawerFailure role="alert">{t('app.service.applyForm.error')}</DrawerFailure>}
      <DrawerFormLayout id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <ErrorSummary
          errors={summary}
          title={t('app.service.form.errorsTitle')}
          focusKey={submitCount}
          headingLevel={3}
        />
        <Select
          id={fieldId('planId')}
          label={t('app.service.applyForm.plan')}
          options={plans.map((plan) => ({ value: plan.id, label: plan.name }))}
          value={values.planId}
          onValueChange={(id) => setValues((current) => ({ ...current, planId: id }))}
          error={errorOf('planId')}
          required
        />
        <SearchField
          id={fieldId('search')}
          label={t('app.service.applyForm.search')}
          description={t('app.service.applyForm.searchHint')}
          value={search}
          onValueChange={onSearchChange}
          error={errorOf('vehicleIds')}
        />
        {matches.length > 0 && (
          <Matches>
            {matches.map((vehicle) => (
              <Checkbox
                key={vehicle.id}
                label={vehicleLabel(vehicle)}
                checked={chosen.has(vehicle.id)}
                onCheckedChange={(on) => toggle(vehicle, on)}
              />
            ))}
          </Matches>
        )}
        {matches.length > 1 && (
          <div>
            <Button variant="secondary" onClick={addAll}>
              {t('app.service.applyForm.addAll', { count: matches.length })}
            </Button>
          </div>
        )}
        <Section aria-labelledby={chosenId}>
          <h3 id={chosenId}>{t('app.service.applyForm.vehicles')}</h3>
          <p aria-live="polite">
            {values.vehicles.length === 0
              ? t('app.service.applyForm.noneChosen')
              : t('app.service.applyForm.chosen', { count: values.vehicles.length })}
          </p>
          <Chosen>
            {values.vehicles.map((vehicle) => (
              <li key={vehicle.id}>
                <span>{formatPlate(vehicle.registration)}</span>
                <Button variant="ghost" size="sm" onClick={() => toggle(vehicle, false)}>
                  {t('app.service.applyForm.remove', { plate: formatPlate(vehicle.registration) })}
                </Button>
              </li>
            ))}
          </Chosen>
        </Section>
      </DrawerFormLayout>
    </Drawer>
  );
}

const Matches = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[4]}px;
  max-height: 240px;
  overflow: auto;
  padding: ${({ theme }) => theme.space[2]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Chosen = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;

  & li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]}px;
    padding-left: ${({ theme }) => theme.space[2]}px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;
