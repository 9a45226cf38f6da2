import { and, asc, count, eq } from 'drizzle-orm';
import { PROJECT_MEMBER_STATUS } from '@xinke/shared';
import type { Db } from '../../db/client';
import { projectMembers, projects, users } from '../../db/schema';

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
