import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test-utils/renderWithApp';
import { emptyVehicleForm, type VehicleFormValues } from '../form';
import { type FieldErrors } from '../../../data/errors';
import { VehicleForm } from './VehicleForm';

const drivers = [
  { id: 'u-1', name: 'Jonas', surname: 'Kristensen', email: 'user@example.com', role: 'user' as const },
  { id: 'u-2', name: '', surname: '', email: 'anna@example.com', role: 'user' as const },
];

function Harness({
  errors = {},
  initial = emptyVehicleForm,
  lastOdometer,
  onValues,
}: {
  errors?: FieldErrors;
  initial?: VehicleFormValues;
  lastOdometer?: number;
  onValues?: (values: VehicleFormValues) => void;
}) {
  const [values, setValues] = useState(initial);
  return (
    <VehicleForm
      id="vehicle-form"
      values={values}
      onChange={(next) => {
        setValues(next);
        onValues?.(next);
      }}
      onSubmit={() => {}}
      errors={errors}
      submitCount={1}
      drivers={drivers}
      lastOdometer={lastOdometer}
    />
  );
}

describe('VehicleForm', () => {
  it('keeps only letters and digits in the plate, upper-cased, and only digits in year and odometer', async () => {
    const user = userEvent.setup();
    const onValues = vi.fn();
    renderWithApp(<Harness onValues={onValues} />);
    await user.type(screen.getByRole('textbox', { name: /^Registration/ }), 'ab 12-345');
    expect(screen.getByRole('textbox', { name: /^Registration/ })).toHaveValue('AB12345');
    await user.type(screen.getByRole('textbox', { name: 'Model year' }), '20x2-1');
    expect(screen.getByRole('textbox', { name: 'Model year' })).toHaveValue('2021');
    await user.type(screen.getByRole('textbox', { name: 'Odometer (km)' }), '12.500 km');
    expect(screen.getByRole('textbox', { name: 'Odometer (km)' })).toHaveValue('12500');
    expect(onValues).toHaveBeenLastCalledWith(
      expect.objectContaining({ registration: 'AB12345', year: '2021', odometerKm: '12500' }),
    );
  }, 30_000);

  it('shows each server error on its field and lists them in a summary', () => {
    renderWithApp(<Harness errors={{ registration: 'duplicate', vin: 'invalid' }} />);
    expect(screen.getByRole('textbox', { name: /^Registration/ })).toHaveAccessibleDescription(
      expect.stringContaining('Another vehicle already has this registration.'),
    );
    expect(screen.getByRole('textbox', { name: /^VIN/ })).toBeInvalid();
    const summary = screen.getByRole('alert');
    expect(within(summary).getByRole('heading', { name: 'The vehicle was not saved' })).toBeInTheDocument();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Registration: Another vehicle already has this registration.',
      'VIN (chassis number): A VIN has 17 letters and digits, without I, O and Q.',
    ]);
  });

  it('offers the correction box when the odometer goes back, and says the last reading', async () => {
    const user = userEvent.setup();
    renderWithApp(
      <Harness
        initial={{ ...emptyVehicleForm, odometerKm: '84210' }}
        lastOdometer={84210}
        errors={{ odometerKm: 'decreased' }}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Odometer (km)' })).toHaveAccessibleDescription(
      expect.stringContaining('84,210 km'),
    );
    const correction = screen.getByRole('checkbox', { name: 'This reading corrects a wrong one' });
    await user.click(correction);
    expect(correction).toBeChecked();
  });

  it('finds a driver by typing part of the name or e-mail, and offers the name, or the e-mail when there is none', async () => {
    const user = userEvent.setup();
    const onValues = vi.fn();
    renderWithApp(<Harness onValues={onValues} />);
    const driver = screen.getByRole('combobox', { name: 'Driver' });
    expect(driver).toHaveAttribute('placeholder', 'No driver');
    await user.click(driver);
    const list = screen.getByRole('listbox', { name: 'Driver' });
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(2);
    expect(options[0]).toHaveAccessibleName(/^Jonas Kristensen/);
    expect(options[1]).toHaveAccessibleName('anna@example.com');
    await user.type(driver, 'kris');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(1));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onValues).toHaveBeenLastCalledWith(expect.objectContaining({ driverUserId: drivers[0]!.id }));
    expect(driver).toHaveValue('Jonas Kristensen');
  });

  it('speaks Danish', () => {
    renderWithApp(<Harness errors={{ year: 'out_of_range' }} />, { locale: 'da' });
    expect(screen.getByRole('textbox', { name: /^Registreringsnummer/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Årgang' })).toHaveAccessibleDescription(
      expect.stringMatching(/^Skriv et år fra 1900 til \d{4}\.$/),
    );
  });
});
