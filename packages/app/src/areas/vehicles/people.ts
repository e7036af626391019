/** A person a picker offers (`vehicles.drivers`: the client's managers and drivers). */
export interface PersonOption {
  id: string;
  name: string;
  surname: string;
  email?: string;
}

const fold = (text: string) => text.normalize('NFKC').toLocaleLowerCase('da').replace(/\s+/g, ' ').trim();

/** The name a person is shown by: name and surname, else the e-mail address. */
export const personName = (person: PersonOption) =>
  `${person.name} ${person.surname}`.trim() || person.email || '';

/**
 * The people whose name or e-mail address holds every typed word (any case, any order: "jens ped"
 * finds Jens Pedersen), in the order given (the server's). Everyone when nothing is typed.
 */
export function matchPeople<T extends PersonOption>(people: readonly T[], text: string): T[] {
  const words = fold(text).split(' ').filter(Boolean);
  if (words.length === 0) return [...people];
  return people.filter((person) => {
    const haystack = fold(`${person.name} ${person.surname} ${person.email ?? ''}`);
    return words.every((word) => haystack.includes(word));
  });
}
