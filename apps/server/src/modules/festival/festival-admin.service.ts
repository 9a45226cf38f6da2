import { and, eq, max, ne } from 'drizzle-orm';
import {
  FESTIVAL_LIMITS,
  MSG,
  STAFF_ACTION,
  type AdminFestival,
  type AdminFestivalModule,
  type FestivalFooter,
  type FestivalModuleConfig,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import { festivalFooters, festivalModules } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { sanitizePostHtml } from '../../lib/sanitize-html';
import { recordStaffAction, type StaffActor } from '../admin/audit-log';
import { assertStaffRole } from '../admin/staff-guard';
import {
  findFestival,
  findVotePost,
  footerOf,
  membersInOrder,
  modulesOf,
  publishedItemIds,
  type ModuleRow,
} from './festival.repository';
import { EMPTY_FOOTER } from './festival.service';

const toAdminModule = (m: ModuleRow): AdminFestivalModule => ({
  id: m.id,
  title: m.title,
  sort: m.sort,
  config: m.config,
});

/** What the audit keeps of a module: its kind, title and a short view of its content. */
const auditView = (m: { title: string; config: FestivalModuleConfig }) => {
  const c = m.config;
  const content = c.kind === 'text' ? { html_length: c.html.length } : { ...c, kind: undefined };
  return { kind: c.kind, title: m.title, ...content };
};

/**
 * 活动运营 › 活动 › 页面模块 (docs/festival.md): admins compose a festival page. What a
 * module names is checked against the database on every save — a published vote post,
 * published posts, existing members — and text HTML is stored sanitized. Every write is one
 * audit row in the transaction of the change.
 */
export class FestivalAdminService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  private async festival(staffId: number, id: number) {
    await assertStaffRole(this.db, staffId, 'admin');
    const row = await findFestival(this.db, id);
    if (!row) throw AppError.notFound(MSG.festivalNotFound);
    return row;
  }

  async get(staffId: number, id: number): Promise<AdminFestival> {
    const a = await this.festival(staffId, id);
    const [modules, footer] = await Promise.all([modulesOf(this.db, id), footerOf(this.db, id)]);
    return {
      activity: { id: a.id, title: a.title, publish_status: a.status },
      modules: modules.map(toAdminModule),
      footer: footer
        ? {
            organiser: footer.organiser,
            sponsors: footer.sponsors,
            links: footer.links,
            note: footer.note,
          }
        : EMPTY_FOOTER,
    };
  }

  /** The config as stored: names checked, HTML sanitized. */
  private async checked(
    activeId: number,
    config: FestivalModuleConfig,
    moduleId: number | null,
  ): Promise<FestivalModuleConfig> {
    switch (config.kind) {
      case 'text':
        return { kind: 'text', html: sanitizePostHtml(config.html) };
      case 'vote':
        if (!(await findVotePost(this.db, config.item_id)))
          throw AppError.badRequest(MSG.festivalVoteItemInvalid);
        return config;
      case 'posts':
        if ((await publishedItemIds(this.db, config.item_ids)).length !== config.item_ids.length)
          throw AppError.badRequest(MSG.festivalPostInvalid);
        return config;
      case 'members':
        if ((await membersInOrder(this.db, config.user_ids)).length !== config.user_ids.length)
          throw AppError.badRequest(MSG.festivalMemberInvalid);
        return config;
      case 'comments': {
        const [other] = await this.db
          .select({ id: festivalModules.id })
          .from(festivalModules)
          .where(
            and(
              eq(festivalModules.activeId, activeId),
              eq(festivalModules.kind, 'comments'),
              ...(moduleId === null ? [] : [ne(festivalModules.id, moduleId)]),
            ),
          )
          .limit(1);
        if (other) throw AppError.conflict(MSG.festivalCommentsModuleTwice);
        return config;
      }
      case 'banner':
        return config;
    }
  }

  async create(
    actor: StaffActor,
    body: { active_id: number; title: string; config: FestivalModuleConfig },
  ) {
    await this.festival(actor.id, body.active_id);
    const existing = await modulesOf(this.db, body.active_id);
    if (existing.length >= FESTIVAL_LIMITS.modules)
      throw AppError.conflict(MSG.festivalModulesTooMany);
    const config = await this.checked(body.active_id, body.config, null);
    return this.db.transaction(async (tx) => {
      const [top] = await tx
        .select({ n: max(festivalModules.sort) })
        .from(festivalModules)
        .where(eq(festivalModules.activeId, body.active_id));
      const [row] = await tx
        .insert(festivalModules)
        .values({
          activeId: body.active_id,
          kind: config.kind,
          title: body.title,
          sort: (top?.n ?? 0) + 1,
          config,
        })
        .returning();
      if (!row) throw new Error('festival module insert returned nothing');
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.festivalModuleCreate,
        target: `festival_module:${row.id}`,
        after: auditView(row),
        details: { active_id: body.active_id },
      });
      return toAdminModule(row);
    });
  }

  private async module(staffId: number, id: number) {
    await assertStaffRole(this.db, staffId, 'admin');
    const [row] = await this.db
      .select()
      .from(festivalModules)
      .where(eq(festivalModules.id, id))
      .limit(1);
    if (!row) throw AppError.notFound(MSG.festivalModuleNotFound);
    return row;
  }

  async update(
    actor: StaffActor,
    id: number,
    body: { title: string; config: FestivalModuleConfig },
  ) {
    const before = await this.module(actor.id, id);
    const config = await this.checked(before.activeId, body.config, id);
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(festivalModules)
        .set({ kind: config.kind, title: body.title, config, updateTime: new Date(this.clock()) })
        .where(eq(festivalModules.id, id))
        .returning();
      if (!row) throw AppError.notFound(MSG.festivalModuleNotFound);
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.festivalModuleUpdate,
        target: `festival_module:${id}`,
        before: auditView(before),
        after: auditView(row),
        details: { active_id: row.activeId },
      });
      return toAdminModule(row);
    });
  }

  async remove(actor: StaffActor, id: number): Promise<null> {
    const before = await this.module(actor.id, id);
    await this.db.transaction(async (tx) => {
      await tx.delete(festivalModules).where(eq(festivalModules.id, id));
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.festivalModuleDelete,
        target: `festival_module:${id}`,
        before: auditView(before),
        details: { active_id: before.activeId },
      });
    });
    return null;
  }

  /** The new order of all the festival's modules (each once), as one change. */
  async sort(actor: StaffActor, body: { active_id: number; ids: number[] }) {
    await this.festival(actor.id, body.active_id);
    return this.db.transaction(async (tx) => {
      const current = await modulesOf(tx, body.active_id);
      const known = new Set(current.map((m) => m.id));
      const unique = new Set(body.ids);
      if (
        unique.size !== body.ids.length ||
        body.ids.length !== current.length ||
        !body.ids.every((id) => known.has(id))
      )
        throw AppError.badRequest(MSG.festivalSortInvalid);
      for (const [i, id] of body.ids.entries())
        await tx
          .update(festivalModules)
          .set({ sort: i + 1 })
          .where(eq(festivalModules.id, id));
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.festivalModuleSort,
        target: `activity:${body.active_id}`,
        before: { ids: current.map((m) => m.id) },
        after: { ids: body.ids },
      });
      return (await modulesOf(tx, body.active_id)).map(toAdminModule);
    });
  }

  async saveFooter(
    actor: StaffActor,
    body: FestivalFooter & { active_id: number },
  ): Promise<FestivalFooter> {
    await this.festival(actor.id, body.active_id);
    const { active_id: activeId, ...footer } = body;
    return this.db.transaction(async (tx) => {
      const before = await footerOf(tx, activeId);
      await tx
        .insert(festivalFooters)
        .values({ activeId, ...footer })
        .onConflictDoUpdate({
          target: festivalFooters.activeId,
          set: { ...footer, updateTime: new Date(this.clock()) },
        });
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.festivalFooter,
        target: `activity:${activeId}`,
        before: before
          ? {
              organiser: before.organiser,
              sponsors: before.sponsors,
              links: before.links,
              note: before.note,
            }
          : null,
        after: footer,
      });
      return footer;
    });
  }
}
