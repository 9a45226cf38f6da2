import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import { PROJECT_MEMBER_STATUS, PROJECT_STATUS } from '@xinke/shared';
import type { Db } from '../../db/client';
import { projectMembers, projects, users } from '../../db/schema';
import { cardColumns } from './project.repository';

const person = { id: users.id, nickname: users.nickname, imageUrl: users.imageUrl };

/** Members and requests of a project, oldest first (the owner's row comes first). */
export async function membersOf(db: Db, projectId: number, status: number) {
  return db
    .select({ member: projectMembers, user: person })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.status, status)))
    .orderBy(asc(projectMembers.id));
}

export async function findMembership(db: Db, projectId: number, userId: number) {
  const [row] = await db
    .select()
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)))
    .limit(1);
  return row;
}

export async function approvedCount(db: Db, projectId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(projectMembers)
    .where(
      and(
        eq(projectMembers.projectId, projectId),
        eq(projectMembers.status, PROJECT_MEMBER_STATUS.approved),
      ),
    );
  return row?.n ?? 0;
}

/** A request (or the owner's own row), or a rejected one asked again: one row per person. */
export async function upsertMembership(db: Db, values: typeof projectMembers.$inferInsert) {
  await db
    .insert(projectMembers)
    .values(values)
    .onConflictDoUpdate({
      target: [projectMembers.projectId, projectMembers.userId],
      set: {
        label: values.label,
        status: values.status,
        note: values.note ?? '',
        createTime: values.createTime,
      },
    });
}

/** A request with its project's owner, locked for the decision. */
export async function lockRequest(tx: Db, id: number) {
  const [row] = await tx
    .select({ member: projectMembers, ownerId: projects.ownerId })
    .from(projectMembers)
    .innerJoin(projects, eq(projects.id, projectMembers.projectId))
    .where(eq(projectMembers.id, id))
    .for('update', { of: projectMembers })
    .limit(1);
  return row;
}

export async function setMemberStatus(tx: Db, id: number, status: number) {
  await tx.update(projectMembers).set({ status }).where(eq(projectMembers.id, id));
}

/**
 * A page of the teams `userId` is on or asked to join (user center 参与的项目): approved and
 * pending rows of someone else's published project, the newest request first. A project
 * its owner turned back into a draft drops out (a draft is its owner's alone); the range is
 * one member's rows of project_members_user_idx.
 */
export async function listJoined(db: Db, userId: number, page: number, pageSize: number) {
  const where = and(
    eq(projectMembers.userId, userId),
    inArray(projectMembers.status, [PROJECT_MEMBER_STATUS.pending, PROJECT_MEMBER_STATUS.approved]),
    ne(projects.ownerId, userId),
    eq(projects.status, PROJECT_STATUS.published),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...cardColumns, member: projectMembers })
      .from(projectMembers)
      .innerJoin(projects, eq(projects.id, projectMembers.projectId))
      .innerJoin(users, eq(users.id, projects.ownerId))
      .where(where)
      .orderBy(desc(projectMembers.createTime), desc(projectMembers.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: count() })
      .from(projectMembers)
      .innerJoin(projects, eq(projects.id, projectMembers.projectId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
