import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootWith, demoUsers } from '../../test-utils/fakes';
import { renderApp } from '../../test-utils/renderApp';
import { avatarProblemOf, checkAvatarFile, looksLikeImage } from './avatar';
import { fieldMessage } from './errors';

afterEach(() => vi.unstubAllGlobals());

describe('the avatar check before upload', () => {
  const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  it.each([
    ['PNG', png, true],
    ['JPEG', Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]), true],
    ['WebP', new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '), true],
    ['text named .png', new TextEncoder().encode('just some notes'), false],
    ['empty', new Uint8Array(), false],
  ])('%s by its first bytes', (_name, head, ok) => expect(looksLikeImage(head)).toBe(ok));

  it('refuses files over 2 MB and files that are no picture, before sending', async () => {
    expect(await checkAvatarFile(new Blob([png, new Uint8Array(2 * 1024 * 1024)]))).toBe('tooLarge');
    expect(await checkAvatarFile(new Blob(['hello']))).toBe('unsupported');
    expect(await checkAvatarFile(new Blob([png]))).toBeNull();
  });

  it.each([
    [413, 'tooLarge'],
    [415, 'unsupported'],
    [422, 'invalid'],
    [500, 'failed'],
  ] as const)('reads the server’s %i as %s', (status, problem) =>
    expect(avatarProblemOf(status)).toBe(problem),
  );
});

describe('field errors', () => {
  it.each([
    ['cvr', 'invalid_format', 'app.field.cvr'],
    ['cvr', 'duplicate', 'app.field.cvrTaken'],
    ['email', 'duplicate', 'app.field.emailTaken'],
    ['email', 'unavailable', 'app.field.emailUnavailable'],
    ['clientId', 'inactive', 'app.field.clientInactive'],
    ['currentPassword', 'incorrect', 'app.account.password.incorrect'],
    ['newPassword', 'too_short', 'app.account.password.tooShort'],
    ['newPassword', 'same', 'app.account.password.same'],
    ['name', 'too_small', 'app.field.required'],
    ['email', 'bidi_controls', 'app.field.bidiControls'],
    ['contactEmail', 'bidi_controls', 'app.field.bidiControls'],
    ['cvr', 'bidi_controls', 'app.field.bidiControls'],
  ])('%s %s says %s', (field, code, id) => expect(fieldMessage(field, code)).toBe(id));
});

describe('a one-time password still to be changed', () => {
  it('shows only the password screen on every page of the role areas', async () => {
    const user = { ...demoUsers.manager, mustChangePassword: true };
    await renderApp('/manager/vehicles', bootWith(user));
    // The screen is a chunk of its own, loaded on demand (Vite transforms it on first import: slow when busy).
    expect(
      await screen.findByRole('heading', { name: 'Choose your password' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    expect(screen.getByLabelText('One-time password', { exact: false })).toBeInTheDocument();
  });
});
