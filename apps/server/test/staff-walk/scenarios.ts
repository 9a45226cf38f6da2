import { CODE_TYPE, MEDAL_KIND, SEEDED_MEDALS, WorkReview } from '@xinke/shared';
import {
  activities,
  activityStages,
  articleCategories,
  articles,
  coupons,
  notices,
  opinions,
  popupItems,
  resourceCategories,
  resourceFiles,
  resources,
  sensitiveWords,
} from '../../src/db/schema';
import {
  walkApplication,
  walkCategory,
  walkProduct,
  walkSupplier,
  walkWork,
} from './product-world';
import { walkInvitation, walkInviteActivity } from './invite-world';
import { LOTTERY_SCENARIOS } from './lottery-world';
import { STORE_SCENARIOS } from './store-world';
import { FESTIVAL_SCENARIOS } from './festival-world';
import { CREATOR_SCENARIOS } from './creator-world';
import { LIULANG_SCENARIOS } from './liulang-world';
import { buildBanner, buildCircle, buildFooterItem, setSetting } from '../factories';
import { walkContestVote, walkContestWork } from './contest-world';
import {
  asAdmin,
  heldComment,
  heldPost,
  manualMedalId,
  openReport,
  redeemingCode,
  uniq,
  uploadedImage,
  type StaffWorld,
} from './world';

/** The input of one walked call, as the client sends it. */
export interface StaffCall {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  /** A multipart file instead of a body (the console's resource file upload). */
  file?: { field: string; name: string; data: Buffer };
}

/**
 * How to make each staff write succeed once: `METHOD path` (the route as registered) → what
 * to set up and what to send. The walk (staff-audit-walk.test.ts) fails for a staff write
 * missing here, so a new console action cannot ship without proving its audit row.
 */
export const STAFF_WRITE_SCENARIOS: Record<string, (w: StaffWorld) => Promise<StaffCall>> = {
  'POST /web/admin/hot_keywords/hide': async () => ({ body: { keyword: '示波器' } }),
  'POST /web/admin/hot_keywords/unhide': async (w) => {
    await asAdmin(w, '/web/admin/hot_keywords/hide', { keyword: '热风枪' });
    return { body: { keyword: '热风枪' } };
  },
  'POST /web/item/review/:id': async (w) => ({
    params: { id: (await heldPost(w)).id },
    body: { action: 'publish' },
  }),
  'POST /web/moderation/comment/:id': async (w) => ({
    params: { id: (await heldComment(w)).id },
    body: { kind: 'comment', action: 'reject', reason: '广告引流' },
  }),
  'POST /web/moderation/report/:id': async (w) => ({
    params: { id: (await openReport(w)).id },
    body: { action: 'resolve' },
  }),
  'POST /web/moderation/sensitive_words': async () => ({ body: { word: '走查敏感词' } }),
  'DELETE /web/moderation/sensitive_words/:id': async (w) => {
    const [row] = await w.t.db
      .insert(sensitiveWords)
      .values({ word: `走查删除${Date.now()}` })
      .returning({ id: sensitiveWords.id });
    return { params: { id: row?.id ?? 0 } };
  },
  'POST /web/moderation/medal': async (w) => ({
    body: {
      user_id: w.member.id,
      medal_key: SEEDED_MEDALS.find((m) => m.kind === MEDAL_KIND.manual)?.key ?? '',
    },
  }),
  'POST /web/admin/prerogative/codes': async () => ({
    body: {
      type: CODE_TYPE.betaInvite,
      title: '走查发放',
      count: 2,
      expire_time: Math.floor(Date.now() / 1000) + 86_400,
    },
  }),
  'POST /web/admin/prerogative/codes/:id/review': async (w) => ({
    params: { id: (await redeemingCode(w)).id },
    body: { action: 'confirm' },
  }),

  // Review queue and moderation settings
  'POST /web/moderation/queue/decide': async (w) => ({
    body: { entries: [{ kind: 'post', id: (await heldPost(w)).id }], action: 'approve' },
  }),
  'POST /web/admin/moderation_mode': async (w) => {
    await setSetting(w.t.db, 'moderation_mode', 'pre');
    return { body: { mode: 'post' } };
  },
  'POST /web/moderation/sensitive_words/bulk': async () => ({
    body: { words: `走查批量${uniq()}\n走查批量${uniq()}` },
  }),

  // Users
  'POST /web/admin/users/:id/role': async (w) => ({
    params: { id: w.member.id },
    body: { role: 'moderator', reason: '走查任命' },
  }),
  'POST /web/admin/users/:id/mute': async (w) => ({
    params: { id: w.member.id },
    body: { until: null, reason: '走查禁言' },
  }),
  'POST /web/admin/users/:id/unmute': async (w) => {
    await asAdmin(w, `/web/admin/users/${w.member.id}/mute`, { until: null, reason: '走查' });
    return { params: { id: w.member.id }, body: { reason: '走查解除' } };
  },
  'POST /web/admin/users/:id/ban': async (w) => ({
    params: { id: w.member.id },
    body: { until: null, reason: '走查封禁' },
  }),
  'POST /web/admin/users/:id/unban': async (w) => {
    await asAdmin(w, `/web/admin/users/${w.member.id}/ban`, { until: null, reason: '走查' });
    return { params: { id: w.member.id }, body: { reason: '走查解除' } };
  },
  'POST /web/admin/users/:id/x_up': async (w) => ({
    params: { id: w.member.id },
    body: { x_up: 1, reason: '走查达人' },
  }),
  'POST /web/admin/users/:id/ele': async (w) => ({
    params: { id: w.member.id },
    body: { amount: 10, reason: '走查补偿' },
  }),
  'POST /web/admin/users/:id/revoke_sessions': async (w) => ({
    params: { id: w.member.id },
    body: { reason: '走查下线' },
  }),

  // Circles and tags
  'POST /web/admin/circles': async () => ({
    body: { name: `走查圈子${uniq()}`, image_url: '/uploads/items/icon.webp' },
  }),
  'POST /web/admin/circles/:id': async (w) => ({
    params: { id: w.circleId },
    body: { name: `改名圈子${uniq()}`, image_url: '/uploads/items/icon.webp' },
  }),
  'POST /web/admin/circles/:id/delete': async (w) => ({
    params: { id: (await buildCircle(w.t.db)).id },
  }),
  'POST /web/admin/tags': async () => {
    const n = uniq();
    return { body: { name: `标签${n}`, slug: `walk-${n}` } };
  },
  'POST /web/admin/tags/:id': async (w) => {
    const n = uniq();
    return { params: { id: w.tagId }, body: { name: `新标${n}`, slug: `renamed-${n}` } };
  },
  'POST /web/admin/tags/:id/delete': async (w) => ({ params: { id: w.tagId } }),

  // Posts
  'POST /web/admin/posts/:id/flag': async (w) => ({
    params: { id: w.post.id },
    body: { flag: 'is_top', value: 1 },
  }),
  'POST /web/admin/posts/:id/move': async (w) => ({
    params: { id: w.post.id },
    body: { circle_id: (await buildCircle(w.t.db)).id, reason: '走查移动' },
  }),
  'POST /web/admin/posts/:id/remove': async (w) => ({
    params: { id: w.post.id },
    body: { reason: '走查删除' },
  }),
  'POST /web/admin/posts/:id/restore': async (w) => {
    await asAdmin(w, `/web/admin/posts/${w.post.id}/remove`, { reason: '走查' });
    return { params: { id: w.post.id }, body: { reason: '走查恢复' } };
  },

  // Site: banners, footer, popups, notices, settings
  'POST /web/admin/banner/create': async (w) => ({
    body: { group_key: 'banner1', title: '走查轮播', image: await uploadedImage(w) },
  }),
  'POST /web/admin/banner/update/:id': async (w) => ({
    params: { id: (await buildBanner(w.t.db))?.id ?? 0 },
    body: { group_key: 'banner1', title: '改过的轮播', image: await uploadedImage(w) },
  }),
  'POST /web/admin/banner/delete/:id': async (w) => ({
    params: { id: (await buildBanner(w.t.db))?.id ?? 0 },
  }),
  'POST /web/admin/footer_item/create': async () => ({
    body: { group_key: 'contact', name: '走查页脚', value: '邮箱 walk@example.com' },
  }),
  'POST /web/admin/footer_item/update/:id': async (w) => ({
    params: { id: (await buildFooterItem(w.t.db))?.id ?? 0 },
    body: { group_key: 'contact', name: '改过的页脚' },
  }),
  'POST /web/admin/footer_item/delete/:id': async (w) => ({
    params: { id: (await buildFooterItem(w.t.db))?.id ?? 0 },
  }),
  'POST /web/admin/popup/create': async () => ({
    body: { url: `walk-${uniq()}`, name: '走查弹窗' },
  }),
  'POST /web/admin/popup/update/:id': async (w) => ({
    params: { id: await popup(w) },
    body: { url: `walk-${uniq()}`, name: '改过的弹窗' },
  }),
  'POST /web/admin/popup/delete/:id': async (w) => ({ params: { id: await popup(w) } }),
  'POST /web/admin/notice/create': async () => ({
    body: { title: '走查公告', content: '<p>走查</p>' },
  }),
  'POST /web/admin/notice/update/:id': async (w) => ({
    params: { id: await notice(w) },
    body: { title: '改过的公告', content: '<p>改过</p>', status: 1 },
  }),
  'POST /web/admin/notice/delete/:id': async (w) => ({ params: { id: await notice(w) } }),
  'POST /web/admin/site_settings': async () => ({ body: { copyright: `© 走查 ${uniq()}` } }),

  // 资源库 (docs/resources.md)
  'POST /web/admin/resource_category/create': async () => ({
    body: { name: `走查分类${uniq()}` },
  }),
  'POST /web/admin/resource_category/update/:id': async (w) => ({
    params: { id: (await resourceCategory(w)).id },
    body: { name: `改过的分类${uniq()}`, sort: 3 },
  }),
  'POST /web/admin/resource_category/delete/:id': async (w) => ({
    params: { id: (await resourceCategory(w)).id },
  }),
  'POST /web/admin/resource/create': async (w) => ({
    body: { title: '走查资源', category_id: (await resourceCategory(w)).id },
  }),
  'POST /web/admin/resource/update/:id': async (w) => {
    const r = await resource(w);
    return { params: { id: r.id }, body: { title: '改过的资源', category_id: r.categoryId } };
  },
  'POST /web/admin/resource/status/:id': async (w) => ({
    params: { id: (await resource(w, true)).id },
    body: { status: 1 },
  }),
  'POST /web/admin/resource/delete/:id': async (w) => ({ params: { id: (await resource(w)).id } }),
  'POST /web/admin/resource/:id/file': async (w) => ({
    params: { id: (await resource(w)).id },
    file: { field: 'file', name: '走查.pdf', data: Buffer.from(`%PDF-1.4\n%${uniq()}\n%%EOF\n`) },
  }),
  'POST /web/admin/resource/file/delete/:id': async (w) => ({
    params: { id: (await resource(w, true)).fileId },
  }),

  // 意见反馈 and site pages (docs/feedback.md)
  'POST /web/admin/opinion/:id/answer': async (w) => ({
    params: { id: await opinion(w) },
    body: { status: 1, answer: '走查回复：已经修复，感谢反馈' },
  }),
  'POST /web/admin/site_page/:key': async () => ({
    params: { key: 'about' },
    body: { title: '关于我们', content: `<p>走查 ${uniq()}</p>` },
  }),

  // Medals
  'POST /web/admin/medals': async (w) => ({
    body: { name: `走查勋章${uniq()}`, image: await uploadedImage(w), condition: '走查颁发' },
  }),
  'POST /web/admin/medals/:id': async (w) => ({
    params: { id: await manualMedalId(w) },
    body: { description: `走查介绍${uniq()}` },
  }),
  'POST /web/admin/medals/:id/award': async (w) => ({
    params: { id: await manualMedalId(w) },
    body: { user_id: w.member.id },
  }),
  'POST /web/admin/medals/:id/revoke': async (w) => {
    const id = await manualMedalId(w);
    await asAdmin(w, `/web/admin/medals/${id}/award`, { user_id: w.member.id });
    return { params: { id }, body: { user_id: w.member.id, reason: '走查收回' } };
  },

  // Coupons
  'POST /web/admin/coupons': async () => ({
    body: { coupon_name: '走查券', discount_fee: 500, valid_days: 30, audience: 'all' },
  }),
  'POST /web/admin/coupons/:id': async (w) => ({
    params: { id: await coupon(w) },
    body: { coupon_name: `改过的券${uniq()}` },
  }),
  'POST /web/admin/coupons/:id/issue': async (w) => ({
    params: { id: await coupon(w) },
    body: { user_ids: [w.member.id] },
  }),

  // News and official articles (docs/content.md)
  'POST /web/admin/article/create': async (w) => ({
    body: {
      section: 'news',
      category_id: await articleCategory(w),
      title: '走查资讯',
      content: '<p>走查</p>',
      action: 'publish',
    },
  }),
  'POST /web/admin/article/update/:id': async (w) => {
    const categoryId = await articleCategory(w);
    const [row] = await w.t.db
      .insert(articles)
      .values({
        section: 'news',
        categoryId,
        title: '走查资讯',
        content: '<p>走查</p>',
        authorId: w.admin.id,
      })
      .returning({ id: articles.id });
    return {
      params: { id: row?.id ?? 0 },
      body: {
        section: 'news',
        category_id: categoryId,
        title: '改过的资讯',
        content: '<p>改过</p>',
        action: 'unpublish',
      },
    };
  },
  'POST /web/admin/article_category/create': async () => ({
    body: { section: 'official', name: `走查分类${uniq()}`.slice(0, 20) },
  }),
  'POST /web/admin/article_category/update/:id': async (w) => ({
    params: { id: await articleCategory(w) },
    body: { section: 'news', name: '改过的分类' },
  }),
  'POST /web/admin/article_category/delete/:id': async (w) => ({
    params: { id: await articleCategory(w) },
  }),
  // Activities (docs/activities.md)
  'POST /web/admin/activity/create': async () => ({
    body: {
      type: 'activity',
      kind: 'general',
      title: '走查活动',
      stages: [{ code: 'submission', start_time: 1_900_000_000, end_time: 1_900_086_400 }],
    },
  }),
  'POST /web/admin/activity/update/:id': async (w) => ({
    params: { id: await walkActivity(w, 0) },
    body: { type: 'lottery', kind: 'general', title: '改过的活动', stages: [] },
  }),
  'POST /web/admin/activity/publish/:id': async (w) => ({
    params: { id: await walkActivity(w, 0) },
  }),
  'POST /web/admin/activity/unpublish/:id': async (w) => ({
    params: { id: await walkActivity(w, 1) },
  }),
  'POST /web/admin/activity/results/:id': async (w) => ({
    params: { id: await walkActivity(w, 1, true) },
  }),
  'POST /web/admin/activity/delete/:id': async (w) => ({
    params: { id: await walkActivity(w, 0) },
  }),
  // Contest console (docs/contest-console.md)
  'POST /web/admin/activity/work/review/:id': async (w) => ({
    params: { id: (await walkContestWork(w, WorkReview.values.unreviewed)).workId },
    body: { review_status: WorkReview.values.rejected, reason: '走查：图片不清晰' },
  }),
  'POST /web/admin/activity/votes/void': async (w) => {
    const { activeId, voteId } = await walkContestVote(w);
    return { body: { active_id: activeId, ids: [voteId], reason: '走查：刷票' } };
  },
  'POST /web/admin/activity/work/score/:id': async (w) => ({
    params: { id: (await walkContestWork(w)).workId },
    body: { scores: { creativity: 8, craft: 7, config: 9, looks: 6, story: 8 }, comment: '走查' },
  }),
  // Invitations (docs/invitations.md)
  'POST /web/admin/invite/settings/:id': async (w) => ({
    params: { id: await walkInviteActivity(w) },
    body: {
      inviter_register_ele: 5,
      inviter_active_ele: 20,
      invitee_ele: 10,
      daily_cap: 5,
      total_cap: 50,
    },
  }),
  'POST /web/admin/invitation/void/:id': async (w) => ({
    params: { id: await walkInvitation(w) },
    body: { reason: '走查作废' },
  }),
  'POST /web/admin/invitation/release/:id': async (w) => ({
    params: { id: await walkInvitation(w, ['same_ip']) },
    body: { reason: '走查放行：已核实' },
  }),
  // Lotteries (docs/lottery.md)
  ...LOTTERY_SCENARIOS,
  ...STORE_SCENARIOS,
  // Festival pages (docs/festival.md)
  ...FESTIVAL_SCENARIOS,
  ...CREATOR_SCENARIOS,
  ...LIULANG_SCENARIOS,
  // Activity links and the 618 campaign (docs/p618.md)
  'POST /web/admin/activity/links/:id': async (w) => ({
    params: { id: await walkActivity(w, 1) },
    body: { product_ids: [await walkProduct(w)] },
  }),
  'POST /web/admin/p618/save': async (w) => ({
    body: {
      title: '走查 618',
      start_time: Math.floor(Date.now() / 1000),
      end_time: Math.floor(Date.now() / 1000) + 86_400,
      active_ids: [await walkActivity(w, 1)],
      product_ids: [await walkProduct(w)],
    },
  }),
  // Products, works, suppliers (docs/products.md)
  'POST /web/admin/product/create': async (w) => ({
    body: {
      name: `走查产品${uniq()}`,
      cover: await uploadedImage(w),
      specs: [{ name: '主控', value: 'ESP32-S3' }],
    },
  }),
  'POST /web/admin/product/update/:id': async (w) => ({
    params: { id: await walkProduct(w) },
    body: { name: '改过的产品', cover: await uploadedImage(w), status: 1 },
  }),
  'POST /web/admin/product/delete/:id': async (w) => ({ params: { id: await walkProduct(w) } }),
  'POST /web/admin/work/create': async (w) => ({
    body: { title: '走查作品', author: '走查', images: [await uploadedImage(w)] },
  }),
  'POST /web/admin/work/update/:id': async (w) => ({
    params: { id: await walkWork(w) },
    body: { title: '改过的作品', author: '走查', images: [await uploadedImage(w)] },
  }),
  'POST /web/admin/work/delete/:id': async (w) => ({ params: { id: await walkWork(w) } }),
  'POST /web/admin/supplier_category/create': async () => ({
    body: { name: `走查${uniq()}`.slice(0, 12) },
  }),
  'POST /web/admin/supplier_category/update/:id': async (w) => ({
    params: { id: await walkCategory(w) },
    body: { name: `改${uniq()}`.slice(0, 12) },
  }),
  'POST /web/admin/supplier_category/delete/:id': async (w) => ({
    params: { id: await walkCategory(w) },
  }),
  'POST /web/admin/supplier/update/:id': async (w) => ({
    params: { id: await walkSupplier(w) },
    body: {
      name: '改过的供应商',
      description: '走查',
      category_ids: [await walkCategory(w)],
      contact_name: '走查',
      phone: '13800138000',
    },
  }),
  'POST /web/admin/supplier/delete/:id': async (w) => ({ params: { id: await walkSupplier(w) } }),
  'POST /web/admin/supplier_application/approve/:id': async (w) => ({
    params: { id: await walkApplication(w) },
  }),
  'POST /web/admin/supplier_application/reject/:id': async (w) => ({
    params: { id: await walkApplication(w) },
    body: { reason: '营业执照不清晰' },
  }),
};

/** A fresh session of the world's admin (a scenario's own set-up calls). */
export async function tokenFor(w: StaffWorld): Promise<string> {
  const { loginAs } = await import('../factories');
  return loginAs(w.t.db, w.admin);
}

async function popup(w: StaffWorld): Promise<number> {
  const [row] = await w.t.db
    .insert(popupItems)
    .values({ url: `walk-${uniq()}`, name: '走查弹窗' })
    .returning({ id: popupItems.id });
  return row?.id ?? 0;
}

async function notice(w: StaffWorld): Promise<number> {
  const [row] = await w.t.db
    .insert(notices)
    .values({ title: '走查公告', content: '<p>走查</p>' })
    .returning({ id: notices.id });
  return row?.id ?? 0;
}

async function opinion(w: StaffWorld): Promise<number> {
  const [row] = await w.t.db
    .insert(opinions)
    .values({ userId: w.member.id, type: 2, content: '走查反馈：发帖页面图片上传失败' })
    .returning({ id: opinions.id });
  return row?.id ?? 0;
}

async function coupon(w: StaffWorld): Promise<number> {
  const [row] = await w.t.db
    .insert(coupons)
    .values({ couponName: '走查券', discountFee: 500, validDays: 30 })
    .returning({ id: coupons.id });
  return row?.id ?? 0;
}

async function resourceCategory(w: StaffWorld): Promise<{ id: number }> {
  const [row] = await w.t.db
    .insert(resourceCategories)
    .values({ name: `走查分类${uniq()}` })
    .returning({ id: resourceCategories.id });
  if (!row) throw new Error('insert resource category failed');
  return row;
}

/** A draft resource, with one file when asked. */
async function resource(w: StaffWorld, withFile = false) {
  const category = await resourceCategory(w);
  const [row] = await w.t.db
    .insert(resources)
    .values({ title: '走查资源', categoryId: category.id })
    .returning({ id: resources.id });
  if (!row) throw new Error('insert resource failed');
  let fileId = 0;
  if (withFile) {
    const hash = uniq().repeat(8);
    const [file] = await w.t.db
      .insert(resourceFiles)
      .values({
        resourceId: row.id,
        name: '走查.pdf',
        type: 'pdf',
        size: 10,
        sha256: hash,
        storageKey: `resources/${hash.slice(0, 2)}/${hash}.pdf`,
      })
      .returning({ id: resourceFiles.id });
    fileId = file?.id ?? 0;
  }
  return { id: row.id, categoryId: category.id, fileId };
}

async function articleCategory(w: StaffWorld): Promise<number> {
  const [row] = await w.t.db
    .insert(articleCategories)
    .values({ section: 'news', name: '走查分类' })
    .returning({ id: articleCategories.id });
  return row?.id ?? 0;
}

/** An activity (0 draft, 1 published); `votingOver` gives it a voting stage that has closed. */
async function walkActivity(w: StaffWorld, status: number, votingOver = false): Promise<number> {
  const [row] = await w.t.db
    .insert(activities)
    .values({ type: 'activity', kind: 'general', title: '走查活动', status, createdBy: w.admin.id })
    .returning({ id: activities.id });
  const id = row?.id ?? 0;
  if (votingOver)
    await w.t.db.insert(activityStages).values({
      activeId: id,
      code: 'voting',
      startTime: new Date(Date.now() - 3 * 86_400_000),
      endTime: new Date(Date.now() - 86_400_000),
    });
  return id;
}
