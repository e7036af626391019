import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it.each([
    ['en', 'Loading…'],
    ['da', 'Indlæser…'],
    ['uk', 'Завантаження…'],
    ['de', 'Wird geladen…'],
    ['fr', 'Chargement…'],
  ] as const)('announces loading in %s', (locale, text) => {
    renderWithProviders(<Spinner />, { locale });
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });

  it('says what it waits for when given a label', () => {
    renderWithProviders(<Spinner label="Loading vehicles" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading vehicles');
  });
});
