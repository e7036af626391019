import { describe, expect, it } from 'vitest';
import {
  frenchSpacingProblems,
  glossaryProblems,
  pluralProblems,
  titleCaseProblems,
  untranslatedProblems,
} from './catalogRules';

// Each rule is shown catching the defects of issue #19 in small made-up catalogs, and
// passing their fixed versions, so the catalog tests that use them can fail.

describe('glossaryProblems', () => {
  it('catches a term translated differently in the menu and in a text', () => {
    const en = {
      'ui.nav.service': 'Service',
      'app.landing.lead': 'Vehicles, tasks, service and compliance in one place.',
    };
    const de = {
      'ui.nav.service': 'Wartung',
      'app.landing.lead': 'Fahrzeuge, Aufgaben, Service und Compliance an einem Ort.',
    };
    expect(glossaryProblems({ en, de })).toEqual([
      'de app.landing.lead: "Fahrzeuge, Aufgaben, Service und Compliance an einem Ort." should say "Wartung" (service)',
    ]);
    expect(
      glossaryProblems({
        en,
        de: { ...de, 'app.landing.lead': 'Fahrzeuge, Aufgaben, Wartung und Compliance an einem Ort.' },
      }),
    ).toEqual([]);
  });

  it('recognises a term inflected and inside compounds', () => {
    expect(
      glossaryProblems({
        en: { a: 'Vehicle detection', b: 'Fleet and vehicle management: vehicles in one place.' },
        da: { a: 'Køretøjsgenkendelse', b: 'Flåde- og køretøjsstyring: køretøjer samlet ét sted.' },
        uk: { a: 'Виявлення транспортних засобів', b: 'Керування автопарком: транспортні засоби.' },
      }),
    ).toEqual([]);
    expect(
      glossaryProblems({ en: { a: 'Vehicle detection' }, uk: { a: 'Розпізнавання транспорту' } }),
    ).toEqual([
      'uk a: "Розпізнавання транспорту" should say "транспортний засіб" (vehicle)',
      'uk a: "Розпізнавання транспорту" should say "виявлення" (detection)',
    ]);
  });

  it("keeps the fleet's inspections apart from the statutory periodic inspection", () => {
    expect(
      glossaryProblems({ en: { nav: 'Inspections' }, da: { nav: 'Syn' }, uk: { nav: 'Техогляди' } }),
    ).toEqual([
      'da nav: "Syn" should say "eftersyn" (inspection)',
      'da nav: "Syn" uses "periodisk syn" (periodicInspection) for inspection',
      'uk nav: "Техогляди" uses "обовʼязковий техогляд" (periodicInspection) for inspection',
    ]);
    expect(
      glossaryProblems({
        en: { due: 'Periodic inspection due' },
        da: { due: 'Periodisk syn forfalder' },
        de: { due: 'Hauptuntersuchung fällig' },
      }),
    ).toEqual([]);
  });

  it('reads only the words, not the placeholders', () => {
    expect(glossaryProblems({ en: { a: 'Hello {user}' }, da: { a: 'Hej {user}' } })).toEqual([]);
  });
});

describe('frenchSpacingProblems', () => {
  it('wants U+202F before ? ! : ; and says what it found instead', () => {
    expect(
      frenchSpacingProblems({
        plain: 'Se déconnecter ?',
        none: 'Langue: {language}',
        noBreak: 'Attention\u00A0!',
        semicolon: 'Un{n}; deux',
      }),
    ).toEqual([
      'fr plain: "Se déconnecter ?" has a plain space before "?" (U+202F wanted)',
      'fr none: "Langue: {language}" has no space before ":" (U+202F wanted)',
      'fr noBreak: "Attention\u00A0!" has a no-break space before "!" (U+202F wanted)',
      'fr semicolon: "Un{n}; deux" has no space before ";" (U+202F wanted)',
    ]);
  });

  it('accepts the narrow no-break space, "?!", URLs, times and plural branches', () => {
    expect(
      frenchSpacingProblems({
        a: 'Se déconnecter\u202F?',
        b: 'Vraiment\u202F?!',
        c: 'Voir https://vognpark.dk à 10:30',
        d: '{count, plural, one {# ligne\u202F: ok} other {# lignes\u202F: ok}}',
      }),
    ).toEqual([]);
    expect(frenchSpacingProblems({ d: '{count, plural, one {# ligne : ok} other {# lignes}}' })).toHaveLength(
      1,
    );
  });
});

describe('pluralProblems', () => {
  it('wants one, few, many and other in Ukrainian', () => {
    expect(
      pluralProblems('uk', { w: '{count, plural, one {# попередження} other {# попередження}}' }),
    ).toEqual(['uk w: {count, plural} lacks few, many']);
    expect(
      pluralProblems('uk', {
        w: '{count, plural, one {# попередження} few {# попередження} many {# попереджень} other {# попередження}}',
      }),
    ).toEqual([]);
  });

  it('wants many in French and finds plurals nested in select, and ordinals', () => {
    expect(
      pluralProblems('fr', {
        w: '{kind, select, car {{n, plural, one {# voiture} other {# voitures}}} other {x}}',
      }),
    ).toEqual(['fr w: {n, plural} lacks many']);
    expect(pluralProblems('en', { o: '{n, selectordinal, one {#st} other {#th}}' })).toEqual([
      'en o: {n, plural} lacks few, two',
    ]);
    expect(
      pluralProblems('da', { w: '{n, plural, =0 {ingen} one {# advarsel} other {# advarsler}}' }),
    ).toEqual([]);
  });

  it('does not take an exact match for a category', () => {
    expect(pluralProblems('de', { w: '{n, plural, =1 {eine Warnung} other {# Warnungen}}' })).toEqual([
      'de w: {n, plural} lacks one',
    ]);
  });
});

describe('untranslatedProblems', () => {
  const en = { a: 'Dashboard', b: 'Compliance', c: '{label}, {status}', d: 'Vognpark', e: 'Save' };

  it('flags a text left in English unless it is on the allow-list or has no words', () => {
    expect(untranslatedProblems('da', { ...en, a: 'Overblik', e: 'Gem' }, en)).toEqual([]);
    expect(untranslatedProblems('da', { ...en, e: 'Gem' }, en)).toEqual([
      'da a: "Dashboard" is the English text (translate it or allow it in glossary.ts)',
    ]);
    expect(untranslatedProblems('de', { ...en, b: 'Compliance', e: 'Speichern' }, en)).toEqual([]);
    expect(untranslatedProblems('de', { x: 'Dashboard:' }, { x: 'Dashboard:' })).toEqual([]);
    expect(
      untranslatedProblems('uk', { ...en, a: 'Панель керування', b: 'Відповідність вимогам' }, en),
    ).toEqual(['uk e: "Save" is the English text (translate it or allow it in glossary.ts)']);
  });
});

describe('titleCaseProblems', () => {
  it('wants capitalised words, minor words inside in lower case', () => {
    const en = {
      a: 'Sign Out',
      b: 'Account Menu for {name}',
      c: 'Time registration',
      d: 'Export To CSV',
      e: 'Signing In…',
    };
    expect(titleCaseProblems(en, ['a', 'b', 'e'])).toEqual([]);
    expect(titleCaseProblems(en, ['c', 'd'])).toEqual([
      'en c: "Time registration" is not in Title Case (registration)',
      'en d: "Export To CSV" is not in Title Case (To)',
    ]);
  });
});
