import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  appTextOf,
  collapsed,
  openedDialog,
  summaryLinkName,
  withAppProviders,
} from '../../../test-utils/appStories';
import { changedMeanwhileStory } from '../../../test-utils/changedMeanwhileStory';
import { fixtureClientRows } from '../fixtures';
import { ClientFormDrawer } from './ClientFormDrawer';

const meta = {
  title: 'App/Accounts/Customer form drawer',
  component: ClientFormDrawer,
  decorators: [withAppProviders],
  args: { open: true, onOpenChange: fn(), onSave: fn(async () => {}) },
} satisfies Meta<typeof ClientFormDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

type Globals = Record<string, unknown>;
type Id = Parameters<typeof appTextOf>[1];
const body = () => within(document.body);
const nordlys = fixtureClientRows[0]!;
/** The server's answer with field errors, as the tRPC client delivers it. */
const refused = (fieldErrors: Record<string, string>) =>
  Object.assign(new Error('Invalid'), { data: { code: 'BAD_REQUEST', fieldErrors } });
const textbox = (dialog: HTMLElement, globals: Globals, id: Id) =>
  within(dialog).getByRole('textbox', { name: appTextOf(globals, id) });
const save = (dialog: HTMLElement, globals: Globals) =>
  userEvent.click(within(dialog).getByRole('button', { name: appTextOf(globals, 'app.form.save') }));

/** Adding: the CVR number keeps digits only; a complete form is saved and the drawer closes. */
export const New: Story = {
  play: async ({ globals, args }) => {
    const dialog = await openedDialog(appTextOf(globals, 'app.clients.form.addTitle'));
    await userEvent.type(textbox(dialog, globals, 'app.clients.form.name'), 'Skov Transport ApS');
    await userEvent.type(textbox(dialog, globals, 'app.clients.form.cvr'), '31 41-59 26');
    await expect(textbox(dialog, globals, 'app.clients.form.cvr')).toHaveValue('31415926');
    await userEvent.type(textbox(dialog, globals, 'app.clients.form.contactEmail'), 'kontor@skov.dk');
    await save(dialog, globals);
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        name: 'Skov Transport ApS',
        cvr: '31415926',
        contactEmail: 'kontor@skov.dk',
        contactPhone: '',
      }),
    );
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** Saving an empty form: the summary lists both missing fields, focus goes to the first; nothing is sent. */
export const MissingFields: Story = {
  play: async ({ globals, args }) => {
    const dialog = await openedDialog();
    await save(dialog, globals);
    const summary = await within(dialog).findByRole('alert', {
      name: appTextOf(globals, 'app.clients.form.errorsTitle'),
    });
    await expect(
      await within(summary).findByRole('link', {
        name: summaryLinkName(globals, 'app.clients.form.name', appTextOf(globals, 'app.field.required')),
      }),
    ).toBeVisible();
    await expect(
      within(summary).getByRole('link', {
        name: summaryLinkName(globals, 'app.clients.form.cvr', appTextOf(globals, 'app.field.cvr')),
      }),
    ).toBeVisible();
    await waitFor(() => expect(textbox(dialog, globals, 'app.clients.form.name')).toHaveFocus());
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Editing: the customer's values are filled in; a changed phone number is saved. */
export const Editing: Story = {
  args: { client: nordlys },
  play: async ({ globals, args }) => {
    const dialog = await body().findByRole('dialog', {
      name: appTextOf(globals, 'app.clients.form.editTitle', { name: nordlys.name }),
    });
    await expect(textbox(dialog, globals, 'app.clients.form.cvr')).toHaveValue(nordlys.cvr);
    const phone = textbox(dialog, globals, 'app.clients.form.contactPhone');
    await userEvent.clear(phone);
    await userEvent.type(phone, '+45 70 99 88 77');
    await save(dialog, globals);
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({ contactPhone: '+45 70 99 88 77' }),
        nordlys.version,
      ),
    );
  },
};

/** The server refuses the CVR number: the summary names it, the field says why and has focus; the drawer stays. */
export const CvrTaken: Story = {
  args: {
    client: nordlys,
    onSave: fn(async () => {
      throw refused({ cvr: 'duplicate' });
    }),
  },
  play: async ({ globals, args }) => {
    const dialog = await openedDialog();
    await save(dialog, globals);
    const taken = appTextOf(globals, 'app.field.cvrTaken');
    const summary = await within(dialog).findByRole('alert', {
      name: appTextOf(globals, 'app.clients.form.errorsTitle'),
    });
    await expect(
      await within(summary).findByRole('link', {
        name: summaryLinkName(globals, 'app.clients.form.cvr', taken),
      }),
    ).toBeVisible();
    const cvr = textbox(dialog, globals, 'app.clients.form.cvr');
    await expect(cvr).toHaveAccessibleDescription(expect.stringContaining(taken));
    await waitFor(() => expect(cvr).toHaveFocus());
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
  },
};

/** While the save is on its way, Save is busy and the drawer stays open. */
export const Saving: Story = {
  args: { client: nordlys, onSave: fn(() => new Promise<never>(() => {})) },
  play: async ({ globals, args }) => {
    const dialog = await openedDialog();
    await save(dialog, globals);
    await waitFor(() =>
      expect(
        within(dialog).getByRole('button', { name: appTextOf(globals, 'app.form.save') }),
      ).toHaveAttribute('aria-busy', 'true'),
    );
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** A save that failed for no field's reason: says so, and what was typed stays. */
export const SaveFailed: Story = {
  args: {
    client: nordlys,
    onSave: fn(async () => {
      throw new Error('The connection was lost');
    }),
  },
  play: async ({ globals }) => {
    const dialog = await openedDialog();
    const name = textbox(dialog, globals, 'app.clients.form.name');
    await userEvent.type(name, ' Nord');
    await save(dialog, globals);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      collapsed(appTextOf(globals, 'app.clients.saved.error')),
    );
    await expect(name).toHaveValue(`${nordlys.name} Nord`);
  },
};

// Someone else (Lars) changed the customer's phone while it was open here: version 3 -> 4.
const openedClient = { ...nordlys, version: 3 };
const changedClient = { ...openedClient, version: 4, contactPhone: '+45 70 11 22 33' };

/**
 * Someone else changed the customer while it was being edited: the save is refused, the drawer
 * says who and when, keeps what was typed, names what they changed, and saves over it only when
 * the person keeps their own changes.
 */
export const ChangedMeanwhile: Story = changedMeanwhileStory({
  Drawer: ClientFormDrawer,
  recordProp: 'client',
  opened: openedClient,
  changed: changedClient,
  field: 'app.clients.form.name',
  typed: ' Nord',
  kept: `${nordlys.name} Nord`,
  changedField: 'app.clients.form.contactPhone',
  saved: { name: `${nordlys.name} Nord` },
});
