/**
 * Sending a photo to POST /api/photos/upload (the server's areas/photos/http.ts): the picture's
 * bytes as the body, what it belongs to in the address. Each photo is its own request.
 */
import type { Photo, PhotoAngle, WalkAroundItem } from '@vognpark/server/areas/photos';
import { pictureProblem } from './domain';

export interface PhotoTarget {
  ownerKind: 'inspection' | 'driver_report' | 'damage' | 'check_out' | 'check_in' | 'vehicle_scan';
  ownerId: string;
  checkItem?: WalkAroundItem;
  /** A check-out's or check-in's photo: the angle it shows. */
  angle?: PhotoAngle;
}

export type PhotoFailure =
  'UNSUPPORTED_TYPE' | 'IMAGE_TOO_LARGE' | 'INVALID_FILE' | 'TOO_LARGE' | 'QUOTA_EXCEEDED' | 'other';

const KNOWN: readonly string[] = [
  'UNSUPPORTED_TYPE',
  'IMAGE_TOO_LARGE',
  'INVALID_FILE',
  'TOO_LARGE',
  'QUOTA_EXCEEDED',
];

export class PhotoUploadFailed extends Error {
  constructor(readonly reason: PhotoFailure) {
    super(reason);
    this.name = 'PhotoUploadFailed';
  }
}

export function photoUploadUrl(target: PhotoTarget): string {
  const params = new URLSearchParams({ ownerKind: target.ownerKind, ownerId: target.ownerId });
  if (target.checkItem) params.set('checkItem', target.checkItem);
  if (target.angle) params.set('angle', target.angle);
  return `/api/photos/upload?${params}`;
}

/** Uploads one photo; rejects with PhotoUploadFailed naming why. */
export async function uploadPhoto(file: Blob, target: PhotoTarget): Promise<Photo> {
  let response: Response;
  try {
    response = await fetch(photoUploadUrl(target), {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: file,
      credentials: 'same-origin',
    });
  } catch {
    throw new PhotoUploadFailed('other');
  }
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  if (response.status === 201) return body as unknown as Photo;
  const code = typeof body?.error === 'string' && KNOWN.includes(body.error) ? body.error : 'other';
  throw new PhotoUploadFailed(code as PhotoFailure);
}

/** Uploads photos one after the other; answers the reasons of those that failed. */
export async function uploadPhotos(
  items: readonly { file: Blob; target: PhotoTarget }[],
): Promise<PhotoFailure[]> {
  const failures: PhotoFailure[] = [];
  for (const { file, target } of items) {
    try {
      await uploadPhoto(file, target);
    } catch (error) {
      failures.push(error instanceof PhotoUploadFailed ? error.reason : 'other');
    }
  }
  return failures;
}

/** A photo's file address. */
export const photoUrl = (id: string, variant: 'original' | 'web' | 'thumb') =>
  `/api/photos/files/${id}/${variant}`;

/** The largest photo the server takes (its document limit, 25 MB). */
export const MAX_PHOTO_BYTES = 25 * 1024 * 1024;

/** Why a chosen file would be refused as a photo (its size and its first bytes), or null. */
export async function screenPhoto(file: Blob): Promise<PhotoFailure | null> {
  if (file.size > MAX_PHOTO_BYTES) return 'TOO_LARGE';
  if (file.size === 0) return 'INVALID_FILE';
  const head = new Uint8Array(await file.slice(0, 32).arrayBuffer());
  return pictureProblem(head);
}
