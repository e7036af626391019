/**
 * The `partners.*` procedures (docs/partners.md): a manager keeps their client's organisations
 * (partners and vendors), contacts, agreements and expenses and reads what the fleet costs. Every
 * input is bounded; another client's ids answer NOT_FOUND and change nothing; admins and drivers
 * are refused (FORBIDDEN), except a driver's own outlays (registerOutlay, myOutlays).
 */
import { z } from 'zod';
import { isoDate, pageFields } from '../../trpc/workInputs.js';
import { ForbiddenError } from '../../errors.js';
import { authedProcedure, managerProcedure, router } from '../../trpc/trpc.js';
import { identifierText, multiLineText, singleLineText } from '../../validation/text.js';
import { expectedVersion } from '../../validation/versions.js';
import { workActor } from '../../work/access.js';
import {
  createAgreement,
  getAgreement,
  listAgreements,
  obligationOptions,
  updateAgreement,
} from './agreements.js';
import { costSummary, vehicleCosts } from './costs.js';
import { previewExpenseChecks } from './checks.js';
import { partnerFacts } from './facts.js';
import { createExpense, getExpense, listExpenses, updateExpense } from './expenses.js';
import { listExpenseImports } from './fuelImport.js';
import { listHistory } from './history.js';
import {
  AGREEMENT_KINDS,
  AGREEMENT_STATES,
  EXPENSE_CATEGORIES,
  EXPENSE_PAID_BY,
  EXPENSE_UNITS,
  ORGANISATION_KINDS,
  OUTLAY_CATEGORIES,
  ORGANISATION_STATUSES,
  PARTNER_ENTITIES,
  PARTNER_ROLES,
  VENDOR_ROLES,
} from './model.js';
import { myOutlays, registerOutlay } from './outlays.js';
import {
  createContact,
  createOrganisation,
  deleteContact,
  getOrganisation,
  listContacts,
  listOrganisations,
  organisationOptions,
  updateContact,
  updateOrganisation,
} from './organisations.js';

const id = z.uuid();
const email = identifierText(254)
  .trim()
  .toLowerCase()
  .pipe(z.union([z.literal(''), z.email()]));
const phone = singleLineText(30)
  .trim()
  .regex(/^[0-9 +()-]*$/, { error: 'Digits, spaces, +, ( ) and - only' });
/** At most two decimals (øre, hundredths of a unit). */
const cents = (schema: z.ZodNumber) =>
  schema.refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
    error: 'At most two decimals',
    params: { code: 'invalid_format' },
  });
const uniqueList = <T extends string>(values: readonly [T, ...T[]]) =>
  z
    .array(z.enum(values))
    .max(values.length)
    .transform((list) => [...new Set(list)]);

const organisationFields = {
  name: singleLineText(200).trim().min(1),
  /** Empty = not known; else 8 digits (the modulus-11 check is the repository's: `cvr: checksum`). */
  cvr: identifierText(8)
    .trim()
    .regex(/^([0-9]{8})?$/)
    .transform((value) => value || null),
  partnerRoles: uniqueList(PARTNER_ROLES),
  vendorRoles: uniqueList(VENDOR_ROLES),
  status: z.enum(ORGANISATION_STATUSES),
  address: multiLineText(500).trim(),
  phone,
  email,
  website: identifierText(300).trim(),
  notes: multiLineText(4000),
  /** Its place (picked on the map), both or neither. */
  lat: z.number().min(-90).max(90).nullable(),
  lon: z.number().min(-180).max(180).nullable(),
};

const contactFields = {
  name: singleLineText(200).trim().min(1),
  title: singleLineText(120).trim(),
  phone,
  email,
};

const agreementFields = {
  organisationId: id,
  kind: z.enum(AGREEMENT_KINDS),
  number: identifierText(100).trim(),
  validFrom: isoDate,
  validUntil: isoDate.nullable(),
  notes: multiLineText(4000),
  vehicleIds: z.array(id).max(1000),
  obligationIds: z.array(id).max(2000),
};

const expenseFields = {
  vehicleId: id.nullable(),
  vendorOrganisationId: id.nullable(),
  spentOn: isoDate,
  category: z.enum(EXPENSE_CATEGORIES),
  description: singleLineText(300).trim(),
  net: cents(z.number().min(0).max(10_000_000)),
  vat: cents(z.number().min(0).max(2_500_000)),
  quantity: cents(z.number().positive().max(1_000_000)).nullable(),
  unit: z.enum(EXPENSE_UNITS).nullable(),
  odometerKm: z.number().int().min(0).max(9_999_999).nullable(),
  paidBy: z.enum(EXPENSE_PAID_BY),
};

/** A driver's outlay: what they paid (including VAT), litres or kWh, the odometer, a note. */
const outlayFields = {
  vehicleId: id,
  spentOn: isoDate,
  category: z.enum(OUTLAY_CATEGORIES),
  gross: cents(z.number().positive().max(100_000)),
  quantity: cents(z.number().positive().max(10_000)).nullable().default(null),
  odometerKm: expenseFields.odometerKm.default(null),
  description: singleLineText(300).trim().default(''),
};

/** Drivers only (role `user`): their outlays. */
const driverProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== 'user') throw new ForbiddenError('Drivers only');
  return next();
});

const period = { from: isoDate, to: isoDate };
const scope = (ctx: { user: Parameters<typeof workActor>[0] }) => workActor(ctx.user).clientId;

export const partnersRouter = router({
  listOrganisations: managerProcedure
    .input(
      z.strictObject({
        ...pageFields,
        kind: z.enum(ORGANISATION_KINDS).nullish(),
        role: z.enum([...PARTNER_ROLES, ...VENDOR_ROLES]).nullish(),
        status: z.array(z.enum(ORGANISATION_STATUSES)).max(ORGANISATION_STATUSES.length).nullish(),
        q: singleLineText(100).trim().nullish(),
      }),
    )
    .query(({ ctx, input }) => listOrganisations(ctx.db, scope(ctx), input)),

  /** For pickers: every organisation of a kind (or all), by name. */
  organisationOptions: managerProcedure
    .input(z.strictObject({ kind: z.enum(ORGANISATION_KINDS).nullish() }))
    .query(({ ctx, input }) => organisationOptions(ctx.db, scope(ctx), input.kind ?? null)),

  getOrganisation: managerProcedure
    .input(z.strictObject({ id }))
    .query(({ ctx, input }) => getOrganisation(ctx.db, scope(ctx), input.id)),

  createOrganisation: managerProcedure
    .input(
      z.strictObject({
        ...organisationFields,
        partnerRoles: organisationFields.partnerRoles.default([]),
        vendorRoles: organisationFields.vendorRoles.default([]),
        status: organisationFields.status.default('active'),
        address: organisationFields.address.default(''),
        phone: organisationFields.phone.default(''),
        email: organisationFields.email.default(''),
        website: organisationFields.website.default(''),
        notes: organisationFields.notes.default(''),
        cvr: organisationFields.cvr.default(null),
        lat: organisationFields.lat.default(null),
        lon: organisationFields.lon.default(null),
      }),
    )
    .mutation(({ ctx, input }) => createOrganisation(ctx.db, workActor(ctx.user), input)),

  updateOrganisation: managerProcedure
    .input(z.strictObject({ id, expectedVersion, ...z.strictObject(organisationFields).partial().shape }))
    .mutation(({ ctx, input: { id: organisationId, expectedVersion, ...changes } }) =>
      updateOrganisation(ctx.db, workActor(ctx.user), organisationId, changes, expectedVersion),
    ),

  listContacts: managerProcedure
    .input(z.strictObject({ organisationId: id }))
    .query(({ ctx, input }) => listContacts(ctx.db, scope(ctx), input.organisationId)),

  createContact: managerProcedure
    .input(
      z.strictObject({
        organisationId: id,
        ...contactFields,
        title: contactFields.title.default(''),
        phone: contactFields.phone.default(''),
        email: contactFields.email.default(''),
      }),
    )
    .mutation(({ ctx, input: { organisationId, ...fields } }) =>
      createContact(ctx.db, workActor(ctx.user), organisationId, fields),
    ),

  updateContact: managerProcedure
    .input(z.strictObject({ id, expectedVersion, ...z.strictObject(contactFields).partial().shape }))
    .mutation(({ ctx, input: { id: contactId, expectedVersion, ...changes } }) =>
      updateContact(ctx.db, workActor(ctx.user), contactId, changes, expectedVersion),
    ),

  deleteContact: managerProcedure
    .input(z.strictObject({ id }))
    .mutation(({ ctx, input }) => deleteContact(ctx.db, workActor(ctx.user), input.id)),

  /** By "valid until", open-ended last; `state: ['expiring', 'expired']` for those needing attention. */
  listAgreements: managerProcedure
    .input(
      z.strictObject({
        ...pageFields,
        organisationId: id.nullish(),
        kind: z.array(z.enum(AGREEMENT_KINDS)).max(AGREEMENT_KINDS.length).nullish(),
        state: z.array(z.enum(AGREEMENT_STATES)).max(AGREEMENT_STATES.length).nullish(),
        vehicleId: id.nullish(),
      }),
    )
    .query(({ ctx, input }) => listAgreements(ctx.db, scope(ctx), input)),

  getAgreement: managerProcedure
    .input(z.strictObject({ id }))
    .query(({ ctx, input }) => getAgreement(ctx.db, scope(ctx), input.id)),

  createAgreement: managerProcedure
    .input(
      z.strictObject({
        ...agreementFields,
        number: agreementFields.number.default(''),
        validUntil: agreementFields.validUntil.default(null),
        notes: agreementFields.notes.default(''),
        vehicleIds: agreementFields.vehicleIds.default([]),
        obligationIds: agreementFields.obligationIds.default([]),
      }),
    )
    .mutation(({ ctx, input }) => createAgreement(ctx.db, workActor(ctx.user), input)),

  updateAgreement: managerProcedure
    .input(z.strictObject({ id, expectedVersion, ...z.strictObject(agreementFields).partial().shape }))
    .mutation(({ ctx, input: { id: agreementId, expectedVersion, ...changes } }) =>
      updateAgreement(ctx.db, workActor(ctx.user), agreementId, changes, expectedVersion),
    ),

  /** Leasing-end and insurance obligations of these vehicles, with the agreement each follows. */
  obligationOptions: managerProcedure
    .input(z.strictObject({ vehicleIds: z.array(id).max(1000) }))
    .query(({ ctx, input }) => obligationOptions(ctx.db, scope(ctx), input.vehicleIds)),

  listExpenses: managerProcedure
    .input(
      z.strictObject({
        ...pageFields,
        vehicleId: id.nullish(),
        fleetWide: z.boolean().nullish(),
        vendorOrganisationId: id.nullish(),
        category: z.array(z.enum(EXPENSE_CATEGORIES)).max(EXPENSE_CATEGORIES.length).nullish(),
        from: isoDate.nullish(),
        to: isoDate.nullish(),
        paidBy: z.array(z.enum(EXPENSE_PAID_BY)).max(EXPENSE_PAID_BY.length).nullish(),
      }),
    )
    .query(({ ctx, input }) => listExpenses(ctx.db, scope(ctx), input)),

  getExpense: managerProcedure
    .input(z.strictObject({ id }))
    .query(({ ctx, input }) => getExpense(ctx.db, scope(ctx), input.id)),

  createExpense: managerProcedure
    .input(
      z.strictObject({
        ...expenseFields,
        vehicleId: expenseFields.vehicleId.default(null),
        vendorOrganisationId: expenseFields.vendorOrganisationId.default(null),
        description: expenseFields.description.default(''),
        vat: expenseFields.vat.default(0),
        quantity: expenseFields.quantity.default(null),
        unit: expenseFields.unit.default(null),
        odometerKm: expenseFields.odometerKm.default(null),
        paidBy: expenseFields.paidBy.default('company'),
        odometerCorrection: z.boolean().default(false),
      }),
    )
    .mutation(({ ctx, input: { odometerCorrection, ...fields } }) =>
      createExpense(ctx.db, workActor(ctx.user), fields, { odometerCorrection }),
    ),

  updateExpense: managerProcedure
    .input(
      z.strictObject({
        id,
        expectedVersion,
        ...z.strictObject(expenseFields).partial().shape,
        odometerCorrection: z.boolean().default(false),
      }),
    )
    .mutation(({ ctx, input: { id: expenseId, expectedVersion, odometerCorrection, ...changes } }) =>
      updateExpense(ctx.db, workActor(ctx.user), expenseId, changes, { odometerCorrection, expectedVersion }),
    ),

  /**
   * A driver registers what they paid for a vehicle they drive (another vehicle: NOT_FOUND): an
   * expense paid by the driver, its odometer joining the chain. The receipt follows as a document.
   */
  registerOutlay: driverProcedure
    .input(z.strictObject(outlayFields))
    .mutation(({ ctx, input }) => registerOutlay(ctx.db, workActor(ctx.user), input)),

  /** The driver's latest outlays, newest first. */
  myOutlays: driverProcedure.query(({ ctx }) => myOutlays(ctx.db, workActor(ctx.user))),

  /** A partner's measured facts from its service book (null or empty: not enough data). */
  facts: managerProcedure
    .input(z.strictObject({ id }))
    .query(({ ctx, input }) => partnerFacts(ctx.db, scope(ctx), input.id)),

  /**
   * The checks of an expense as its form holds it, before it is saved (a stored expense answers
   * its own `checks`): `expenseId` when changing one, whose reading is left out of the chain.
   */
  expenseChecks: managerProcedure
    .input(
      z.strictObject({
        expenseId: id.nullish(),
        vehicleId: expenseFields.vehicleId.default(null),
        spentOn: expenseFields.spentOn,
        category: expenseFields.category,
        description: expenseFields.description.default(''),
        quantity: expenseFields.quantity.default(null),
        unit: expenseFields.unit.default(null),
        odometerKm: expenseFields.odometerKm.default(null),
      }),
    )
    .query(({ ctx, input }) =>
      previewExpenseChecks(ctx.db, scope(ctx), { ...input, expenseId: input.expenseId ?? null }),
    ),

  /** Per month and category in the period: a vehicle's, or the fleet's without `vehicleId`. */
  costs: managerProcedure
    .input(z.strictObject({ vehicleId: id.nullish(), ...period }))
    .query(({ ctx, input }) =>
      costSummary(ctx.db, scope(ctx), input.vehicleId ?? null, { from: input.from, to: input.to }),
    ),

  /** Each vehicle's spend, km and cost per km in the period. */
  vehicleCosts: managerProcedure
    .input(z.strictObject(period))
    .query(({ ctx, input }) => vehicleCosts(ctx.db, scope(ctx), input)),

  /** A vendor's latest imports (the files go through HTTP: ./http.ts). */
  imports: managerProcedure
    .input(z.strictObject({ vendorId: id }))
    .query(({ ctx, input }) => listExpenseImports(ctx.db, scope(ctx), input.vendorId)),

  /** A record's history, newest first. */
  history: managerProcedure
    .input(
      z.strictObject({
        entity: z.enum(PARTNER_ENTITIES),
        id,
        cursor: z.string().max(200).nullish(),
        // What an infinite query sends; the history pages forward only.
        direction: z.literal('forward').default('forward'),
        limit: z.number().int().min(1).max(100).default(50),
      }),
    )
    .query(({ ctx, input }) =>
      listHistory(ctx.db, scope(ctx), input.entity, input.id, { cursor: input.cursor, limit: input.limit }),
    ),
});
