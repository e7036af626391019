import { describe, expect, it } from 'vitest';
import { messagesElementId, readMessagesIsland } from './readMessagesIsland';

/** A document with the island holding `text` (or none). */
function documentWith(text: string | null): Pick<Document, 'getElementById'> {
  return {
    getElementById: (id: string) =>
      id === messagesElementId && text !== null ? ({ textContent: text } as HTMLElement) : null,
  };
}

const served = {
  locale: 'da',
  features: ['vehicles', 'tasks'],
  messages: { 'app.login.title': 'Log ind', 'ui.table.empty': 'Ingen rækker' },
};

describe('readMessagesIsland', () => {
  it('gives the messages the page was rendered with, and the feature folders they hold', () => {
    expect(readMessagesIsland('da', documentWith(JSON.stringify(served)))).toEqual(served);
  });

  it.each([
    ['no island', null],
    ['an empty island', ''],
    ['text that is not JSON', '{"locale":'],
    ['another language than the page was rendered in', JSON.stringify({ ...served, locale: 'en' })],
    ['a message that is not text', JSON.stringify({ ...served, messages: { 'app.x': 3 } })],
    ['messages that are a list', JSON.stringify({ ...served, messages: ['Log ind'] })],
    ['no feature list', JSON.stringify({ locale: 'da', messages: served.messages })],
    ['a feature folder the app does not have', JSON.stringify({ ...served, features: ['nothing'] })],
  ])('ignores %s: the browser then loads the messages itself', (_, text) => {
    expect(readMessagesIsland('da', documentWith(text))).toBeNull();
  });
});
