/**
 * A record's comment thread (a task's, an inspection's: issue 27), read and paged the same way
 * whatever the record: oldest first, keyset-paged by id, each comment with its author (null once
 * the author is deleted). The record's own module checks who may read and write.
 */
import { aliasedTable, and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import type { inspectionComments } from '../areas/inspections/schema.js';
import type { taskComments } from '../areas/tasks/schema.js';
import { users } from '../db/schema.js';
import { encodeCursor, readCursor } from '../areas/vehicles/cursor.js';
import { personRef } from '../areas/vehicles/model.js';
import type { TaskComment, TaskCommentPage } from './model.js';

/** The comment tables: the same columns, a different record. */
type CommentTable = typeof taskComments | typeof inspectionComments;

const author = aliasedTable(users, 'author');

/** The thread of one kind of record, by its table and the column naming the record. */
export function commentThread(
  table: CommentTable,
  recordColumn: typeof taskComments.taskId | typeof inspectionComments.inspectionId,
) {
  const select = (db: Db) =>
    db
      .select({
        id: table.id,
        body: table.body,
        createdAt: table.createdAt,
        authorId: author.id,
        authorName: author.contactName,
        authorSurname: author.contactSurname,
      })
      .from(table)
      .leftJoin(author, eq(author.id, table.authorUserId));
  type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];
  const toComment = (row: Row): TaskComment => ({
    id: Number(row.id),
    body: row.body,
    author: personRef(row.authorId, row.authorName, row.authorSurname),
    createdAt: row.createdAt,
  });
  return {
    /** The record's comments after `cursor`, at most `limit`. */
    async page(
      db: Db,
      options: { id: string; cursor?: string | null; limit: number },
    ): Promise<TaskCommentPage> {
      const conditions: SQL[] = [eq(recordColumn, options.id)];
      if (options.cursor) {
        const position = readCursor(options.cursor, { sort: 'comments', keys: [], id: 'serial' });
        conditions.push(sql`${table.id} > ${position.id}`);
      }
      const rows = await select(db)
        .where(and(...conditions))
        .orderBy(asc(table.id))
        .limit(options.limit + 1);
      const items = rows.slice(0, options.limit).map(toComment);
      const last = items[items.length - 1];
      return {
        items,
        nextCursor:
          rows.length > options.limit && last
            ? encodeCursor({ sort: 'comments', keys: [], id: last.id })
            : null,
      };
    },
    /** One comment as the thread shows it (after adding it). */
    async one(db: Db, id: number): Promise<TaskComment> {
      const [row] = await select(db).where(eq(table.id, id));
      return toComment(row!);
    },
  };
}
