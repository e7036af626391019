import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { appLocaleOf, appTextOf, openedDialog, withAppProviders } from '../../test-utils/appStories';
import { fixtureVehicleChoices } from '../vehicles/fixtures';
import { ExpenseFormDrawer } from './ExpenseFormDrawer';

type Globals = Record<string, unknown>;

const meta = {
  title: 'App/Partners/Add Expense',
  component: ExpenseFormDrawer,
  decorators: [withAppProviders],
  args: {
    open: true,
    onOpenChange: fn(),
    vendors: [
      { id: '00000000-0000-4000-8000-000000000008', name: 'Brændstofkort Nord' },
      { id: '00000000-0000-4000-8000-000000000009', name: 'Øresundsbron' },
    ],
    vehicles: fixtureVehicleChoices(),
    today: '2026-11-29',
    onValuesChange: fn(),
    onSave: fn(async () => {}),
  },
} satisfies Meta<typeof ExpenseFormDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (dialog: HTMLElement, globals: Globals, id: Parameters<typeof appTextOf>[1]) =>
  within(dialog).getByRole('textbox', {
    name: new RegExp(`^${appTextOf(globals, id).replace(/[.()]/g, '\\$&')}`),
  });

const save = (dialog: HTMLElement, globals: Globals) =>
  userEvent.click(within(dialog).getByRole('button', { name: appTextOf(globals, 'app.expenses.form.save') }));

/** Saved empty: the amount is required, on its field; nothing is sent. */
export const EmptySubmit: Story = {
  play: async ({ globals, args }) => {
    const dialog = await openedDialog(appTextOf(globals, 'app.expenses.form.title'));
    await save(dialog, globals);
    const net = field(dialog, globals, 'app.expenses.form.net');
    await waitFor(() => expect(net).toHaveAttribute('aria-invalid', 'true'));
    await expect(net).toHaveAccessibleDescription(
      expect.stringContaining(appTextOf(globals, 'app.expenses.field.net.required')),
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/**
 * Filled: a vendor, the amount, Danish VAT added with one press, litres; what is worth a second
 * look (more litres than the tank holds) shows as a warning and does not stop the save.
 */
export const FilledWithCheck: Story = {
  args: { checks: ['above_tank'] },
  play: async ({ globals, args }) => {
    const dialog = await openedDialog(appTextOf(globals, 'app.expenses.form.title'));
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: appTextOf(globals, 'app.expenses.form.vendor') }),
      'Øresundsbron',
    );
    await userEvent.type(field(dialog, globals, 'app.expenses.form.net'), '1000');
    // Danish VAT of 1000 kr., as the person's language writes it.
    const vat = new Intl.NumberFormat(appLocaleOf(globals), {
      minimumFractionDigits: 2,
      useGrouping: false,
    }).format(250);
    await userEvent.click(
      await within(dialog).findByRole('button', {
        name: appTextOf(globals, 'app.expenses.form.addVat', { amount: vat }),
      }),
    );
    await expect(field(dialog, globals, 'app.expenses.form.vat')).toHaveValue(vat);
    await userEvent.type(field(dialog, globals, 'app.expenses.form.quantity'), '102');
    const warnings = within(dialog).getByRole('list', {
      name: appTextOf(globals, 'app.expenses.checks.label'),
    });
    await expect(warnings).toHaveTextContent(appTextOf(globals, 'app.expenses.check.above_tank'));
    await save(dialog, globals);
    await waitFor(() => expect(args.onSave).toHaveBeenCalled());
    await expect((args.onSave as ReturnType<typeof fn>).mock.calls[0]![0]).toMatchObject({
      vendorId: '00000000-0000-4000-8000-000000000009',
      net: '1000',
      quantity: '102',
      unit: 'litre',
    });
  },
};

/** The server refuses an odometer below the vehicle's last reading: on the odometer, the drawer stays. */
export const OdometerRefused: Story = {
  args: {
    onSave: fn(async () => {
      throw Object.assign(new Error('Odometer below the last reading'), {
        data: { code: 'BAD_REQUEST', fieldErrors: { odometerKm: 'decreased' } },
      });
    }),
  },
  play: async ({ globals, args }) => {
    const dialog = await openedDialog(appTextOf(globals, 'app.expenses.form.title'));
    await userEvent.type(field(dialog, globals, 'app.expenses.form.net'), '400');
    await save(dialog, globals);
    await waitFor(() => expect(args.onSave).toHaveBeenCalled());
    const odometer = field(dialog, globals, 'app.expenses.form.odometer');
    await waitFor(() =>
      expect(odometer).toHaveAccessibleDescription(
        expect.stringContaining(appTextOf(globals, 'app.expenses.field.odometerKm.decreased')),
      ),
    );
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};
