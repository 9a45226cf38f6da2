import { and, asc, count, desc, eq, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import { COMMENT_TYPE, PROJECT_MEMBER_STATUS, PROJECT_STATUS } from '@xinke/shared';
import type { Db } from '../../db/client';
import { comments, projectBomRows, projectFiles, projects, thumbs, users } from '../../db/schema';
import type { CounterDelta } from '../comment/targets/content-target';

const owner = { id: users.id, nickname: users.nickname, imageUrl: users.imageUrl };

/** Σ quantity × unit price of a project's BOM, in fen. */
const bomTotal = sql<number>`coalesce((select sum(b.quantity::bigint * b.unit_price)
  from project_bom_rows b where b.project_id = ${projects.id}), 0)::int`;
const memberCount = sql<number>`(select count(*) from project_members m
  where m.project_id = ${projects.id} and m.status = ${PROJECT_MEMBER_STATUS.approved})::int`;
const weekCount = sql<number>`(select count(*) from project_weeks w
  where w.project_id = ${projects.id})::int`;

/** What a project card reads: the row, its owner and its figures (team.repository reuses it). */
export const cardColumns = { project: projects, owner, bomTotal, memberCount, weekCount };

function cards(db: Db) {
  return db.select(cardColumns).from(projects).innerJoin(users, eq(users.id, projects.ownerId));
}
export type ProjectCardRow = Awaited<ReturnType<typeof findProjectCard>> & object;

export async function findProjectCard(db: Db, id: number) {
  const [row] = await cards(db).where(eq(projects.id, id)).limit(1);
  return row;
}

/** A page of published projects, most recently updated first (projects_status_idx). */
export async function listPublished(db: Db, page: number, pageSize: number) {
  const where = eq(projects.status, PROJECT_STATUS.published);
  const [rows, [total]] = await Promise.all([
    cards(db)
      .where(where)
      .orderBy(desc(projects.updateTime), desc(projects.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(projects).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** When a project last moved: its creation or its newest weekly report. */
const lastActivity = sql`greatest(${projects.createTime}, coalesce((select max(w.create_time)
  from project_weeks w where w.project_id = ${projects.id}), ${projects.createTime}))`;

/**
 * 本周项目 (home): published projects started or reported on (a new weekly report) since
 * `from`, the latest activity first.
 */
export async function listActiveSince(db: Db, from: Date, limit: number) {
  return cards(db)
    .where(
      and(
        eq(projects.status, PROJECT_STATUS.published),
        or(
          gte(projects.createTime, from),
          sql`exists (select 1 from project_weeks w
            where w.project_id = ${projects.id} and w.create_time >= ${from})`,
        ),
      ),
    )
    .orderBy(desc(lastActivity), desc(projects.id))
    .limit(limit);
}

/** A page of one owner's projects, drafts included, newest first. */
export async function listByOwner(db: Db, ownerId: number, page: number, pageSize: number) {
  const where = eq(projects.ownerId, ownerId);
  const [rows, [total]] = await Promise.all([
    cards(db)
      .where(where)
      .orderBy(desc(projects.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(projects).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The project row alone. */
export async function findProjectRow(db: Db, id: number) {
  const [row] = await db.select().from(projects).where(eq(projects.id, id)).limit(1);
  return row;
}

/** The project row alone, locked for the caller's transaction. */
export async function lockProject(tx: Db, id: number) {
  const [row] = await tx.select().from(projects).where(eq(projects.id, id)).for('update').limit(1);
  return row;
}

export type ProjectColumns = Omit<
  typeof projects.$inferInsert,
  'id' | 'thumbCount' | 'commentCount' | 'collectCount' | 'searchVector'
> & { searchVector?: SQL };

export async function insertProject(db: Db, values: ProjectColumns): Promise<number> {
  const [row] = await db.insert(projects).values(values).returning({ id: projects.id });
  if (!row) throw new Error('insert project failed');
  return row.id;
}

export async function updateProject(db: Db, id: number, values: Partial<ProjectColumns>) {
  await db.update(projects).set(values).where(eq(projects.id, id));
}

export interface BomValues {
  partName: string;
  quantity: number;
  unitPrice: number;
  supplierUrl: string;
}

/** The BOM is replaced whole: the owner's editor sends every row, in order. */
export async function replaceBom(tx: Db, projectId: number, rows: BomValues[]) {
  await tx.delete(projectBomRows).where(eq(projectBomRows.projectId, projectId));
  if (rows.length)
    await tx.insert(projectBomRows).values(rows.map((r, sort) => ({ ...r, projectId, sort })));
}

export async function bomOf(db: Db, projectId: number) {
  return db
    .select()
    .from(projectBomRows)
    .where(eq(projectBomRows.projectId, projectId))
    .orderBy(asc(projectBomRows.sort), asc(projectBomRows.id));
}

/** Files the owner may attach: their own, loose or already on this project. */
export async function attachableFiles(tx: Db, ownerId: number, projectId: number, ids: number[]) {
  if (!ids.length) return [];
  return tx
    .select({ id: projectFiles.id, projectId: projectFiles.projectId })
    .from(projectFiles)
    .where(and(eq(projectFiles.ownerId, ownerId), inArray(projectFiles.id, ids)))
    .then((rows) => rows.filter((r) => r.projectId === null || r.projectId === projectId));
}

/** The project's file list becomes exactly `files` (others it had are let go). */
export async function replaceFiles(
  tx: Db,
  projectId: number,
  files: { id: number; kind: number }[],
) {
  await tx
    .update(projectFiles)
    .set({ projectId: null })
    .where(eq(projectFiles.projectId, projectId));
  for (const [sort, f] of files.entries())
    await tx
      .update(projectFiles)
      .set({ projectId, kind: f.kind, sort })
      .where(eq(projectFiles.id, f.id));
}

export async function filesOf(db: Db, projectId: number) {
  return db
    .select()
    .from(projectFiles)
    .where(eq(projectFiles.projectId, projectId))
    .orderBy(asc(projectFiles.sort), asc(projectFiles.id));
}

export async function insertFile(db: Db, values: typeof projectFiles.$inferInsert) {
  const [row] = await db.insert(projectFiles).values(values).returning();
  if (!row) throw new Error('insert project file failed');
  return row;
}

/** A file with the status and owner of its project (null when not attached). */
export async function findFile(db: Db, id: number) {
  const [row] = await db
    .select({ file: projectFiles, status: projects.status, projectOwner: projects.ownerId })
    .from(projectFiles)
    .leftJoin(projects, eq(projects.id, projectFiles.projectId))
    .where(eq(projectFiles.id, id))
    .limit(1);
  return row;
}

export async function deleteProjectRow(tx: Db, id: number) {
  await tx.delete(thumbs).where(
    sql`(${thumbs.type} = ${COMMENT_TYPE.projectPool} and ${thumbs.typeId} = ${id}) or
        (${thumbs.type} = ${COMMENT_TYPE.projectPoolWeekly} and ${thumbs.typeId} in
          (select w.id from project_weeks w where w.project_id = ${id}))`,
  );
  await tx.delete(projects).where(eq(projects.id, id));
}

/** Every comment row on the project and its weekly reports, held ones included. */
export async function projectCommentRows(db: Db, id: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(comments)
    .where(
      sql`(${comments.type} = ${COMMENT_TYPE.projectPool} and ${comments.typeId} = ${id}) or
        (${comments.type} = ${COMMENT_TYPE.projectPoolWeekly} and ${comments.typeId} in
          (select w.id from project_weeks w where w.project_id = ${id}))`,
    );
  return row?.n ?? 0;
}

export async function hasThumbed(db: Db, userId: number, type: number, id: number) {
  const [row] = await db
    .select({ n: count() })
    .from(thumbs)
    .where(and(eq(thumbs.userId, userId), eq(thumbs.type, type), eq(thumbs.typeId, id)));
  return (row?.n ?? 0) > 0;
}

const counterColumns = {
  thumbCount: projects.thumbCount,
  commentCount: projects.commentCount,
  collectCount: projects.collectCount,
};
const noCounts = { thumbCount: 0, commentCount: 0, collectCount: 0 };

/** The registry's `bump` (docs/counters.md): moves the counters in the caller's transaction. */
export async function bumpProjectCounters(tx: Db, id: number, delta: CounterDelta) {
  const [row] = await tx
    .update(projects)
    .set({
      thumbCount: sql`${projects.thumbCount} + ${delta.thumb ?? 0}::int`,
      commentCount: sql`${projects.commentCount} + ${delta.comment ?? 0}::int`,
    })
    .where(eq(projects.id, id))
    .returning(counterColumns);
  return row ?? noCounts;
}

export async function projectCounts(db: Db, id: number) {
  const [row] = await db.select(counterColumns).from(projects).where(eq(projects.id, id)).limit(1);
  return row ?? noCounts;
}
