import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../messages/en';
import { LocaleProvider } from './LocaleProvider';
import { useKitMessages } from './useKitMessages';

function Texts() {
  const t = useKitMessages();
  return (
    <ul>
      <li>{t('ui.sidebar.minimize')}</li>
      <li>{t('ui.badge.warnings', { count: 3 })}</li>
      <li>{t('ui.sidebar.skipToContent')}</li>
    </ul>
  );
}

describe('useKitMessages', () => {
  it('shows plain messages as they are and formats those with placeholders', () => {
    render(
      <LocaleProvider
        locale="da"
        messages={{
          ...en,
          'ui.sidebar.minimize': 'Minimer',
          'ui.badge.warnings': '{count, plural, one {# advarsel} other {# advarsler}}',
          // ICU quoting: the apostrophes escape the braces, which show as text.
          'ui.sidebar.skipToContent': "Gå til '{'hovedindhold'}'",
        }}
      >
        <Texts />
      </LocaleProvider>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Minimer',
      '3 advarsler',
      'Gå til {hovedindhold}',
    ]);
  });

  it('falls back to English for a message the host did not load', () => {
    const { 'ui.sidebar.minimize': _missing, ...rest } = en;
    render(
      <LocaleProvider locale="da" messages={rest}>
        <Texts />
      </LocaleProvider>,
    );
    expect(screen.getAllByRole('listitem')[0]?.textContent).toBe('Minimize');
  });
});
