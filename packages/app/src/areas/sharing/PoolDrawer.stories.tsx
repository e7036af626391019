import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Pool } from '@vognpark/server/areas/sharing';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { appTextOf, openedDialog, withAppProviders } from '../../test-utils/appStories';
import { changedMeanwhileStory } from '../../test-utils/changedMeanwhileStory';
import { fixturePools } from './fixtures';
import { PoolDrawer } from './PoolDrawer';

const pool = fixturePools[0]!;
// Someone else (Lars) renamed the pool while it was open here: version 3 -> 4.
const openedPool: Pool = { ...pool, version: 3 };
const changedPool: Pool = { ...openedPool, version: 4, name: 'Delebiler Vejle og Horsens' };
const match = {
  id: '00000000-0000-4000-9000-000000000009',
  registration: 'GH12345',
  make: 'Renault',
  model: 'Zoe',
};

const meta = {
  title: 'App/Areas/Sharing/PoolDrawer',
  component: PoolDrawer,
  decorators: [withAppProviders],
  args: {
    open: true,
    onOpenChange: fn(),
    pool: openedPool,
    onSave: fn(async () => {}),
    search: '',
    onSearchChange: fn(),
    matches: [],
  },
} satisfies Meta<typeof PoolDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Editing a pool: the rules as they are, "never" as an empty field; a car found by the search is
 * ticked, one of the pool's is removed, and the save carries the rules and the cars.
 */
export const Edit: Story = {
  args: { search: 'zoe', matches: [match] },
  tags: ['text-length'],
  play: async ({ globals, args }) => {
    const dialog = await openedDialog();
    const body = within(dialog);
    await expect(
      body.getByRole('textbox', { name: appTextOf(globals, 'app.sharing.poolForm.name') }),
    ).toHaveValue(pool.name);
    const maxHours = body.getByRole('textbox', { name: appTextOf(globals, 'app.sharing.poolForm.maxHours') });
    await expect(maxHours).toHaveValue('72');
    await userEvent.clear(maxHours);
    await userEvent.type(maxHours, '48');
    await userEvent.click(body.getByRole('checkbox', { name: /GH 12 345/ }));
    await userEvent.click(
      body.getByRole('button', {
        name: appTextOf(globals, 'app.sharing.poolForm.remove', { plate: 'EF 77 889' }),
      }),
    );
    await expect(
      body.getByText(appTextOf(globals, 'app.sharing.poolForm.chosen', { count: 3 })),
    ).toBeVisible();
    await userEvent.click(
      body.getByRole('button', { name: appTextOf(globals, 'app.sharing.poolForm.save') }),
    );
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({
          maxHours: '48',
          vehicles: [
            expect.objectContaining({ registration: 'AB11223' }),
            expect.objectContaining({ registration: 'CD44556' }),
            expect.objectContaining({ registration: 'GH12345' }),
          ],
        }),
        3,
      ),
    );
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** A new pool saved without a name and with a month and a day as its longest booking: both refused on their fields. */
export const Invalid: Story = {
  args: { pool: null },
  play: async ({ globals, args }) => {
    const dialog = await openedDialog();
    const body = within(dialog);
    await expect(dialog).toHaveAccessibleName(appTextOf(globals, 'app.sharing.poolForm.newTitle'));
    const maxHours = body.getByRole('textbox', { name: appTextOf(globals, 'app.sharing.poolForm.maxHours') });
    await userEvent.clear(maxHours);
    await userEvent.type(maxHours, '768');
    await userEvent.click(
      body.getByRole('button', { name: appTextOf(globals, 'app.sharing.poolForm.save') }),
    );
    await expect(
      body.getByRole('textbox', { name: appTextOf(globals, 'app.sharing.poolForm.name') }),
    ).toHaveAccessibleDescription(appTextOf(globals, 'app.sharing.error.required'));
    await expect(maxHours).toHaveAccessibleDescription(
      appTextOf(globals, 'app.sharing.poolForm.error.range.maxHours'),
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Another pool has the name: the server's refusal lands on the name, and nothing closes. */
export const NameTaken: Story = {
  args: {
    pool: null,
    onSave: fn(async () => {
      throw Object.assign(new Error('Invalid name'), { data: { fieldErrors: { name: 'duplicate' } } });
    }),
  },
  play: async ({ globals, args }) => {
    const dialog = await openedDialog();
    const body = within(dialog);
    const name = body.getByRole('textbox', { name: appTextOf(globals, 'app.sharing.poolForm.name') });
    await userEvent.type(name, pool.name);
    await userEvent.click(
      body.getByRole('button', { name: appTextOf(globals, 'app.sharing.poolForm.save') }),
    );
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(appTextOf(globals, 'app.sharing.poolForm.error.nameTaken')),
    );
    await expect(name).toHaveValue(pool.name);
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
  },
};

/**
 * Someone else changed the pool while it was being edited: the save is refused, the drawer says
 * who and when, keeps what was typed, names what they changed, and saves over it only when the
 * person keeps their own changes.
 */
export const ChangedMeanwhile: Story = changedMeanwhileStory({
  Drawer: PoolDrawer,
  recordProp: 'pool',
  opened: openedPool,
  changed: changedPool,
  field: 'app.sharing.poolForm.bufferMinutes',
  clear: true,
  typed: '45',
  changedField: 'app.sharing.poolForm.name',
  saveButton: 'app.sharing.poolForm.save',
  saved: { bufferMinutes: '45' },
});
