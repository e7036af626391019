/**
 * The partners area's pure rules, table-tested in test/partners.test.ts: the CVR number's
 * modulus-11 check, an agreement's state from its validity, VAT and money in øre, and the km a
 * period's odometer readings cover.
 */
import { addDays } from '../../due/rules.js';
import { COMPLIANCE_DUE_SOON_DAYS } from '../compliance/due.js';
import type { AgreementState } from './model.js';

/** The weights of the CVR number's modulus-11 check (the last digit is the check digit). */
const CVR_WEIGHTS = [2, 7, 6, 5, 4, 3, 2, 1] as const;

/** Whether `cvr` is 8 digits, not starting with 0, whose weighted sum is divisible by 11. */
export function isValidCvr(cvr: string): boolean {
  if (!/^[1-9][0-9]{7}$/.test(cvr)) return false;
  const sum = CVR_WEIGHTS.reduce((total, weight, index) => total + weight * Number(cvr[index]), 0);
  return sum % 11 === 0;
}

/** A valid CVR number made from 7 leading digits (for demo data), or null when none exists. */
export function completeCvr(first7: string): string | null {
  for (let digit = 0; digit <= 9; digit++) if (isValidCvr(`${first7}${digit}`)) return `${first7}${digit}`;
  return null;
}

/**
 * Upcoming before it starts; expired after its last day; expiring within compliance's soon window
 * (30 days) of its last day; active otherwise (open-ended agreements stay active).
 */
export function agreementState(validFrom: string, validUntil: string | null, today: string): AgreementState {
  if (validUntil !== null && validUntil < today) return 'expired';
  if (validFrom > today) return 'upcoming';
  if (validUntil !== null && validUntil <= addDays(today, COMPLIANCE_DUE_SOON_DAYS)) return 'expiring';
  return 'active';
}

/** DKK to øre, exactly (inputs have at most two decimals). */
export const toOre = (dkk: number) => Math.round(dkk * 100);
export const fromOre = (ore: number) => ore / 100;

/** The most VAT a net amount can carry: Danish VAT is 25 % (rounded to the øre). */
export const maxVat = (net: number) => fromOre(Math.round(toOre(net) * 0.25));

/** Net plus VAT, summed in øre so that 0.1 + 0.2 stays 0.30. */
export const grossOf = (net: number, vat: number) => fromOre(toOre(net) + toOre(vat));

/**
 * The km a period covers from a vehicle's odometer chain: the last reading in the period minus
 * the reading it starts from (the last one before the period, else the first one in it). Null
 * with fewer than two readings to compare, or no distance.
 */
export function kmInPeriod(before: number | null, inPeriod: readonly number[]): number | null {
  if (inPeriod.length === 0) return null;
  const start = before ?? inPeriod[0]!;
  const end = Math.max(...inPeriod);
  if (before === null && inPeriod.length < 2) return null;
  const km = end - start;
  return km > 0 ? km : null;
}

/** DKK per km, to the øre; null without km. */
export const perKm = (net: number, km: number | null) =>
  km === null || km <= 0 ? null : fromOre(Math.round(toOre(net) / km));
