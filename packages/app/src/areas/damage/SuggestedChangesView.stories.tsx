import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { appTextOf, collapsed, kitTextOf, withAppProviders } from '../../test-utils/appStories';
import { fixtureAfter, fixtureBefore, fixtureComparisons } from './fixtures';
import { SuggestedChangesView } from './SuggestedChangesView';

const comparisons = fixtureComparisons();

const meta = {
  title: 'App/Damage/SuggestedChanges',
  component: SuggestedChangesView,
  decorators: [withAppProviders],
  parameters: { layout: 'padded' },
  args: {
    comparisons,
    onRetry: fn(),
    onConfirm: fn(async () => {}),
    onDismiss: fn(async () => {}),
    onOpenDamage: fn(),
    pending: null,
    photoSrc: (id: string) => (id.startsWith('before') ? fixtureBefore : fixtureAfter),
  },
} satisfies Meta<typeof SuggestedChangesView>;

export default meta;
type Story = StoryObj<typeof meta>;

const changeName = (
  globals: Record<string, unknown>,
  number: number,
  vertical: string,
  horizontal: string,
  score: number,
) => collapsed(appTextOf(globals, 'app.damage.changes.item', { number, vertical, horizontal, score }));

/**
 * A check-in's left side: both photos, the changes marked on the check-in one and listed by where
 * they are; a change is confirmed with its type and severity, another dismissed; one already
 * confirmed opens its damage; a pair that is not the same view says so.
 */
export const Full: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const left = appTextOf(globals, 'app.damage.zone.left');
    await expect(
      canvas.getByRole('img', { name: appTextOf(globals, 'app.damage.changes.after', { angle: left }) }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('img', { name: appTextOf(globals, 'app.damage.changes.before', { angle: left }) }),
    ).toBeInTheDocument();
    const list = canvas.getByRole('list', {
      name: appTextOf(globals, 'app.damage.changes.list', { angle: left }),
    });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    const first = items[0]!;
    await expect(collapsed(first.getAttribute('aria-label') ?? '')).toBe(
      changeName(globals, 1, 'middle', 'centre', 62),
    );
    // The confirmed one opens its damage.
    await expect(
      within(items[1]!).getByText(appTextOf(globals, 'app.damage.changes.confirmed')),
    ).toBeInTheDocument();
    await userEvent.click(
      within(items[1]!).getByRole('button', { name: appTextOf(globals, 'app.damage.changes.openDamage') }),
    );
    await expect(args.onOpenDamage).toHaveBeenCalledWith('00000000-0000-4000-8000-000000000001');
    // Confirm asks what the damage is, then records it.
    await userEvent.click(
      within(first).getByRole('button', { name: appTextOf(globals, 'app.damage.changes.confirm') }),
    );
    const form = within(first).getByRole('form', {
      name: appTextOf(globals, 'app.damage.changes.confirmForm', { number: 1 }),
    });
    await userEvent.selectOptions(
      within(form).getByLabelText(appTextOf(globals, 'app.damage.form.severity')),
      appTextOf(globals, 'app.damage.severity.major'),
    );
    await userEvent.type(
      within(form).getByLabelText(appTextOf(globals, 'app.damage.form.description')),
      'Ridse',
    );
    await userEvent.click(
      within(form).getByRole('button', { name: appTextOf(globals, 'app.damage.changes.record') }),
    );
    await expect(args.onConfirm).toHaveBeenCalledWith(comparisons[0]!.changes[0], {
      damageClass: 'scratch',
      severity: 'major',
      description: 'Ridse',
    });
    await userEvent.click(
      within(first).getByRole('button', { name: appTextOf(globals, 'app.damage.changes.dismiss') }),
    );
    await expect(args.onDismiss).toHaveBeenCalledWith(comparisons[0]!.changes[0]);
    await expect(
      canvas.getByText(appTextOf(globals, 'app.damage.changes.notComparable')),
    ).toBeInTheDocument();
  },
};

/** While the photos are compared: said, nothing to act on. */
export const Loading: Story = {
  args: { comparisons: undefined },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      appTextOf(globals, 'app.damage.changes.loading'),
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** No check-in photos yet, and check-ins without changes: each says so. */
export const Empty: Story = {
  args: { comparisons: [] },
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByText(appTextOf(globals, 'app.damage.changes.empty')),
    ).toBeInTheDocument();
  },
};

export const NoChanges: Story = {
  args: { comparisons: [{ ...comparisons[0]!, changes: [] }] },
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByText(appTextOf(globals, 'app.damage.changes.none')),
    ).toBeInTheDocument();
  },
};

/** The comparisons could not be loaded: the reason and Retry. */
export const LoadError: Story = {
  args: { comparisons: undefined },
  render: (args, { globals }) => (
    <SuggestedChangesView {...args} error={appTextOf(globals, 'app.damage.changes.loadError')} />
  ),
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      appTextOf(globals, 'app.damage.changes.loadError'),
    );
    await userEvent.click(canvas.getByRole('button', { name: kitTextOf(globals, 'ui.dataTable.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A decision another manager made first: said on the change it concerns. */
export const DecidedMeanwhile: Story = {
  render: (args, { globals }) => (
    <SuggestedChangesView
      {...args}
      failure={{
        changeId: comparisons[0]!.changes[0]!.id,
        message: appTextOf(globals, 'app.damage.changes.decided'),
      }}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const list = within(canvasElement).getAllByRole('listitem')[0]!;
    await expect(within(list).getByRole('alert')).toHaveTextContent(
      appTextOf(globals, 'app.damage.changes.decided'),
    );
  },
};
