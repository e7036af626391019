import { describe, expect, it } from 'vitest';
import { avatarUrl, sidebarUser } from './sidebarUser';

describe('avatarUrl', () => {
  it.each([
    ['f-1', '/api/files/f-1'],
    ['a/b', '/api/files/a%2Fb'],
    [null, null],
    ['', null],
  ] as const)('%j -> %j', (id, url) => {
    expect(avatarUrl(id)).toBe(url);
  });
});

describe('sidebarUser', () => {
  it('passes contact, e-mail and picture URL to the sidebar', () => {
    expect(
      sidebarUser({
        id: '1',
        role: 'manager',
        email: 'manager@example.com',
        imageFileId: 'img',
        contact: { name: 'Mette', surname: 'Hansen' },
        language: 'da',
      }),
    ).toEqual({
      contact: { name: 'Mette', surname: 'Hansen' },
      email: 'manager@example.com',
      imageUrl: '/api/files/img',
    });
  });
});
