/** A customer the admin's register can be narrowed to (`clients.options`). */
export interface CustomerOption {
  id: string;
  name: string;
  /** False for a deactivated customer (still listed: its vehicles are still in the register). */
  active?: boolean;
}

const fold = (text: string) => text.normalize('NFKC').toLocaleLowerCase('da').replace(/\s+/g, ' ').trim();

/**
 * The customers whose name contains the typed text (any case, runs of spaces as one), in the
 * order given (the server's: by name). Every customer when nothing is typed.
 */
export function matchCustomers(customers: readonly CustomerOption[], text: string): CustomerOption[] {
  const wanted = fold(text);
  if (!wanted) return [...customers];
  return customers.filter((customer) => fold(customer.name).includes(wanted));
}
