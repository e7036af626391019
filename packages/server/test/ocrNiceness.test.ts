import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../src/config.js';

describe('OCR_NICENESS', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['0', 0],
    ['19', 19],
    ['5', 5],
  ])('%j is %j', (value, expected) => {
    expect(readConfig(value === undefined ? {} : { OCR_NICENESS: value }).ocrNiceness).toBe(expected);
  });

  it.each(['-1', '20', '1.5', 'low'])('refuses %j, naming the variable', (value) => {
    let error: unknown;
    try {
      readConfig({ OCR_NICENESS: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toContain('OCR_NICENESS');
    expect((error as ConfigError).message).toContain('must be a whole number from 0 to 19');
  });
});
