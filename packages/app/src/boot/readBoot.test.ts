import { describe, expect, it } from 'vitest';
import { parseBoot, readBoot } from './readBoot';

const location = { protocol: 'http:', host: 'localhost:5173', origin: 'http://localhost:5173' };
const user = {
  id: 1,
  role: 'manager',
  email: 'manager@example.com',
  imageFileId: null,
  contact: { name: 'Mette', surname: 'Hansen' },
  language: 'da',
};
const fallbackConfig = { WS_URL: 'ws://localhost:5173/trpc', APP_URL: 'http://localhost:5173' };

describe('parseBoot', () => {
  it('reads the config, user and settings the server embedded', () => {
    const text = JSON.stringify({
      config: { WS_URL: 'wss://fleet.example/trpc', APP_URL: 'https://fleet.example' },
      user,
      settings: { language: 'da' },
    });
    expect(parseBoot(text, location)).toEqual({
      config: { WS_URL: 'wss://fleet.example/trpc', APP_URL: 'https://fleet.example' },
      user,
      settings: { language: 'da' },
    });
  });

  it('knows a signed-out visitor when the user is null', () => {
    const text = JSON.stringify({ config: fallbackConfig, user: null, settings: null });
    expect(parseBoot(text, location)).toMatchObject({ user: null, settings: null });
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['corrupt', '{"config": '],
    ['not an object', '[1,2]'],
    ['the unreplaced placeholder', '__VOGNPARK_BOOT__'],
  ])('falls back to this origin when the JSON is %s', (_name, text) => {
    expect(parseBoot(text, location)).toEqual({
      config: fallbackConfig,
      user: undefined,
      settings: undefined,
    });
  });

  it.each([
    [
      { kind: 'tilejson', url: '/api/map/tiles.json' },
      { kind: 'tilejson', url: '/api/map/tiles.json' },
    ],
    [
      { kind: 'style', url: 'https://tiles.example.dk/style.json' },
      { kind: 'style', url: 'https://tiles.example.dk/style.json' },
    ],
    [{ kind: 'wms', url: 'https://tiles.example.dk/' }, undefined],
    [{ kind: 'style', url: '' }, undefined],
    ['https://tiles.example.dk/style.json', undefined],
    [null, undefined],
  ])("reads the operator's map basemap %j as %j", (given, read) => {
    const text = JSON.stringify({
      config: { ...fallbackConfig, MAP_BASEMAP: given },
      user: null,
      settings: null,
    });
    expect(parseBoot(text, location).config.MAP_BASEMAP).toEqual(read);
  });

  it('uses wss on an https page', () => {
    const secure = { protocol: 'https:', host: 'fleet.example', origin: 'https://fleet.example' };
    expect(parseBoot(null, secure).config.WS_URL).toBe('wss://fleet.example/trpc');
  });

  it('ignores a malformed user and keeps the user unknown', () => {
    const text = JSON.stringify({ config: {}, user: { name: 'x' }, settings: { language: 'de' } });
    expect(parseBoot(text, location)).toEqual({
      config: fallbackConfig,
      user: undefined,
      settings: { language: 'de' },
    });
  });

  it('reads the script element of the page', () => {
    document.body.innerHTML = `<script type="application/json" id="vognpark-boot">${JSON.stringify({
      config: { WS_URL: 'ws://127.0.0.1:3000/trpc', APP_URL: 'http://127.0.0.1:3000' },
      user: null,
      settings: null,
    }).replace(/</g, '\\u003c')}</script>`;
    expect(readBoot(document, window.location)).toMatchObject({
      config: { WS_URL: 'ws://127.0.0.1:3000/trpc' },
      user: null,
    });
    document.body.innerHTML = '';
  });
});
