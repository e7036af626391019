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
const rita = { id: 'a1a2b3c4-0000-4000-8000-000000000002', name: 'Rita Reviewer' };

const meta = {
  title: 'App/Pages/Annotations/Clients',
  component: ClientsPanel,
  decorators: [withAppProviders],
  parameters: { layout: 'padded', route: '/admin/annotations' },
  args: { clients: [nordlys, fjordbus], staff: [ada, rita], onOptIn: fn(), onMakeBatch: fn() },
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
      secondLabellerId: null,
    });
  },
};

/**
 * A second labeller: the same person as the assignee is refused on the field (and nothing is
 * made); another admin is sent with the batch. Leaving it empty is said to mean no photo labelled twice.
 */
export const SecondLabeller: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const second = canvas.getByRole('combobox', {
      name: appTextOf(globals, 'app.annotations.make.secondLabeller'),
    });
    await expect(second).toHaveAccessibleDescription(appTextOf(globals, 'app.annotations.make.secondHint'));
    await expect(
      within(second).getByRole('option', { name: appTextOf(globals, 'app.annotations.make.secondNone') }),
    ).toBeInTheDocument();
    await userEvent.type(
      canvas.getByRole('textbox', { name: appTextOf(globals, 'app.annotations.make.name') }),
      'Uge 49',
    );
    await userEvent.selectOptions(second, ada.id);
    await expect(second).toBeInvalid();
    await expect(second).toHaveAccessibleDescription(
      expect.stringContaining(appTextOf(globals, 'app.annotations.make.error.same_as_assignee')),
    );
    const make = canvas.getByRole('button', { name: appTextOf(globals, 'app.annotations.make.submit') });
    await userEvent.click(make);
    await expect(args.onMakeBatch).not.toHaveBeenCalled();
    await userEvent.selectOptions(second, rita.id);
    await expect(second).toBeValid();
    await userEvent.click(make);
    await expect(args.onMakeBatch).toHaveBeenCalledWith({
      clientId: nordlys.id,
      name: 'Uge 49',
      assigneeId: ada.id,
      size: 20,
      secondLabellerId: rita.id,
    });
  },
};

/** The server refused the second labeller (no longer an active admin): said on the field. */
export const SecondLabellerRefused: Story = {
  args: { secondLabellerError: 'not_staff' },
  play: async ({ canvasElement, globals }) => {
    const second = within(canvasElement).getByRole('combobox', {
      name: appTextOf(globals, 'app.annotations.make.secondLabeller'),
    });
    await expect(second).toBeInvalid();
    await expect(second).toHaveAccessibleDescription(
      expect.stringContaining(appTextOf(globals, 'app.annotations.make.error.not_staff')),
    );
  },
};
