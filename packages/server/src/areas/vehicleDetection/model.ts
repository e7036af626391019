/**
 * The vehicle detection area's words (docs/vehicle-detection.md): what a plate read answers, and
 * the thresholds a match must pass. Shared by the server and the app.
 */
import type { PlateShape } from './grammar.js';
import type { OdometerFit, OdometerReason } from './odometer.js';
import type { PlateBox } from './reader.js';

export const SCAN_KINDS = ['single', 'roll_call'] as const;
export type ScanKind = (typeof SCAN_KINDS)[number];

/** A register plate this similar (pg_trgm, 0–1) or more is a candidate for a read that matches none exactly. */
export const CANDIDATE_SIMILARITY = 0.3;
/**
 * A candidate this similar or more, clearly ahead of the next, is the fuzzy match. 0.45 lets one
 * wrongly read character anywhere in a seven-character plate through (AB12345 / AB19345: 0.45).
 */
export const FUZZY_SIMILARITY = 0.45;
/** A read below this score matches nothing: it is shown, with its candidates, and never acted on. */
export const MIN_READ_SCORE = 0.6;
/** The most candidates a read lists. */
export const MAX_CANDIDATES = 5;
/** The most photos in one roll-call. */
export const MAX_ROLL_CALL_PHOTOS = 100;

export const MATCH_STATUSES = ['exact', 'fuzzy', 'unknown'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

export interface PlateCandidate {
  vehicleId: string;
  /** Normalised ("AB12345"). */
  registration: string;
  make: string;
  model: string;
  /** pg_trgm similarity to the read, 0–1 (1: the same). */
  similarity: number;
}

export interface PlateReading {
  /** Normalised ("AB12345"). */
  text: string;
  shape: PlateShape;
  raw: string;
  /** The read's confidence, 0–1. */
  score: number;
  /** Characters the grammar changed (a 0 where a letter must be, …). */
  fixes: number;
  /** Where it is, as fractions of the upright picture. */
  box: PlateBox;
  /** exact: a plate of the register; fuzzy: the one register plate close enough; unknown: none. */
  status: MatchStatus;
  /** The matched vehicle (exact or fuzzy), else null. */
  vehicle: PlateCandidate | null;
  /** The nearest register plates, most similar first (the match among them). */
  candidates: PlateCandidate[];
}

export interface PhotoPlates {
  photoId: string;
  /** The upright picture's size the boxes are fractions of. */
  width: number;
  height: number;
  /** The plates found, the likeliest first; empty when none. */
  plates: PlateReading[];
  /** Milliseconds the reader spent on the picture (when it was read). */
  readMs: number;
  /** True when an earlier read of the same bytes answered. */
  cached: boolean;
}

export interface RollCallVehicle {
  vehicleId: string;
  registration: string;
  make: string;
  model: string;
}

export const ROLL_CALL_PLACEMENTS = ['placed', 'no_place'] as const;
export type RollCallPlacement = (typeof ROLL_CALL_PLACEMENTS)[number];

export interface RollCall {
  /** Register vehicles whose plate was read, with the photo and the photo's time and place. */
  present: (RollCallVehicle & {
    photoId: string;
    status: 'exact' | 'fuzzy';
    score: number;
    takenAt: string | null;
    location: { latitude: number; longitude: number } | null;
    /**
     * `placed`: on the map at the photo's place (a position of source `roll_call` at `placedAt`);
     * `no_place`: the photo has no place (no GPS, or its uploader keeps no places), none invented.
     */
    placement: RollCallPlacement;
    /** When the position is dated (the photo's time), null when not placed. */
    placedAt: string | null;
  })[];
  /** Active vehicles of the register that no photo shows. */
  missing: RollCallVehicle[];
  /** Plates read that match no vehicle of the register. */
  unknown: { text: string; photoId: string; score: number; candidates: PlateCandidate[] }[];
  /** Photos where no plate was read. */
  withoutPlate: string[];
}

/** A stored photo of the client to read, newest first (`vehicleDetection.recentPhotos`). */
export interface RecentPhoto {
  photoId: string;
  ownerKind: string;
  vehicleId: string | null;
  hasThumb: boolean;
  createdAt: string;
  /** The likeliest plate read from it earlier (normalised), null when not read or none found. */
  plate: string | null;
  read: boolean;
}

/** The most photos `recentPhotos` answers. */
export const MAX_RECENT_PHOTOS = 48;

/** A VIN found on a registration certificate (POST /api/vehicle-detection/vin). */
export interface VinFound {
  /** 17 characters, upper-case. */
  vin: string;
  /** Characters read as I, O or Q and taken as 1, 0 or 0 (a VIN has none of the three). */
  fixes: number;
  /** On or just under the certificate's VIN field (E / Stelnummer / VIN). */
  labelled: boolean;
  /** A North American VIN's check digit held (true) or not (false); null where none applies. */
  checkDigit: boolean | null;
}

/** What POST /api/vehicle-detection/vin answers: the VINs found, the likeliest first, and the lines read. */
export interface VinRead {
  candidates: VinFound[];
  lines: string[];
  readMs: number;
}

/** Why a certificate's VIN could not be read (the route's `error`). */
export const VIN_READ_FAILURES = [
  'UNSUPPORTED_TYPE',
  'TOO_LARGE',
  'IMAGE_TOO_LARGE',
  'INVALID_FILE',
  'NO_VIN',
  'BUSY',
] as const;
export type VinReadFailure = (typeof VIN_READ_FAILURES)[number];

/** An odometer value found on a dashboard photo (POST /api/vehicle-detection/odometer). */
export interface OdometerFound {
  /** Whole km. */
  km: number;
  /** The line it was read from, as read. */
  raw: string;
  /** Where that line is, as fractions of the upright picture. */
  box: PlateBox;
  /** Why it is a candidate: labelled (ODO, Kilometerstand, …), followed by km, or a whole number. */
  reason: OdometerReason;
  /** How it stands to the vehicle's last reading (behind the others when below it or far above it). */
  fit: OdometerFit;
  /** Letters read as digits (O/I/S/B as 0/1/5/8). */
  fixes: number;
}

/** What POST /api/vehicle-detection/odometer answers: the candidates, the likeliest first. */
export interface OdometerRead {
  candidates: OdometerFound[];
  /** The vehicle's last reading on the odometer chain (km and ISO date), null when none. */
  last: { km: number; readOn: string } | null;
  lines: string[];
  readMs: number;
}

/** Why a dashboard's odometer could not be read (the route's `error`). */
export const ODOMETER_READ_FAILURES = [
  'UNSUPPORTED_TYPE',
  'TOO_LARGE',
  'IMAGE_TOO_LARGE',
  'INVALID_FILE',
  'NO_ODOMETER',
  'BUSY',
  'NOT_FOUND',
] as const;
export type OdometerReadFailure = (typeof ODOMETER_READ_FAILURES)[number];
