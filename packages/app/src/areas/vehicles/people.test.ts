import { describe, expect, it } from 'vitest';
import { matchPeople, personName, type PersonOption } from './people';

const people: PersonOption[] = [
  { id: '1', name: 'Jens', surname: 'Pedersen', email: 'jens.pedersen@fjordbus.dk' },
  { id: '2', name: 'Åse', surname: 'Ærø', email: 'aase@fjordbus.dk' },
  { id: '3', name: 'Jens', surname: 'Andersen', email: 'ja@fjordbus.dk' },
  { id: '4', name: '', surname: '', email: 'vagt@fjordbus.dk' },
];

describe('matchPeople', () => {
  it.each([
    ['', ['1', '2', '3', '4']],
    ['  ', ['1', '2', '3', '4']],
    ['jens', ['1', '3']],
    ['JENS PED', ['1']],
    ['ped jens', ['1']],
    ['jens   andersen', ['3']],
    ['ærø', ['2']],
    ['ÅSE', ['2']],
    ['vagt@', ['4']],
    ['fjordbus', ['1', '2', '3', '4']],
    ['zz', []],
  ])('"%s" finds %j', (text, ids) => {
    expect(matchPeople(people, text).map((person) => person.id)).toEqual(ids);
  });
});

describe('personName', () => {
  it.each([
    [people[0]!, 'Jens Pedersen'],
    [people[1]!, 'Åse Ærø'],
    [people[3]!, 'vagt@fjordbus.dk'],
    [{ id: '5', name: 'Mette', surname: '' }, 'Mette'],
  ])('%j is shown as "%s"', (person, name) => {
    expect(personName(person)).toBe(name);
  });
});
