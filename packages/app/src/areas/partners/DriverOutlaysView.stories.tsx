import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { appLocaleOf, appTextOf, withAppProviders } from '../../test-utils/appStories';
import { formatMoney } from './domain';
import { DriverOutlaysView } from './DriverOutlaysView';
import { fixtureOutlays } from './fixtures';

const meta = {
  title: 'App/Partners/Driver Outlays',
  component: DriverOutlaysView,
  decorators: [withAppProviders],
  parameters: { layout: 'padded', route: '/manager/client', viewport: { defaultViewport: 'mobile1' } },
  args: { status: 'ready', outlays: fixtureOutlays, onRetry: fn(), onRegister: fn() },
} satisfies Meta<typeof DriverOutlaysView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loading: a status says so; Register Outlay waits. */
export const Loading: Story = {
  args: { status: 'loading', outlays: [] },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(appTextOf(globals, 'app.outlays.loading'));
    await expect(
      canvas.getByRole('button', { name: appTextOf(globals, 'app.outlays.register') }),
    ).toBeDisabled();
  },
};

/** None yet: a line says what an outlay is for; Register Outlay opens the drawer. */
export const Empty: Story = {
  args: { outlays: [] },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(appTextOf(globals, 'app.outlays.empty'))).toBeInTheDocument();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: appTextOf(globals, 'app.outlays.register') }));
    await expect(args.onRegister).toHaveBeenCalled();
  },
};

/** The list could not be read: an alert with Try Again; Register Outlay still works. */
export const LoadError: Story = {
  args: { status: 'error', outlays: [] },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(appTextOf(globals, 'app.outlays.loadError'));
    await userEvent.click(canvas.getByRole('button', { name: appTextOf(globals, 'app.outlays.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
    await expect(
      canvas.getByRole('button', { name: appTextOf(globals, 'app.outlays.register') }),
    ).toBeEnabled();
  },
};

/** Three outlays, newest first: what for, the amount in kroner for the locale, the receipt or not. */
export const Full: Story = {
  tags: ['text-length'],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const items = within(
      canvas.getByRole('list', { name: appTextOf(globals, 'app.outlays.latest') }),
    ).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    const locale = appLocaleOf(globals);
    await expect(items[0]).toHaveTextContent(appTextOf(globals, 'app.expenses.category.fuel'));
    await expect(items[0]!.textContent?.replace(/\s/g, '')).toContain(
      formatMoney(812.37, locale).replace(/\s/g, ''),
    );
    await expect(items[0]).toHaveTextContent(appTextOf(globals, 'app.outlays.receipt.attached'));
    await expect(items[1]).toHaveTextContent(appTextOf(globals, 'app.outlays.receipt.missing'));
    await expect(items[2]).toHaveTextContent(appTextOf(globals, 'app.expenses.category.toll_ferry'));
  },
};
