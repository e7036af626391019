import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { appTextOf, withAppProviders } from '../../test-utils/appStories';
import { ClientsPanel } from './ClientsPanel';

const nordlys = {
  id: 'c1a2b3c4-0000-4000-8000-000000000001',
  name: 'Nordlys Logistik ApS',
  optedIn: true,
  freePhotos: 14,
};
const fjordbus = {
  id: 'c1a2b3c4-0000-4000-8000-000000000002',
  name: 'Fjordbus A/S',
  optedIn: false,
  freePhotos: 3,
};
const ada = { id: 'a1a2b3c4-0000-4000-8000-000000000001', name: 'Ada Admin' };

const meta = {
  title: 'App/Pages/Annotations/Clients',
  component: ClientsPanel,
  decorators: [withAppProviders],
  parameters: { layout: 'padded', route: '/admin/annotations' },
  args: { clients: [nordlys, fjordbus], staff: [ada], onOptIn: fn(), onMakeBatch: fn() },
} satisfies Meta<typeof ClientsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opting a client in by its labelled checkbox, and making a batch of an opted-in client's photos. */
export const Full: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const fjord = canvas.getByRole('checkbox', {
      name: appTextOf(globals, 'app.annotations.clients.optIn', { name: fjordbus.name }),
    });
    await expect(fjord).not.toBeChecked();
    await userEvent.click(fjord);
    await expect(args.onOptIn).toHaveBeenCalledWith(fjordbus.id, true);
    await userEvent.type(
      canvas.getByRole('textbox', { name: appTextOf(globals, 'app.annotations.make.name') }),
      'Uge 48',
    );
    await userEvent.click(
      canvas.getByRole('button', { name: appTextOf(globals, 'app.annotations.make.submit') }),
    );
    await expect(args.onMakeBatch).toHaveBeenCalledWith({
      clientId: nordlys.id,
      name: 'Uge 48',
      assigneeId: ada.id,
      size: 20,
    });
  },
};
