/**
 * A vehicle's fields as the register's procedures take them: apart from the router, so that the
 * vehicle import checks its rows with them without loading the router (a module that imports the
 * router before the area list is built leaves the app router without the vehicles).
 */
import { z } from 'zod';
import { calendarDate } from '../../validation/dates.js';
import { identifierText, multiLineText, singleLineText } from '../../validation/text.js';
import { VEHICLE_FUELS, VEHICLE_TYPES } from './model.js';
import { LICENCE_CATEGORIES } from './licence.js';

const text = (max: number) => singleLineText(max).trim().min(1);
export const vehicleFields = {
  /** Any spacing and case; stored as "AB12345". */
  registration: identifierText(20).trim().min(1),
  /** Empty or null = none. */
  vin: identifierText(30).trim().nullish(),
  make: text(60),
  model: text(60),
  year: z.number().int().nullish(),
  type: z.enum(VEHICLE_TYPES),
  fuel: z.enum(VEHICLE_FUELS),
  /** Yellow plates (gule plader); left out on create: true for a van, false otherwise. */
  yellowPlates: z.boolean().optional(),
  /** The driving licence category it needs; left out on create: its type's usual one. */
  licenceCategory: z.enum(LICENCE_CATEGORIES).optional(),
  /** The tank in litres and the battery in kWh (null: not known). */
  tankLitres: z.number().int().min(1).max(2_000).nullish(),
  batteryKwh: z.number().int().min(1).max(2_000).nullish(),
  driverUserId: z.uuid().nullish(),
  odometerKm: z.number().int().min(0).max(9_999_999),
  firstRegistrationDate: calendarDate.nullish(),
  notes: multiLineText(2000),
};

/** `vehicles.create`'s input; the vehicle import checks each row with it too. */
export const createInput = z.strictObject({
  ...vehicleFields,
  status: z.enum(['active', 'in_workshop', 'out_of_service']).default('active'),
  odometerKm: vehicleFields.odometerKm.default(0),
  notes: vehicleFields.notes.default(''),
});
