import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { Avatar } from './Avatar';
import { avatarColor } from './avatarColor';

const aase = { contact: { name: 'Åse', surname: 'Ærø' }, email: 'aase@example.dk' };

function imageOf(container: HTMLElement): HTMLImageElement | null {
  return container.querySelector('img');
}

describe('Avatar', () => {
  it('is an image named after the person, showing initials when there is no picture', () => {
    renderWithProviders(<Avatar user={aase} />, { locale: 'da' });
    const avatar = screen.getByRole('img', { name: 'Åse Ærø' });
    expect(avatar).toHaveTextContent('ÅÆ');
    expect(avatar).toHaveAttribute('data-status', 'initials');
  });

  it('upper-cases initials with the active language', () => {
    renderWithProviders(<Avatar user={{ contact: { name: 'олена', surname: 'шевченко' } }} />, {
      locale: 'uk',
    });
    expect(screen.getByRole('img', { name: 'олена шевченко' })).toHaveTextContent('ОШ');
  });

  it('is named by the e-mail when there is no name', () => {
    renderWithProviders(<Avatar user={{ contact: null, email: 'kim@example.dk' }} />);
    expect(screen.getByRole('img', { name: 'kim@example.dk' })).toHaveTextContent('KI');
  });

  it.each([
    ['en', 'User'],
    ['da', 'Bruger'],
    ['uk', 'Користувач'],
    ['de', 'Benutzer'],
    ['fr', 'Utilisateur'],
  ] as const)('is named "%s" fallback and shows U when nothing is known (%s)', (locale, name) => {
    renderWithProviders(<Avatar user={null} />, { locale });
    expect(screen.getByRole('img', { name })).toHaveTextContent('U');
  });

  it('shows initials while the picture loads, then the picture', () => {
    const { container } = renderWithProviders(<Avatar user={aase} imageUrl="/a.png" />);
    const avatar = screen.getByRole('img', { name: 'Åse Ærø' });
    expect(avatar).toHaveAttribute('data-status', 'loading');
    expect(avatar).toHaveTextContent('ÅÆ');
    fireEvent.load(imageOf(container)!);
    expect(avatar).toHaveAttribute('data-status', 'image');
    expect(avatar).not.toHaveTextContent('ÅÆ');
    expect(imageOf(container)).toHaveAttribute('src', '/a.png');
  });

  it('falls back to initials when the picture fails, and recovers when the URL changes', () => {
    const { container, rerender } = renderWithProviders(<Avatar user={aase} imageUrl="/broken.png" />);
    fireEvent.error(imageOf(container)!);
    const avatar = screen.getByRole('img', { name: 'Åse Ærø' });
    expect(avatar).toHaveAttribute('data-status', 'initials');
    expect(imageOf(container)).toBeNull();

    rerender(<Avatar user={aase} imageUrl="/fixed.png" />);
    expect(avatar).toHaveAttribute('data-status', 'loading');
    expect(imageOf(container)).toHaveAttribute('src', '/fixed.png');
    fireEvent.load(imageOf(container)!);
    expect(avatar).toHaveAttribute('data-status', 'image');
  });

  it('treats an empty URL as no picture', () => {
    const { container } = renderWithProviders(<Avatar user={aase} imageUrl="  " />);
    expect(imageOf(container)).toBeNull();
    expect(screen.getByRole('img')).toHaveAttribute('data-status', 'initials');
  });

  it('colours the background from the name', () => {
    renderWithProviders(<Avatar user={aase} />);
    expect(screen.getByRole('img')).toHaveStyle({ backgroundColor: avatarColor('Åse Ærø') });
  });

  it.each([
    ['sm', '24px'],
    ['lg', '48px'],
    [40, '40px'],
  ] as const)('has size %s', (size, px) => {
    renderWithProviders(<Avatar user={aase} size={size} />);
    expect(screen.getByRole('img')).toHaveStyle({ width: px, height: px });
  });

  it('is hidden from assistive technology when decorative', () => {
    const { container } = renderWithProviders(<Avatar user={aase} decorative />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
