/**
 * The workbench's closed lists in the app (the server's model.ts holds the same; the types keep
 * them in step: a value the server does not know fails the type check).
 */
import type { AnnotationClass, AnnotationSeverity, CarPart } from '@vognpark/server/areas/annotations';

export const annotationClasses = [
  'scratch',
  'dent',
  'crack',
  'broken_glass',
  'missing_part',
  'plate',
] as const satisfies readonly AnnotationClass[];

export const carParts = [
  'front_bumper',
  'rear_bumper',
  'bonnet',
  'boot',
  'roof',
  'door',
  'fender',
  'side_mirror',
  'windscreen',
  'window',
  'headlight',
  'tail_light',
  'wheel',
  'plate',
] as const satisfies readonly CarPart[];

export const annotationSeverities = [
  'minor',
  'major',
  'critical',
] as const satisfies readonly AnnotationSeverity[];

/** The server's bounds (router.ts): shapes on a photo, points in a polygon. */
export const MAX_SHAPES = 200;
export const MAX_POLYGON_POINTS = 100;
