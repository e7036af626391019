import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { appTextOf, collapsed, withAppMessages } from '../test-utils/appStories';
import { RouteError } from './RouteError';

/** A page whose loader fails, under a data router with RouteError as its error element. */
function FailedPage() {
  const [router] = useState(() =>
    createMemoryRouter([
      {
        path: '/',
        loader: () => {
          throw new Error('The page failed to load (story)');
        },
        hydrateFallbackElement: null,
        errorElement: <RouteError />,
      },
    ]),
  );
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'App/Pages/Route error',
  component: FailedPage,
  decorators: [withAppMessages],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FailedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page failed: said in words, with a Reload button in place of the page. */
export const PageFailed: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(collapsed(appTextOf(globals, 'app.error.title')));
    await expect(alert).toHaveTextContent(collapsed(appTextOf(globals, 'app.error.message')));
    await expect(
      within(alert).getByRole('button', { name: appTextOf(globals, 'app.error.reload') }),
    ).toBeEnabled();
  },
};
