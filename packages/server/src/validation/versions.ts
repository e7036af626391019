import { z } from 'zod';

/**
 * The version of a record an edit was made from (`version` as `get` answered it): an update names
 * it, and one made from an older version is refused with who changed the record and when
 * (src/db/versions.ts).
 */
export const expectedVersion = z.number().int().min(1).max(2_147_483_647);
