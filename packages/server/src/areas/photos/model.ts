/**
 * The photos area's words (docs/photos.md): what a photo belongs to, the walk-around's checklist,
 * and what the procedures answer. Shared by the server and the app.
 */

/**
 * What a photo belongs to: a check-out's or check-in's photo is the booking's; a `vehicle_scan` is
 * a plate-reading upload or a yard roll-call's batch (../vehicleDetection).
 */
export const PHOTO_OWNER_KINDS = [
  'inspection',
  'driver_report',
  'check_out',
  'check_in',
  'damage',
  'vehicle_scan',
] as const;
export type PhotoOwnerKind = (typeof PHOTO_OWNER_KINDS)[number];
/** Owner kinds whose records exist today (the others answer a field error until their area lands). */
export const AVAILABLE_PHOTO_OWNERS = [
  'inspection',
  'driver_report',
  'check_out',
  'check_in',
  'damage',
  'vehicle_scan',
] as const satisfies readonly PhotoOwnerKind[];

/**
 * The guided photos of a check-out and a check-in (docs/sharing.md): the angle each shows. A
 * check-in photo is compared with the check-out photo of the same angle (docs/damage.md), all but
 * the odometer's.
 */
export const PHOTO_ANGLES = ['front', 'rear', 'left', 'right', 'interior', 'odometer'] as const;
export type PhotoAngle = (typeof PHOTO_ANGLES)[number];
export const COMPARED_ANGLES = [
  'front',
  'rear',
  'left',
  'right',
  'interior',
] as const satisfies readonly PhotoAngle[];

/** Picture types accepted, decided by the bytes. HEIC is kept without a preview (docs/documents.md). */
export const PHOTO_FILE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
] as const;

/**
 * The walk-around check on the phone, in the order a driver walks round the vehicle (the usual
 * daily check of Færdselsstyrelsen's and DVSA's lists, trimmed to what a van or car driver sees).
 */
export const WALK_AROUND_ITEMS = [
  'lights',
  'tyres',
  'mirrors',
  'windscreen',
  'bodywork',
  'leaks',
  'warning_lights',
  'brakes',
  'horn',
  'seat_belts',
] as const;
export type WalkAroundItem = (typeof WALK_AROUND_ITEMS)[number];

/** Two dHashes this many bits apart or fewer are the same picture (re-encoded, resized, cropped a little). */
export const DUPLICATE_DISTANCE = 6;

export interface Photo {
  id: string;
  ownerKind: PhotoOwnerKind;
  ownerId: string;
  vehicleId: string | null;
  checkItem: WalkAroundItem | null;
  /** A check-out's or check-in's photo: the angle it shows. */
  angle: PhotoAngle | null;
  defectId: string | null;
  contentType: string;
  size: number;
  width: number | null;
  height: number | null;
  hasWeb: boolean;
  hasThumb: boolean;
  /** From the EXIF (ISO instant), null when the picture says nothing. */
  takenAt: string | null;
  location: { latitude: number; longitude: number } | null;
  /** An earlier photo of the client that is the same picture (by perceptual hash). */
  duplicateOf: { id: string; ownerKind: PhotoOwnerKind; ownerId: string } | null;
  uploadedBy: { id: string; name: string } | null;
  createdAt: string;
  /**
   * A photo of one vehicle whose plate read is another vehicle of the client (an exact or accepted
   * fuzzy match, docs/vehicle-detection.md): that vehicle and when it was read; null otherwise.
   */
  showsVehicle: { id: string; registration: string; readAt: string } | null;
}

export interface WalkAroundCheck {
  item: WalkAroundItem;
  passed: boolean;
  defectId: string | null;
}

/** What the driver's walk-around or report carried beside the defects. */
export interface WalkAroundRecord {
  inspectionId: string;
  checks: WalkAroundCheck[];
  odometerKm: number | null;
}
