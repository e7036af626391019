import type { Task } from '@vognpark/server/areas/tasks';

/**
 * The task as the person reads it: a task made from a catalogue (a service task's, issue 29)
 * carries its title in five languages (`titleNames`) and shows the one of the interface; a
 * title someone typed stays as typed (docs/service.md "Due service becomes work").
 */
export function withLocalTitle<T extends Task>(task: T, locale: string): T {
  const title = localTitle(task, locale);
  return title === task.title ? task : { ...task, title };
}

/** The title of a task (or of an item about one) in the interface's language when it has one, else as typed. */
export function localTitle(task: Pick<Task, 'title' | 'titleNames'>, locale: string): string {
  const names = task.titleNames;
  return (names && Object.hasOwn(names, locale) && names[locale as keyof typeof names]) || task.title;
}
