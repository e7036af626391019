/** Properties of database errors that carry submitted values (a query's parameters, a key's value). */
const VALUE_CARRYING = new Set(['params', 'parameters', 'detail', 'where', 'internalQuery']);

/**
 * The `err` serializer of every log line: type, message, stack, code and the other own
 * properties, minus what can hold a submitted value. A failed query's message ("Failed query: ...
 * params: a@b.dk,...") keeps its SQL text (placeholders only) and loses the parameters; the
 * driver's `detail` ("Key (email)=(a@b.dk) already exists") goes. Causes get the same treatment.
 */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return error;
  const out: Record<string, unknown> = {
    type: error.constructor?.name ?? error.name,
    message: redactParams(error.message),
    stack: typeof error.stack === 'string' ? redactParams(error.stack) : undefined,
  };
  for (const [key, value] of Object.entries(error)) {
    if (VALUE_CARRYING.has(key) || key === 'cause' || key in out) continue;
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) out[key] = value;
  }
  if (error.cause !== undefined && depth < 5) out.cause = serializeError(error.cause, depth + 1);
  return out;
}

function redactParams(text: string): string {
  return text.replace(/\nparams: [^\n]*/g, '\nparams: [redacted]');
}
