import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CustomerPicker } from '../../components/CustomerPicker';
import { fixtureCustomers, fixtureVehicles } from '../../fixtures';
import { registerUrl } from '../../urlState';
import { listFixture } from '../../../../test-utils/listState';
import { renderWithApp } from '../../../../test-utils/renderWithApp';
import { VehicleRegisterView, type VehicleRegisterViewProps } from '../VehicleRegister/VehicleRegisterView';

const rows = fixtureVehicles(12);
const havn = fixtureCustomers[1]!;

function adminProps(overrides: Partial<VehicleRegisterViewProps> = {}): VehicleRegisterViewProps {
  return {
    title: 'Vehicles',
    mode: 'admin',
    state: registerUrl.empty,
    onSearchChange: vi.fn(),
    onStateChange: vi.fn(),
    list: listFixture(rows),
    exportState: { status: 'idle' },
    onExport: vi.fn(),
    onCancelExport: vi.fn(),
    customerFilter: { customers: fixtureCustomers, loading: false, failed: false },
    customerPicker: CustomerPicker,
    ...overrides,
  };
}

describe('the admin register’s customer filter', () => {
  it('offers every customer, also one no row shows, and finds it by part of its name', async () => {
    const user = userEvent.setup();
    const props = adminProps();
    renderWithApp(<VehicleRegisterView {...props} />, { route: '/admin/vehicles' });
    expect(rows.some((vehicle) => vehicle.clientId === havn.id)).toBe(false);

    const field = screen.getByRole('combobox', { name: 'Customer' });
    await user.click(field);
    const list = screen.getByRole('listbox', { name: 'Customer' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Fjordbus A/S', 'Havn Logistik ApS', 'Nordlys Logistik ApS', 'Østjysk Kørsel ApSDeactivated']);
    await user.type(field, 'logistik');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(2));
    await user.click(within(list).getByRole('option', { name: 'Havn Logistik ApS' }));
    expect(props.onStateChange).toHaveBeenLastCalledWith({ ...registerUrl.empty, clientId: havn.id });
  });

  it('names the customer of the address, and its filter survives the other filters being cleared', async () => {
    const user = userEvent.setup();
    const props = adminProps({
      list: listFixture([]),
      state: { ...registerUrl.empty, clientId: havn.id, status: ['active'] },
    });
    renderWithApp(<VehicleRegisterView {...props} />, { route: '/admin/vehicles' });
    expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveValue('Havn Logistik ApS');
    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(props.onStateChange).toHaveBeenLastCalledWith({ ...registerUrl.empty, clientId: havn.id });
    await user.click(screen.getByRole('button', { name: 'Clear choice' }));
    expect(props.onStateChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ clientId: null, status: ['active'] }),
    );
  });

  it('says when the customers are loading or could not be loaded', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithApp(
      <VehicleRegisterView
        {...adminProps({ customerFilter: { customers: [], loading: true, failed: false } })}
      />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Customer' }));
    const listLine = () =>
      screen
        .getAllByRole('status')
        .find((line) => line.previousElementSibling?.getAttribute('role') === 'listbox');
    expect(listLine()).toHaveTextContent('Loading…');
    rerender(
      <VehicleRegisterView
        {...adminProps({ customerFilter: { customers: [], loading: false, failed: true } })}
      />,
    );
    expect(listLine()).toHaveTextContent('The customers could not be loaded.');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('is not offered in a manager’s register', () => {
    renderWithApp(<VehicleRegisterView {...adminProps({ mode: 'manager', customerFilter: undefined })} />);
    expect(screen.queryByRole('combobox', { name: 'Customer' })).toBeNull();
  });
});
