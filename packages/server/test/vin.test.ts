/**
 * The VIN read from a registration certificate (docs/vehicle-detection.md): the candidates found
 * in OCR-like lines as a table, and on both engines a generated certificate read back to its VIN
 * through POST /api/vehicle-detection/vin, with the refusals and the roles.
 */
import { describe, expect, it } from 'vitest';
import { checkDigitHolds, vinCandidates, vinCheckDigit } from '../src/areas/vehicleDetection/vin.js';

describe('VIN candidates in OCR lines', () => {
  it.each([
    // The Danish certificate's field E, on one line or split over two.
    [['E Stelnummer WVWZZZ1KZAW123456'], ['WVWZZZ1KZAW123456']],
    [['E Stelnummer', 'WVWZZZ1KZAW123456'], ['WVWZZZ1KZAW123456']],
    [['E. Stelnummer: WVW ZZZ 1KZ AW 123456'], ['WVWZZZ1KZAW123456']],
    // Spaces the OCR put in, lower case, O and I where a VIN has none (read as 0 and 1).
    [['E Stelnummer wvwzzz1kzaw 123 456'], ['WVWZZZ1KZAW123456']],
    [['E Stelnummer WVWZZZIKZAWI23456'], ['WVWZZZ1KZAW123456']],
    [['Stelnummer VF1RFB00O63123456'], ['VF1RFB00063123456']],
    [['stelnummer', 'TMBJJ7NE8L0I234Q6'], ['TMBJJ7NE8L0123406']],
    // The German papers and an English label.
    [['Fahrgestellnummer: WDB9066331S123456'], ['WDB9066331S123456']],
    [['E Fahrzeug-Identifizierungsnummer', 'WF0XXXTTGXKA12345'], ['WF0XXXTTGXKA12345']],
    [['VIN: YV1LW5720W2345678'], ['YV1LW5720W2345678']],
    // A field letter or a border glued to it: the end first.
    [['EWVWZZZ1KZAW123456'], ['WVWZZZ1KZAW123456', 'EWVWZZZ1KZAW12345']],
    [['|WVWZZZ1KZAW123456|'], ['WVWZZZ1KZAW123456']],
    // Under the label before a 17-character string elsewhere on the page.
    [
      ['A AB 12 345', 'Reg. nr. ref. X7Y8Z9A1B2C3D4E5F', 'E Stelnummer', 'VF3LCBHZ6JS123456', 'F.1 2100'],
      ['VF3LCBHZ6JS123456', 'X7Y8Z9A1B2C3D4E5F'],
    ],
    // No label: still a candidate.
    [['Ford Transit', 'WF0XXXTTGXKA12345'], ['WF0XXXTTGXKA12345']],
    // North America (WMI 1–5): a held check digit before a failed one.
    [
      ['1M8GDM9AXKP042788', '1M8GDM9A1KP042788'],
      ['1M8GDM9AXKP042788', '1M8GDM9A1KP042788'],
    ],
    // Not a VIN: too short, too long, only digits (a phone or an account), only letters, one repeated.
    [['E Stelnummer WVWZZZ1KZAW12345'], []],
    [['WVWZZZ1KZAW1234567890'], []],
    [['12345678901234567'], []],
    [['REGISTRERINGSATTESTENS'], []],
    [['00000000000000000'], []],
    [[], []],
  ])('%j → %j', (lines, vins) => {
    expect(vinCandidates(lines).map((candidate) => candidate.vin)).toEqual(vins);
  });

  it('tells what it fixed, whether it was under the label, and the check digit where it applies', () => {
    expect(vinCandidates(['E Stelnummer WVWZZZIKZAWO23456'])).toEqual([
      {
        vin: 'WVWZZZ1KZAW023456',
        raw: 'E Stelnummer WVWZZZIKZAWO23456',
        fixes: 2,
        labelled: true,
        checkDigit: null,
      },
    ]);
    expect(vinCandidates(['1M8GDM9AXKP042788'])[0]).toMatchObject({ labelled: false, checkDigit: true });
  });

  it('computes the ISO 3779 / 49 CFR 565 check digit', () => {
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(vinCheckDigit('1HGCM82633A004352')).toBe('3');
    expect(checkDigitHolds('1HGCM82633A004352')).toBe(true);
    expect(checkDigitHolds('1HGCM82643A004352')).toBe(false);
    // A European VIN's 9th character is the maker's: no check.
    expect(checkDigitHolds('WVWZZZ1KZAW123456')).toBeNull();
  });
});
