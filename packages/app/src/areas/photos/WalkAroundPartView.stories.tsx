import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { appTextOf, withAppProviders } from '../../test-utils/appStories';
import { WalkAroundPartView } from './WalkAroundPartView';

const meta = {
  title: 'App/Areas/Photos/Walk-around checks',
  component: WalkAroundPartView,
  decorators: [withAppProviders],
  parameters: { layout: 'padded', route: '/manager/client', viewport: { defaultViewport: 'mobile2' } },
  args: {
    onStart: fn(),
    due: [
      { inspectionId: '10000000-0000-4000-8000-000000000001', plate: 'AB 12 345', dueDate: '2026-11-29' },
      { inspectionId: '10000000-0000-4000-8000-000000000002', plate: 'CD 23 456', dueDate: '2026-12-03' },
    ],
  },
} satisfies Meta<typeof WalkAroundPartView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two checks due: each starts with its own full-width button. */
export const Full: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const start = canvas.getAllByRole('button', {
      name: new RegExp(appTextOf(globals, 'app.walkAround.start')),
    });
    await expect(start).toHaveLength(2);
    await userEvent.click(start[1]!);
    await expect(args.onStart).toHaveBeenCalledWith('10000000-0000-4000-8000-000000000002');
  },
};

/** Nothing due: says so. */
export const Empty: Story = {
  args: { due: [] },
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByText(appTextOf(globals, 'app.walkAround.none')),
    ).toBeInTheDocument();
  },
};
