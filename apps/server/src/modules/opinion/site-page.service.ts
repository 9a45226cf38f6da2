import { eq } from 'drizzle-orm';
import { SITE_PAGE_KEY, STAFF_ACTION, SitePageKey, MSG, type SitePage } from '@xinke/shared';
import type { Db } from '../../db/client';
import { sitePages } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { sanitizePostHtml } from '../../lib/sanitize-html';
import { assertAdmin } from '../admin/staff-guard';
import { recordStaffAction, type StaffActor } from '../admin/audit-log';
import { changedFields } from '../site-admin/changed-fields';

const KEYS = Object.values(SITE_PAGE_KEY);

/**
 * 关于我们 › about / contact (docs/feedback.md "Site pages"): text admins write in the console,
 * sanitized like a post body. A page never saved answers its tab name and empty content (the
 * page then shows its own short built-in text).
 */
export class SitePageService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async get(key: string): Promise<SitePage> {
    const [row] = await this.db.select().from(sitePages).where(eq(sitePages.key, key));
    if (row)
      return {
        key,
        title: row.title,
        content: row.content,
        update_time: Math.floor(row.updateTime.getTime() / 1000),
      };
    return { key, title: SitePageKey.label(key), content: '', update_time: null };
  }

  async all(staffId: number): Promise<SitePage[]> {
    await assertAdmin(this.db, staffId);
    return Promise.all(KEYS.map((key) => this.get(key)));
  }

  async update(
    actor: StaffActor,
    key: string,
    body: { title: string; content: string },
  ): Promise<SitePage> {
    await assertAdmin(this.db, actor.id);
    const content = sanitizePostHtml(body.content);
    if (content === '') throw AppError.badRequest(MSG.sitePageContentRequired);
    const before = await this.get(key);
    await this.db.transaction(async (tx) => {
      const values = { key, title: body.title, content, updateTime: new Date(this.clock()) };
      await tx
        .insert(sitePages)
        .values(values)
        .onConflictDoUpdate({ target: sitePages.key, set: values });
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.sitePageUpdate,
        target: `site_page:${key}`,
        ...changedFields(
          { title: before.title, content: before.content },
          { title: body.title, content },
        ),
      });
    });
    return this.get(key);
  }
}
