import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { DescriptionItem, DescriptionList } from './DescriptionList';

it('pairs each term with its details, leaving out what is not given', () => {
  const sold = false;
  renderWithProviders(
    <DescriptionList>
      <DescriptionItem term="Vehicle">AB 12 345</DescriptionItem>
      {sold && <DescriptionItem term="Sold">Yes</DescriptionItem>}
      <DescriptionItem term="Driver">Jonas Holm</DescriptionItem>
    </DescriptionList>,
  );
  expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Vehicle', 'Driver']);
  expect(screen.getAllByRole('definition').map((details) => details.textContent)).toEqual([
    'AB 12 345',
    'Jonas Holm',
  ]);
});
