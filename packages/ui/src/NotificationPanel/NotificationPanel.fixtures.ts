/** Sample notifications in each language for the NotificationPanel and Sidebar stories (host data, not kit strings). */
import type { Locale } from '../i18n/locales';
import type { NotificationItem } from './NotificationPanel';

/** A fixed "now", so relative times are the same on every run (and in every screenshot). */
export const sampleNow = new Date('2026-11-20T12:00:00Z');
export const minutesAgo = (minutes: number) => new Date(sampleNow.getTime() - minutes * 60_000);

/** Title and optional body of each sample notification, per language. */
export const sampleText: Record<Locale, [string, string?][]> = {
  en: [
    ['Inspection due: AB 12 345', 'The periodic inspection is due within 14 days.'],
    ['Task assigned to you', 'Replace the wiper blades on CD 98 765.'],
    ['Service completed'],
    ['A document expires soon'],
  ],
  da: [
    ['Syn forfalder: AB 12 345', 'Det periodiske syn skal foretages inden for 14 dage.'],
    ['Opgave tildelt dig', 'Udskift viskerbladene på CD 98 765.'],
    ['Service udført'],
    ['Et dokument udløber snart'],
  ],
  uk: [
    ['Термін техогляду: AB 12 345', 'Періодичний техогляд потрібно пройти протягом 14 днів.'],
    ['Вам призначено завдання', 'Замініть щітки склоочисника на CD 98 765.'],
    ['Обслуговування завершено'],
    ['Термін дії документа скоро спливає'],
  ],
  de: [
    ['Hauptuntersuchung fällig: AB 12 345', 'Die regelmäßige Prüfung ist innerhalb von 14 Tagen fällig.'],
    ['Ihnen wurde eine Aufgabe zugewiesen', 'Die Wischerblätter an CD 98 765 ersetzen.'],
    ['Service abgeschlossen'],
    ['Ein Dokument läuft bald ab'],
  ],
  fr: [
    ['Contrôle technique à prévoir : AB 12 345', 'Le contrôle périodique doit être effectué sous 14 jours.'],
    ['Une tâche vous a été attribuée', 'Remplacer les balais d’essuie-glace de CD 98 765.'],
    ['Entretien terminé'],
    ['Un document expire bientôt'],
  ],
};
/** How long ago each sample notification came, in minutes. */
export const sampleTimes = [5, 180, 60 * 24, 60 * 24 * 10];
const sampleRead = [false, false, true, true];

/** The sample notifications of a language: two unread, two read. */
export function sampleItems(locale: Locale): NotificationItem[] {
  return sampleText[locale].map(([title, body], index) => ({
    id: `n${index}`,
    title,
    body,
    time: minutesAgo(sampleTimes[index]!),
    read: sampleRead[index]!,
  }));
}
