import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { SubscriptionPrompt } from './SubscriptionPrompt';

function renderPrompt(open = true, locale: 'en' | 'da' | 'uk' | 'de' | 'fr' = 'en') {
  const onGetSubscription = vi.fn();
  const onCancel = vi.fn();
  renderWithProviders(
    <SubscriptionPrompt open={open} onGetSubscription={onGetSubscription} onCancel={onCancel} />,
    {
      locale,
    },
  );
  return { onGetSubscription, onCancel };
}

describe('SubscriptionPrompt', () => {
  it.each([
    ['en', 'Subscription is not completed', 'Get Subscription', 'Cancel'],
    ['da', 'Abonnementet er ikke gennemført', 'Tegn abonnement', 'Annuller'],
    ['uk', 'Підписку не завершено', 'Оформити підписку', 'Скасувати'],
    ['de', 'Das Abonnement ist nicht abgeschlossen', 'Abonnement abschließen', 'Abbrechen'],
    ['fr', 'L’abonnement n’est pas finalisé', 'Souscrire l’abonnement', 'Annuler'],
  ] as const)('speaks %s', async (locale, header, get, cancel) => {
    renderPrompt(true, locale);
    expect(await screen.findByRole('alertdialog', { name: header })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: get })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: cancel })).toBeInTheDocument();
  });

  it('explains why', async () => {
    renderPrompt();
    expect(await screen.findByRole('alertdialog')).toHaveAccessibleDescription(
      'To enjoy all features, it is necessary to complete the subscription.',
    );
  });

  it('is not there when closed', () => {
    renderPrompt(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('starts on Get Subscription and reports it', async () => {
    const user = userEvent.setup();
    const { onGetSubscription, onCancel } = renderPrompt();
    const get = await screen.findByRole('button', { name: 'Get Subscription' });
    await waitFor(() => expect(get).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(onGetSubscription).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it.each([
    [
      'Cancel',
      (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Cancel' })),
    ],
    ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
  ])('cancels on %s', async (_how, act) => {
    const user = userEvent.setup();
    const { onGetSubscription, onCancel } = renderPrompt();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Get Subscription' })).toHaveFocus());
    await act(user);
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onGetSubscription).not.toHaveBeenCalled();
  });
});
