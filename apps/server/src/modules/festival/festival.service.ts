import {
  ACTIVITY_PUBLISH,
  MSG,
  type FestivalFooter,
  type FestivalModule,
  type FestivalPage,
  type VoteBlock,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { findCardsInOrder, tagsOfItems, toItemCard } from '../forum/item-card';
import { followFlags } from '../social/follow-flag';
import { setFollow } from '../social/follow.service';
import { castVote, loadVoteBlock, type GiftVoteBody } from '../vote/vote.service';
import {
  featuredMemberIds,
  festivalVoteItemIds,
  findFestival,
  findVotePost,
  footerOf,
  isStaff,
  membersInOrder,
  modulesOf,
  publishedItemIds,
  wallCount,
  type FestivalRow,
  type ModuleRow,
} from './festival.repository';

export const EMPTY_FOOTER: FestivalFooter = { organiser: '', sponsors: [], links: [], note: '' };

/**
 * The festival page (docs/festival.md): its modules resolved for the viewer, the footer,
 * the viewer's follow and 精选 buttons, and the two writes that delegate to the site's own
 * services (follow → social, gift_vote → the vote post's vote). A draft is 404 for anyone
 * but staff, who preview it; another kind of activity is 404 too.
 */
export class FestivalService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** The festival as `viewerId` may see it. */
  async visible(id: number, viewerId: number): Promise<FestivalRow> {
    const row = await findFestival(this.db, id);
    if (!row) throw AppError.notFound(MSG.festivalNotFound);
    if (row.status !== ACTIVITY_PUBLISH.published && !(await isStaff(this.db, viewerId)))
      throw AppError.notFound(MSG.festivalNotFound);
    return row;
  }

  async page(id: number, viewerId: number): Promise<FestivalPage> {
    const a = await this.visible(id, viewerId);
    const rows = await modulesOf(this.db, id);
    const modules = await Promise.all(rows.map((m) => this.resolve(m, viewerId)));
    return {
      activity: {
        id: a.id,
        title: a.title,
        cover: a.cover,
        summary: a.summary,
        is_draft: a.status !== ACTIVITY_PUBLISH.published,
      },
      modules,
    };
  }

  /** One module as the page shows it; what was deleted since staff picked it is left out. */
  private async resolve(m: ModuleRow, viewerId: number): Promise<FestivalModule> {
    const base = { id: m.id, title: m.title };
    const c = m.config;
    switch (c.kind) {
      case 'banner':
        return { ...base, kind: 'banner', images: c.images.map((i) => ({ ...i, link: i.link })) };
      case 'text':
        return { ...base, kind: 'text', html: c.html };
      case 'vote': {
        const item = await findVotePost(this.db, c.item_id);
        const vote: VoteBlock | null = item
          ? await loadVoteBlock(this.db, item.id, viewerId || null, this.clock())
          : null;
        return { ...base, kind: 'vote', item: item ?? null, vote };
      }
      case 'posts': {
        const ids = await publishedItemIds(this.db, c.item_ids);
        const [cards, tagsOf] = await Promise.all([
          findCardsInOrder(this.db, ids),
          tagsOfItems(this.db, ids),
        ]);
        return { ...base, kind: 'posts', items: cards.map((r) => toItemCard(r, tagsOf(r.id))) };
      }
      case 'members': {
        const people = await membersInOrder(this.db, c.user_ids);
        return {
          ...base,
          kind: 'members',
          users: people.map((u) => ({
            id: u.id,
            nickname: u.nickname,
            image_url: u.imageUrl,
            level_name: u.levelName,
            x_up: u.xUp,
            signature: u.userSign,
            fan_count: u.fanCount,
          })),
        };
      }
      case 'comments':
        return { ...base, kind: 'comments', comment_count: await wallCount(this.db, m.activeId) };
    }
  }

  async footer(id: number, viewerId: number): Promise<FestivalFooter> {
    await this.visible(id, viewerId);
    const row = await footerOf(this.db, id);
    if (!row) return EMPTY_FOOTER;
    return { organiser: row.organiser, sponsors: row.sponsors, links: row.links, note: row.note };
  }

  /** SPEC §4 follow status of each featured member for the viewer (visitors: all 0). */
  async followButtons(id: number, viewerId: number) {
    await this.visible(id, viewerId);
    const ids = await featuredMemberIds(this.db, id);
    const flagOf = await followFlags(this.db, viewerId || null, ids);
    return ids.map((userId) => ({ user_id: userId, follow_flag: flagOf(userId) }));
  }

  /** Whether the viewer may mark 精选: staff only. */
  async fineButton(id: number, viewerId: number) {
    await this.visible(id, viewerId);
    return { show: await isStaff(this.db, viewerId) };
  }

  /** common/follow: the site's follow, same rules and counters (social/follow.service). */
  follow(userId: number, followId: number, action: number) {
    return setFollow(this.db, userId, followId, action);
  }

  /**
   * common/gift_vote: a ballot on this page's vote post, cast by the vote post's own
   * service (one vote per subject per member, the deadline, the counts).
   */
  async vote(userId: number, body: GiftVoteBody & { active_id: number }): Promise<VoteBlock> {
    await this.visible(body.active_id, userId);
    const here = await festivalVoteItemIds(this.db, body.active_id);
    if (!here.includes(body.item_id)) throw AppError.notFound(MSG.festivalVoteNotHere);
    const { active_id: _activeId, ...ballot } = body;
    return castVote(this.db, this.clock, userId, ballot);
  }
}
