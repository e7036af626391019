/**
 * A task's title in five languages, from the area that made it (an area's `taskTitleNames`), or
 * null for a title someone typed. Read with the task, so titles follow the reader's language.
 */
import { sql, type SQL } from 'drizzle-orm';
import { areas } from '../index.js';
import type { tasks } from './schema.js';
import type { Task } from './model.js';

export function taskTitleNames(task: typeof tasks): SQL<Task['titleNames']> {
  const names = areas.flatMap((area) => (area.taskTitleNames ? [area.taskTitleNames(task)] : []));
  return names.length === 0
    ? sql<Task['titleNames']>`NULL::jsonb`
    : sql<Task['titleNames']>`COALESCE(${sql.join(names, sql`, `)})`;
}
