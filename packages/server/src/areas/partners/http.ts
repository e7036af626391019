/**
 * The partners' import routes (a file does not fit a socket message), managers only, same origin
 * only like every state-changing call, the file's bytes as the body (`application/octet-stream`):
 *
 * POST /api/partners/vendors/<id>/fuel-import/preview?fileName=…[&mapping=<json>] — 200 with the
 *   FuelPreview; writes nothing.
 * POST /api/partners/vendors/<id>/fuel-import/confirm?fileName=…&importId=<uuid>[&mapping=…] — the
 *   same file again: 200 with the ExpenseImportResult (a repeated importId answers the first).
 *
 * POST /api/partners/einvoices/preview?fileName=… and /confirm?fileName=…&importId=<uuid> — an
 *   OIOUBL or Peppol BIS e-invoice (UBL XML): EinvoicePreview, then ExpenseImportResult
 *   (`unknown_vendor` when no vendor has the supplier's CVR number).
 *
 * `mapping` is `{ field: header }` as the person chose it (else the vendor's saved one, else the
 * headers' words). Refusals answer `{ error }` (ExpenseImportRefusal): 401, 403, 400 BAD_REQUEST,
 * 404 NOT_FOUND (another client's vendor too), 413 too_large, 415 unsupported_type, 422 for the
 * rest of the file errors (`missing_columns` with `fields` and the file's `headers`).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { SessionCookies } from '../../http/sessionCookie.js';
import { readUpload } from '../../tabular/read.js';
import { singleLineText } from '../../validation/text.js';
import {
  confirmFuelImport,
  ExpenseImportNotFound,
  ExpenseImportRefused,
  FUEL_LIMITS,
  previewFuelImport,
} from './fuelImport.js';
import { EINVOICE_LIMITS } from './einvoice.js';
import { confirmEinvoice, previewEinvoice } from './einvoiceImport.js';
import { FUEL_FIELDS, type ExpenseImportRefusal, type FuelMapping } from './model.js';

const mappingShape = z.partialRecord(z.enum(FUEL_FIELDS), singleLineText(200));
const mappingParam = z
  .string()
  .max(4000)
  .transform((text, context) => {
    try {
      const parsed = mappingShape.safeParse(JSON.parse(text));
      if (parsed.success) return parsed.data as FuelMapping;
    } catch {
      // Not JSON: refused below.
    }
    context.addIssue({ code: 'custom', message: 'mapping' });
    return z.NEVER;
  });
const previewQuery = z.strictObject({
  fileName: singleLineText(200).trim().min(1),
  mapping: mappingParam.optional(),
});
const confirmQuery = previewQuery.extend({ importId: z.uuid() });
const params = z.strictObject({ vendorId: z.uuid() });
const einvoiceQuery = z.strictObject({ fileName: singleLineText(200).trim().min(1) });
/**
 * A line's vehicle chosen at the confirmation: `vehicle=<line id>~<vehicle id>`, or
 * `~fleet` for none, once per line (at most 500).
 */
const lineChoice = z
  .string()
  .max(300)
  .regex(/^.{1,200}~(fleet|[0-9a-f-]{36})$/i)
  .transform((value) => {
    const cut = value.lastIndexOf('~');
    const vehicle = value.slice(cut + 1);
    return [value.slice(0, cut), vehicle === 'fleet' ? null : vehicle.toLowerCase()] as const;
  });
const einvoiceConfirmQuery = einvoiceQuery.extend({
  importId: z.uuid(),
  vehicle: z
    .union([z.array(lineChoice).max(500), lineChoice.transform((choice) => [choice])])
    .optional()
    .transform((choices) => new Map(choices ?? [])),
});

const STATUS: Record<string, number> = { too_large: 413, unsupported_type: 415, not_suggested: 400 };

function refuse(reply: FastifyReply, status: number, body: ExpenseImportRefusal) {
  return reply.code(status).send(body);
}

export function registerPartnerRoutes(
  app: FastifyInstance,
  { db, cookies }: { db: Db; cookies: SessionCookies },
) {
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));

    for (const step of ['preview', 'confirm'] as const)
      scope.post(
        `/api/partners/vendors/:vendorId/fuel-import/${step}`,
        { config: { rawUpload: true } },
        async (request, reply) => {
          const session = await cookies.currentSession(request, reply);
          if (!session) return refuse(reply, 401, { error: 'UNAUTHORIZED' });
          const user = session.user;
          if (user.mustChangePassword || user.role !== 'manager' || !user.clientId)
            return refuse(reply, 403, { error: 'FORBIDDEN' });
          if (!/^application\/octet-stream\s*(;|$)/i.test(request.headers['content-type'] ?? ''))
            return refuse(reply, 415, { error: 'unsupported_type' });
          const query = (step === 'preview' ? previewQuery : confirmQuery).safeParse(request.query ?? {});
          const path = params.safeParse(request.params ?? {});
          if (!query.success || !path.success) return refuse(reply, 400, { error: 'BAD_REQUEST' });
          const declared = Number(request.headers['content-length'] ?? 0);
          if (declared > FUEL_LIMITS.maxFileBytes) return refuse(reply, 413, { error: 'too_large' });
          const bytes = await readUpload(request.body as AsyncIterable<Buffer>, FUEL_LIMITS.maxFileBytes);
          if (!bytes) return refuse(reply, 413, { error: 'too_large' });
          const actor = { userId: user.id, clientId: user.clientId };
          const { fileName, mapping = null } = query.data;
          const { vendorId } = path.data;
          try {
            if (step === 'preview')
              return reply.send(await previewFuelImport(db, actor, vendorId, bytes, fileName, mapping));
            const { importId } = query.data as z.output<typeof confirmQuery>;
            return reply.send(
              await confirmFuelImport(db, actor, vendorId, importId, bytes, fileName, mapping),
            );
          } catch (error) {
            if (error instanceof ExpenseImportRefused)
              return refuse(reply, STATUS[error.code] ?? 422, {
                error: error.code,
                ...(error.fields.length > 0 && { fields: error.fields, headers: error.headers }),
              });
            if (error instanceof ExpenseImportNotFound) return refuse(reply, 404, { error: 'NOT_FOUND' });
            throw error;
          }
        },
      );

    for (const step of ['preview', 'confirm'] as const)
      scope.post(
        `/api/partners/einvoices/${step}`,
        { config: { rawUpload: true } },
        async (request, reply) => {
          const session = await cookies.currentSession(request, reply);
          if (!session) return refuse(reply, 401, { error: 'UNAUTHORIZED' });
          const user = session.user;
          if (user.mustChangePassword || user.role !== 'manager' || !user.clientId)
            return refuse(reply, 403, { error: 'FORBIDDEN' });
          if (!/^application\/octet-stream\s*(;|$)/i.test(request.headers['content-type'] ?? ''))
            return refuse(reply, 415, { error: 'unsupported_type' });
          const query = (step === 'preview' ? einvoiceQuery : einvoiceConfirmQuery).safeParse(
            request.query ?? {},
          );
          if (!query.success) return refuse(reply, 400, { error: 'BAD_REQUEST' });
          const declared = Number(request.headers['content-length'] ?? 0);
          if (declared > EINVOICE_LIMITS.maxFileBytes) return refuse(reply, 413, { error: 'too_large' });
          const bytes = await readUpload(request.body as AsyncIterable<Buffer>, EINVOICE_LIMITS.maxFileBytes);
          if (!bytes) return refuse(reply, 413, { error: 'too_large' });
          const actor = { userId: user.id, clientId: user.clientId };
          try {
            if (step === 'preview')
              return reply.send(await previewEinvoice(db, actor, bytes, query.data.fileName));
            const { importId, vehicle } = query.data as z.output<typeof einvoiceConfirmQuery>;
            return reply.send(
              await confirmEinvoice(db, actor, importId, bytes, query.data.fileName, vehicle),
            );
          } catch (error) {
            if (error instanceof ExpenseImportRefused)
              return refuse(reply, STATUS[error.code] ?? 422, { error: error.code });
            throw error;
          }
        },
      );
  });
}
