const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An id read from (or written to) the address (`?vehicle=…`, `?task=…`): lower-cased when it is a
 * UUID, else null, so that whatever someone typed there is ignored rather than sent to the server.
 */
export function addressId(value: string | null | undefined): string | null {
  return value && uuidPattern.test(value) ? value.toLowerCase() : null;
}
