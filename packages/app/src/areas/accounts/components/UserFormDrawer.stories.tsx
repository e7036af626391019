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
import { fixtureClientOptions, fixtureUsers } from '../fixtures';
import { UserFormDrawer } from './UserFormDrawer';

const meta = {
  title: 'App/Accounts/User form drawer',
  component: UserFormDrawer,
  decorators: [withAppProviders],
  args: {
    open: true,
    onOpenChange: fn(),
    roles: ['admin', 'manager', 'user'],
    clients: fixtureClientOptions,
    onSave: fn(async () => {}),
  },
} satisfies Meta<typeof UserFormDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

type Globals = Record<string, unknown>;
type Id = Parameters<typeof appTextOf>[1];
const body = () => within(document.body);
const olena = fixtureUsers[3]!;
const refused = (fieldErrors: Record<string, string>, code = 'BAD_REQUEST') =>
  Object.assign(new Error('Invalid'), { data: { code, fieldErrors } });
const textbox = (dialog: HTMLElement, globals: Globals, id: Id) =>
  within(dialog).getByRole('textbox', { name: appTextOf(globals, id) });
const combobox = (dialog: HTMLElement, globals: Globals, id: Id) =>
  within(dialog).getByRole('combobox', { name: appTextOf(globals, id) });
const save = (dialog: HTMLElement, globals: Globals) =>
  userEvent.click(within(dialog).getByRole('button', { name: appTextOf(globals, 'app.form.save') }));

/** An admin adds a driver to a customer (deactivated customers are not offered). */
export const New: Story = {
  play: async ({ globals, args }) => {
    const dialog = await openedDialog(appTextOf(globals, 'app.users.form.addTitle'));
    await userEvent.type(textbox(dialog, globals, 'app.users.form.email'), 'signe@havn.dk');
    await userEvent.type(textbox(dialog, globals, 'app.users.form.name'), 'Signe');
    await userEvent.type(textbox(dialog, globals, 'app.users.form.surname'), 'Havn');
    await userEvent.selectOptions(combobox(dialog, globals, 'app.users.form.role'), 'user');
    const customer = combobox(dialog, globals, 'app.users.form.client');
    await expect(within(customer).queryByRole('option', { name: 'Skov & Søn Transport I/S' })).toBeNull();
    await userEvent.selectOptions(customer, fixtureClientOptions[3]!.id);
    // Her licence lists C and B (ticked in any order, kept in the licence's order).
    const licence = within(dialog).getByRole('group', {
      name: appTextOf(globals, 'app.users.form.licenceCategories'),
    });
    await expect(licence).toHaveAccessibleDescription(
      appTextOf(globals, 'app.users.form.licenceCategoriesHint'),
    );
    await userEvent.click(within(licence).getByRole('checkbox', { name: 'C' }));
    await userEvent.click(within(licence).getByRole('checkbox', { name: 'B' }));
    await save(dialog, globals);
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        email: 'signe@havn.dk',
        name: 'Signe',
        surname: 'Havn',
        role: 'user',
        clientId: fixtureClientOptions[3]!.id,
        licenceCategories: ['B', 'C'],
      }),
    );
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** A manager adds to their own customer: roles user and manager only, no customer to choose. */
export const NewByManager: Story = {
  args: { roles: ['user', 'manager'], clients: undefined },
  play: async ({ globals }) => {
    const dialog = await openedDialog();
    const role = combobox(dialog, globals, 'app.users.form.role');
    await expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([appTextOf(globals, 'app.users.role.user'), appTextOf(globals, 'app.users.role.manager')]);
    await expect(
      within(dialog).queryByRole('combobox', { name: appTextOf(globals, 'app.users.form.client') }),
    ).toBeNull();
  },
};

/** Editing: e-mail and name only; the role has its own action. */
export const Editing: Story = {
  args: { user: olena },
  play: async ({ globals, args }) => {
    const dialog = await body().findByRole('dialog', {
      name: appTextOf(globals, 'app.users.form.editTitle', { name: 'Олена Шевченко' }),
    });
    await expect(
      within(dialog).queryByRole('combobox', { name: appTextOf(globals, 'app.users.form.role') }),
    ).toBeNull();
    const email = textbox(dialog, globals, 'app.users.form.email');
    await expect(email).toHaveValue(olena.email);
    await userEvent.clear(email);
    await userEvent.type(email, 'olena.shevchenko@nordlys.dk');
    await save(dialog, globals);
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({ email: 'olena.shevchenko@nordlys.dk' }),
        olena.version,
      ),
    );
  },
};

/**
 * Editing a lorry driver's driving licence categories: what is recorded is ticked; CE taken off is
 * saved without it. An admin's form has no licence.
 */
export const EditingLicence: Story = {
  args: { user: olena },
  play: async ({ globals, args }) => {
    const dialog = await openedDialog();
    const licence = within(dialog).getByRole('group', {
      name: appTextOf(globals, 'app.users.form.licenceCategories'),
    });
    const ticked = within(licence)
      .getAllByRole('checkbox')
      .filter((box) => (box as HTMLInputElement).checked)
      .map((box) => (box as HTMLInputElement).value);
    await expect(ticked).toEqual(['B', 'C', 'CE']);
    await userEvent.click(within(licence).getByRole('checkbox', { name: 'CE' }));
    await save(dialog, globals);
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({ licenceCategories: ['B', 'C'] }),
        olena.version,
      ),
    );
  },
};

/** An admin drives nothing here: a new admin's form asks for no licence. */
export const NewAdminHasNoLicence: Story = {
  play: async ({ globals }) => {
    const dialog = await openedDialog(appTextOf(globals, 'app.users.form.addTitle'));
    await userEvent.selectOptions(combobox(dialog, globals, 'app.users.form.role'), 'admin');
    await expect(
      within(dialog).queryByRole('group', { name: appTextOf(globals, 'app.users.form.licenceCategories') }),
    ).toBeNull();
    await userEvent.selectOptions(combobox(dialog, globals, 'app.users.form.role'), 'user');
    await expect(
      within(dialog).getByRole('group', { name: appTextOf(globals, 'app.users.form.licenceCategories') }),
    ).toBeVisible();
  },
};

/**
 * The e-mail belongs to someone the person may not see: the summary and the field say only that it
 * cannot be used, and focus goes to it.
 */
export const EmailUnavailable: Story = {
  args: {
    roles: ['user', 'manager'],
    clients: undefined,
    user: olena,
    onSave: fn(async () => {
      throw refused({ email: 'unavailable' });
    }),
  },
  play: async ({ globals, args }) => {
    const dialog = await openedDialog();
    await save(dialog, globals);
    const message = appTextOf(globals, 'app.field.emailUnavailable');
    const summary = await within(dialog).findByRole('alert', {
      name: appTextOf(globals, 'app.users.form.errorsTitle'),
    });
    await expect(
      await within(summary).findByRole('link', {
        name: summaryLinkName(globals, 'app.users.form.email', message),
      }),
    ).toBeVisible();
    const email = textbox(dialog, globals, 'app.users.form.email');
    await expect(email).toHaveAccessibleDescription(expect.stringContaining(message));
    await waitFor(() => expect(email).toHaveFocus());
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
  },
};

/** Too many refused addresses in a while (docs/accounts.md): the field says to wait. */
export const EmailThrottled: Story = {
  args: {
    roles: ['user', 'manager'],
    clients: undefined,
    user: olena,
    onSave: fn(async () => {
      throw refused({ email: 'too_many_attempts' }, 'TOO_MANY_REQUESTS');
    }),
  },
  play: async ({ globals }) => {
    const dialog = await openedDialog();
    await save(dialog, globals);
    const message = appTextOf(globals, 'app.field.emailThrottled');
    await waitFor(() =>
      expect(textbox(dialog, globals, 'app.users.form.email')).toHaveAccessibleDescription(
        expect.stringContaining(message),
      ),
    );
    await expect(
      within(
        within(dialog).getByRole('alert', { name: appTextOf(globals, 'app.users.form.errorsTitle') }),
      ).getByRole('link', { name: summaryLinkName(globals, 'app.users.form.email', message) }),
    ).toBeVisible();
  },
};

/** While the save is on its way, Save is busy and the drawer stays open. */
export const Saving: Story = {
  args: { user: olena, onSave: fn(() => new Promise<never>(() => {})) },
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
    user: olena,
    onSave: fn(async () => {
      throw new Error('The connection was lost');
    }),
  },
  play: async ({ globals }) => {
    const dialog = await openedDialog();
    const surname = textbox(dialog, globals, 'app.users.form.surname');
    await userEvent.clear(surname);
    await userEvent.type(surname, 'Коваленко');
    await save(dialog, globals);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      collapsed(appTextOf(globals, 'app.users.saved.error')),
    );
    await expect(surname).toHaveValue('Коваленко');
  },
};

// Someone else (Lars) changed the user's surname while it was open here: version 3 -> 4.
const openedUser = { ...olena, version: 3 };
const changedUser = { ...openedUser, version: 4, contact: { ...olena.contact, surname: 'Koval' } };

/**
 * Someone else changed the user while they were being edited: the save is refused, the drawer
 * says who and when, keeps what was typed, names what they changed, and saves over it only when
 * the person keeps their own changes.
 */
export const ChangedMeanwhile: Story = changedMeanwhileStory({
  Drawer: UserFormDrawer,
  recordProp: 'user',
  opened: openedUser,
  changed: changedUser,
  field: 'app.users.form.email',
  clear: true,
  typed: 'olena.shevchenko@nordlys.dk',
  changedField: 'app.users.form.surname',
  saved: { email: 'olena.shevchenko@nordlys.dk' },
});
