import {
  COMMENT_STATUS,
  COMMENT_TYPE,
  PROJECT_LIMITS,
  PROJECT_MEMBER_STATUS,
  PROJECT_STATUS,
} from '@xinke/shared';
import { sanitizePostHtml, summaryExcerpt } from '../../lib/sanitize-html';
import { projectTextColumns } from '../../modules/project/project-columns';
import type { Db } from '../client';
import { comments, projectBomRows, projectMembers, projects, projectWeeks } from '../schema';
import { DEMO_PROJECTS } from './project-data';

const DAY_MS = 24 * 3600 * 1000;

/**
 * The project pool's demo: published projects with their BOM, team (the owner first, as the
 * service writes it) and weekly reports, and a few comments. Rows only: the counters are
 * derived afterwards (recountCounters, docs/counters.md).
 */
export async function seedProjects(db: Db, now: number, userIds: number[]): Promise<void> {
  for (const [i, p] of DEMO_PROJECTS.entries()) {
    const ownerId = userIds[(i * 4 + 1) % userIds.length];
    if (ownerId === undefined) return;
    const at = new Date(now - p.daysAgo * DAY_MS);
    const [project] = await db
      .insert(projects)
      .values({
        ownerId,
        ...projectTextColumns({
          title: p.title,
          summary: p.summary,
          body: p.body,
          parts: p.bom.map((b) => b.part),
        }),
        status: PROJECT_STATUS.published,
        createTime: at,
        updateTime: new Date(now - Math.min(...p.weeks.map((w) => w.daysAgo), p.daysAgo) * DAY_MS),
      })
      .returning({ id: projects.id });
    if (!project) continue;
    await db.insert(projectBomRows).values(
      p.bom.map((b, sort) => ({
        projectId: project.id,
        sort,
        partName: b.part,
        quantity: b.quantity,
        unitPrice: b.unitPrice,
        supplierUrl: b.supplier,
      })),
    );
    const team = [
      { userId: ownerId, label: p.ownerLabel },
      ...p.team
        .map((m) => ({ userId: userIds[m.member % userIds.length], label: m.label }))
        .filter((m): m is { userId: number; label: number } => m.userId !== undefined)
        .filter((m) => m.userId !== ownerId),
    ];
    await db.insert(projectMembers).values(
      team.map((m) => ({
        projectId: project.id,
        userId: m.userId,
        label: m.label,
        status: PROJECT_MEMBER_STATUS.approved,
        createTime: at,
      })),
    );
    for (const w of p.weeks) {
      const weekAt = new Date(now - w.daysAgo * DAY_MS);
      const weekBody = sanitizePostHtml(w.body);
      await db.insert(projectWeeks).values({
        projectId: project.id,
        title: w.title,
        body: weekBody,
        summary: summaryExcerpt(weekBody, PROJECT_LIMITS.summaryFromBody),
        createTime: weekAt,
        updateTime: weekAt,
      });
    }
    const readers = userIds.filter((id) => id !== ownerId);
    const rows = p.comments.flatMap((content, j) => {
      const userId = readers[(i * 3 + j * 5 + 2) % readers.length];
      if (userId === undefined) return [];
      return [
        {
          type: COMMENT_TYPE.projectPool,
          typeId: project.id,
          userId,
          content,
          status: COMMENT_STATUS.visible,
          createTime: new Date(Math.min(now, at.getTime() + (j + 1) * 3600_000)),
        },
      ];
    });
    if (rows.length > 0) await db.insert(comments).values(rows);
  }
}
