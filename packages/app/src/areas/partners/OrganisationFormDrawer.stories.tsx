import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { appTextOf, kitTextOf, withAppProviders } from '../../test-utils/appStories';
import { fixtureOrganisation } from './fixtures';
import { OrganisationFormDrawer } from './OrganisationFormDrawer';

type Globals = Record<string, unknown>;

const workshop = { ...fixtureOrganisation(3), lat: null, lon: null };

const meta = {
  title: 'App/Partners/Organisation form',
  component: OrganisationFormDrawer,
  decorators: [withAppProviders],
  args: {
    open: true,
    onOpenChange: fn(),
    kind: 'partner',
    organisation: workshop,
    onSave: fn(async () => undefined),
  },
} satisfies Meta<typeof OrganisationFormDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const formOf = (globals: Globals, name: string) =>
  within(document.body).findByRole(
    'dialog',
    { name: appTextOf(globals, 'app.partners.form.editTitle', { name }) },
    { timeout: 10_000 },
  );

/**
 * A workshop's place picked on the map in its edit drawer (the kit's picker: the keyboard moves
 * the map under the crosshair and Enter picks): the degrees fill in the language's decimals and
 * Save sends them; the map's workshops layer shows it from then on.
 */
export const PickPlace: Story = {
  play: async ({ globals, args }) => {
    const form = await formOf(globals, workshop.name);
    const field = (id: Parameters<typeof appTextOf>[1]) =>
      within(form).getByRole('textbox', { name: appTextOf(globals, id) });
    await expect(field('app.partners.form.lat')).toHaveValue('');
    const map = await within(form).findByRole(
      'region',
      { name: appTextOf(globals, 'app.partners.form.placeMap') },
      { timeout: 15_000 },
    );
    await expect(map).toHaveAccessibleDescription(kitTextOf(globals, 'ui.map.pickHint'));
    map.focus();
    await waitFor(
      async () => {
        await userEvent.keyboard('{Enter}');
        await expect(field('app.partners.form.lat')).not.toHaveValue('');
      },
      { timeout: 10_000 },
    );
    const decimal = String(globals.locale ?? 'en') === 'en' ? /^\d{2}\.\d+$/ : /^\d{2},\d+$/;
    await expect((field('app.partners.form.lat') as HTMLInputElement).value).toMatch(decimal);
    await expect((field('app.partners.form.lon') as HTMLInputElement).value).toMatch(/^\d{1,2}[.,]\d+$/);
    await userEvent.click(within(form).getByRole('button', { name: appTextOf(globals, 'app.form.save') }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalled());
    const [values, version] = (
      args.onSave as unknown as { mock: { calls: [{ lat: string; lon: string }, number][] } }
    ).mock.calls[0]!;
    await expect(version).toBe(workshop.version);
    await expect(values.lat).toMatch(decimal);
    await expect(values.lon).not.toBe('');
  },
};

/** Half a place is refused on the missing degree's field, before anything is sent. */
export const HalfAPlace: Story = {
  play: async ({ globals, args }) => {
    const form = await formOf(globals, workshop.name);
    const lat = within(form).getByRole('textbox', { name: appTextOf(globals, 'app.partners.form.lat') });
    await userEvent.type(lat, '56,19');
    await userEvent.click(within(form).getByRole('button', { name: appTextOf(globals, 'app.form.save') }));
    await waitFor(() =>
      expect(
        within(form).getByRole('textbox', { name: appTextOf(globals, 'app.partners.form.lon') }),
      ).toHaveAccessibleDescription(
        expect.stringContaining(appTextOf(globals, 'app.partners.field.place.required')),
      ),
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
