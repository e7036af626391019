/**
 * A place a person's phone sent (the browser's geolocation, asked only when they press "Use my
 * location"): degrees, and the phone's accuracy in metres when it says. Bounded: a latitude or
 * longitude outside the Earth, (0, 0) (a phone without a fix) or an accuracy over 10 km is refused.
 */
import { z } from 'zod';

export const phonePlace = z
  .strictObject({
    lat: z.number().min(-90).max(90),
    lon: z.number().min(-180).max(180),
    accuracyM: z.number().min(0).max(10_000).nullable().optional(),
  })
  .refine((place) => place.lat !== 0 || place.lon !== 0, { path: ['lat'], message: 'bad_position' });

export type PhonePlace = z.infer<typeof phonePlace>;
