import { describe, expect, it } from 'vitest';
import { breakableParts } from './breakable';

describe('breakableParts', () => {
  it.each([
    ['anders.andersen@nordlys.example.com', ['anders.', 'andersen', '@nordlys.', 'example.', 'com']],
    ['https://example.com/a_b', ['https://', 'example.', 'com/', 'a_', 'b']],
    ['Ford Transit Custom', ['Ford Transit Custom']],
    ['AB 12 345', ['AB 12 345']],
    // Nothing to break at the ends, around spaces or inside a run of punctuation.
    ['@anders', ['@anders']],
    ['slut.', ['slut.']],
    ['a. b', ['a. b']],
    ['a..b', ['a..', 'b']],
    ['a@@b', ['a', '@@b']],
    ['', ['']],
  ])('%s', (text, parts) => {
    expect(breakableParts(text)).toEqual(parts);
    expect(breakableParts(text).join('')).toBe(text);
  });
});
