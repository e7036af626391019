import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fixtureAccount, fixtureAccountHistory } from '../../areas/accounts/fixtures';
import { appTextOf, collapsed, withAppProviders } from '../../test-utils/appStories';
import { AccountView } from './AccountView';

const meta = {
  title: 'App/Pages/My account',
  component: AccountView,
  decorators: [withAppProviders],
  parameters: { layout: 'padded', route: '/manager/account' },
  args: {
    title: 'My Account',
    account: fixtureAccount,
    loading: false,
    onRetry: fn(),
    imageUrl: null,
    locale: 'en',
    onLocaleChange: fn(),
    onSaveProfile: fn(async () => {}),
    onUpload: fn(async (): Promise<'tooLarge' | null> => null),
    onRemovePicture: fn(async () => {}),
    onKeepPhotoPlacesChange: fn(async () => {}),
    onChangePassword: fn(async () => {}),
    onPasswordChanged: fn(),
    history: {
      entries: fixtureAccountHistory,
      loading: false,
      error: false,
      onRetry: fn(),
      hasMore: true,
      loadingMore: false,
      onLoadMore: fn(),
    },
  },
} satisfies Meta<typeof AccountView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Profile, picture, password and language; a new password shorter than 12 characters is refused.
 * What cannot be changed here (e-mail, customer, role) is shown as text, not as fields; only the
 * name and surname are fields.
 */
export const Full: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: appTextOf(globals, 'app.account.picture') }),
    ).toBeInTheDocument();
    const facts = canvas.getAllByRole('term').map((term) => term.textContent);
    await expect(facts).toEqual(
      expect.arrayContaining([
        appTextOf(globals, 'app.account.email'),
        appTextOf(globals, 'app.account.customer'),
        appTextOf(globals, 'app.users.column.role'),
      ]),
    );
    await expect(canvas.getByText('Nordlys Logistik ApS').tagName).toBe('DD');
    await expect(canvas.queryByDisplayValue(fixtureAccount.email)).toBeNull();
    await expect(canvasElement.querySelectorAll('input[readonly]')).toHaveLength(0);
    await userEvent.type(
      canvas.getByLabelText(appTextOf(globals, 'app.account.currentPassword'), { exact: false }),
      'demo',
    );
    await userEvent.type(
      canvas.getAllByLabelText(appTextOf(globals, 'app.account.newPassword'), { exact: false })[0]!,
      'short',
    );
    await userEvent.click(
      canvas.getByRole('button', { name: appTextOf(globals, 'app.account.changePassword') }),
    );
    await expect(
      await canvas.findByText(appTextOf(globals, 'app.account.password.tooShort')),
    ).toBeInTheDocument();
    await expect(args.onChangePassword).not.toHaveBeenCalled();
    await userEvent.click(
      canvas.getByRole('button', { name: appTextOf(globals, 'app.account.saveProfile') }),
    );
    await waitFor(() =>
      expect(args.onSaveProfile).toHaveBeenCalledWith({ name: 'Mette', surname: 'Sørensen' }),
    );
  },
};

/** The History section: what was done to the account, by whom and when; older entries on request. */
/** A name left empty is refused on its field, and nothing is sent. */
export const EmptyNameRefused: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: appTextOf(globals, 'app.users.form.name') });
    await userEvent.clear(name);
    await userEvent.click(
      canvas.getByRole('button', { name: appTextOf(globals, 'app.account.saveProfile') }),
    );
    await expect(name).toHaveAccessibleDescription(
      expect.stringContaining(appTextOf(globals, 'app.field.required')),
    );
    await expect(args.onSaveProfile).not.toHaveBeenCalled();
  },
};

export const History: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const section = within(canvasElement).getByRole('region', {
      name: appTextOf(globals, 'app.account.history'),
    });
    await expect(section).toHaveAccessibleDescription(appTextOf(globals, 'app.account.historyDescription'));
    for (const action of ['avatar_changed', 'updated', 'password_changed'] as const)
      await expect(within(section).getByText(appTextOf(globals, `app.audit.${action}`))).toBeInTheDocument();
    await expect(
      within(section).getByText(
        collapsed(
          appTextOf(globals, 'app.history.change', {
            field: appTextOf(globals, 'app.users.form.surname'),
            from: 'Sorensen',
            to: 'Sørensen',
          }),
        ),
      ),
    ).toBeInTheDocument();
    await userEvent.click(
      within(section).getByRole('button', { name: appTextOf(globals, 'app.history.more') }),
    );
    await expect(args.history.onLoadMore).toHaveBeenCalled();
  },
};

/**
 * Photos keep where they were taken only when the person says so: the switch starts off, with
 * what it does below it, and turning it on asks the server.
 */
export const PhotoPlaces: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const section = within(canvasElement).getByRole('region', {
      name: appTextOf(globals, 'app.account.photos'),
    });
    const toggle = within(section).getByRole('switch', {
      name: appTextOf(globals, 'app.account.keepPhotoPlaces'),
    });
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toHaveAccessibleDescription(appTextOf(globals, 'app.account.keepPhotoPlacesHint'));
    await userEvent.click(toggle);
    await waitFor(() => expect(args.onKeepPhotoPlacesChange).toHaveBeenCalledWith(true));
  },
};

/** The picture was refused: the reason in words. */
export const PictureRefused: Story = {
  args: { onUpload: fn(async (): Promise<'tooLarge' | null> => 'tooLarge') },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(['x'], 'big.png', { type: 'image/png' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      appTextOf(globals, 'app.account.picture.tooLarge'),
    );
  },
};

export const Loading: Story = {
  args: { account: undefined, loading: true },
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).queryByRole('heading', { name: appTextOf(globals, 'app.account.profile') }),
    ).toBeNull();
  },
};

/** The account could not be loaded: says so, with Try Again. */
export const LoadError: Story = {
  args: { account: undefined, error: 'x' },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(appTextOf(globals, 'app.account.loadError'))).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: appTextOf(globals, 'app.error.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
