import { Combobox } from '@vognpark/ui';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { useAppMessages } from '../../../i18n/useAppMessages';
import { matchCustomers, type CustomerOption } from '../customers';

/** The admin's customer filter: every customer (`clients.options`), searched as typed. */
export interface CustomerFilter {
  customers: readonly CustomerOption[];
  loading: boolean;
  failed: boolean;
}

export interface CustomerPickerProps {
  filter: CustomerFilter;
  /** The chosen customer's id, or null for every customer. */
  value: string | null;
  /** The chosen customer's name when the list does not have it yet (from its vehicles' rows). */
  chosenName?: string;
  onValueChange: (clientId: string | null) => void;
}

/**
 * The admin register's customer filter: a search over every customer. Its own module, which only
 * the admin's page imports, so the manager's register does not carry the kit's Combobox.
 */
export function CustomerPicker({ filter, value, chosenName, onValueChange }: CustomerPickerProps) {
  const t = useAppMessages();
  const [search, setSearch] = useState('');
  const options = useMemo(
    () =>
      filter.failed
        ? []
        : matchCustomers(filter.customers, search).map((customer) => ({
            value: customer.id,
            label: customer.name,
            description: customer.active === false ? t('app.vehicles.filter.clientInactive') : undefined,
          })),
    [filter, search, t],
  );
  return (
    <Picker
      label={t('app.vehicles.filter.client')}
      labelHidden
      placeholder={t('app.vehicles.filter.clientPlaceholder')}
      options={options}
      value={value}
      selectedLabel={filter.customers.find((customer) => customer.id === value)?.name ?? chosenName}
      onValueChange={onValueChange}
      onSearchChange={setSearch}
      delay={100}
      loading={filter.loading}
      emptyMessage={t('app.vehicles.filter.clientNone')}
      status={filter.failed ? t('app.vehicles.filter.clientsError') : undefined}
    />
  );
}

const Picker = styled(Combobox)`
  width: min(280px, 100%);
`;
