/**
 * An amount typed with the `money` filter, as Danes and others write it: "1.250,50", "1 250,50",
 * "1250.50" or "1,250.50". The last `,` or `.` followed by one or two digits is the decimal mark;
 * other marks and spaces group thousands. Null when empty, NaN when not an amount with at most
 * two decimals.
 */
export function parseAmount(text: string): number | null {
  const compact = text.replace(/\s/g, '');
  if (!compact) return null;
  const match = /^(\d{1,3}(?:([.,])\d{3})*|\d+)(?:([.,])(\d{1,2}))?$/.exec(compact);
  // A mark that groups thousands is not also the decimal mark ("12,345,6").
  if (!match || (match[2] && match[2] === match[3])) return Number.NaN;
  return Number(`${match[1]!.replace(/[.,]/g, '')}.${match[4] ?? '0'}`);
}
