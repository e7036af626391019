import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { appTextOf, openedDialog, withAppProviders } from '../../test-utils/appStories';
import { ShareLinkDrawer } from './ShareLinkDrawer';

const damageId = '00000000-0000-4000-d000-000000000001';

const meta = {
  title: 'App/Sharing/New Share Link',
  component: ShareLinkDrawer,
  decorators: [withAppProviders],
  args: {
    vehicles: [],
    damage: { id: damageId, registration: 'AB11223' },
    onClose: fn(),
    onCreate: fn(async () => 'https://vognpark.example/share/abc'),
  },
} satisfies Meta<typeof ShareLinkDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A damage's report for the insurer: no choice of what or which vehicle; the address is shown once. */
export const DamageReport: Story = {
  play: async ({ globals, args }) => {
    const dialog = await openedDialog(appTextOf(globals, 'app.sharing.links.create'));
    await expect(dialog).toHaveTextContent(
      appTextOf(globals, 'app.sharing.links.showsDamage', { plate: 'AB 11 223' }),
    );
    await expect(
      within(dialog).queryByLabelText(appTextOf(globals, 'app.sharing.links.field.kind')),
    ).toBeNull();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: appTextOf(globals, 'app.sharing.links.field.label') }),
      'Topdanmark',
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: appTextOf(globals, 'app.sharing.links.submit') }),
    );
    await waitFor(() =>
      expect(args.onCreate).toHaveBeenCalledWith({
        kind: 'damage',
        targetId: damageId,
        label: 'Topdanmark',
        days: 7,
      }),
    );
    await expect(
      await within(dialog).findByRole('textbox', { name: appTextOf(globals, 'app.sharing.links.address') }),
    ).toHaveValue('https://vognpark.example/share/abc');
  },
};

/** The label is required: the field says so and nothing is made. */
export const LabelMissing: Story = {
  play: async ({ globals, args }) => {
    const dialog = await openedDialog(appTextOf(globals, 'app.sharing.links.create'));
    await userEvent.click(
      within(dialog).getByRole('button', { name: appTextOf(globals, 'app.sharing.links.submit') }),
    );
    await expect(
      within(dialog).getByRole('textbox', { name: appTextOf(globals, 'app.sharing.links.field.label') }),
    ).toHaveAccessibleDescription(appTextOf(globals, 'app.sharing.error.required'));
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};
