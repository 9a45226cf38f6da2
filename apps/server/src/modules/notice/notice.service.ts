import { and, count, desc, eq, lte, sql } from 'drizzle-orm';
import { NOTICE_PAGE_SIZE, NOTICE_STATUS, type Notice, type NoticeFlag } from '@xinke/shared';
import type { Db } from '../../db/client';
import { noticeReads, notices } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { paginate } from '../forum/forum.service';

/** Published, and its publish time has come (a later one is a scheduled notice). */
const visibleAt = (now: number) =>
  and(eq(notices.status, NOTICE_STATUS.published), lte(notices.publishTime, new Date(now)));

/**
 * The public side of notices (公告, docs/admin-site.md): the list, and the header's 新
 * marker, which is on while a visible notice is newer than the newest one the member saw
 * (by publish time, then id: a notice published later sorts later, whatever its id).
 */
export class NoticeService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async list(page: number) {
    const where = visibleAt(this.clock());
    const rows = await this.db
      .select()
      .from(notices)
      .where(where)
      .orderBy(desc(notices.isTop), desc(notices.publishTime), desc(notices.id))
      .limit(NOTICE_PAGE_SIZE)
      .offset((page - 1) * NOTICE_PAGE_SIZE);
    const [total] = await this.db.select({ n: count() }).from(notices).where(where);
    const data: Notice[] = rows.map((r) => ({
      id: r.id,
      title: r.title,
      content: r.content,
      is_top: r.isTop,
      publish_time: Math.floor((r.publishTime?.getTime() ?? 0) / 1000),
    }));
    return { data, paginate: paginate(total?.n ?? 0, page, NOTICE_PAGE_SIZE) };
  }

  private async latest() {
    const [row] = await this.db
      .select({ id: notices.id, publishTime: notices.publishTime })
      .from(notices)
      .where(visibleAt(this.clock()))
      .orderBy(desc(notices.publishTime), desc(notices.id))
      .limit(1);
    return row?.publishTime ? { id: row.id, publishTime: row.publishTime } : null;
  }

  /** /xgo/v1/web/notice/flag. A visitor's browser compares latest_id with what it saw. */
  async flag(userId: number | null): Promise<NoticeFlag> {
    const latest = await this.latest();
    if (!latest) return { flag: 0, latest_id: 0 };
    if (userId === null) return { flag: 1, latest_id: latest.id };
    const [seen] = await this.db
      .select({ id: noticeReads.noticeId, publishTime: noticeReads.publishTime })
      .from(noticeReads)
      .where(eq(noticeReads.userId, userId));
    const unseen =
      !seen ||
      latest.publishTime.getTime() > seen.publishTime.getTime() ||
      (latest.publishTime.getTime() === seen.publishTime.getTime() && latest.id > seen.id);
    return { flag: unseen ? 1 : 0, latest_id: latest.id };
  }

  /** Opening the notice list: everything visible now counts as seen. */
  async markSeen(userId: number): Promise<NoticeFlag> {
    const latest = await this.latest();
    if (!latest) return { flag: 0, latest_id: 0 };
    await this.db
      .insert(noticeReads)
      .values({ userId, noticeId: latest.id, publishTime: latest.publishTime })
      .onConflictDoUpdate({
        target: noticeReads.userId,
        set: { noticeId: sql`excluded.notice_id`, publishTime: sql`excluded.publish_time` },
      });
    return { flag: 0, latest_id: latest.id };
  }
}
