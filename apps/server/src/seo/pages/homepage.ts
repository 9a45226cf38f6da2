import { eq } from 'drizzle-orm';
import { items, users } from '../../db/schema';
import { idParam } from '../match';
import { absoluteUrl } from '../render';
import { html } from '../safe-html';
import type { SeoPageDef } from '../types';
import { itemList, memberPath, postEntries, postList, publishedPosts } from './common';

/**
 * A member's homepage (用户主页): profile and newest published posts. A banned member's
 * page is not offered to engines (404); a member without any published post is a thin
 * page: shown, but noindex (and left out of the sitemap).
 */
export const homepagePage: SeoPageDef = {
  pattern: 'homepage/:id',
  async load({ db, siteUrl, clock }, params) {
    const id = idParam(params.id);
    if (id === null) return null;
    const [member] = await db
      .select({
        id: users.id,
        nickname: users.nickname,
        userSign: users.userSign,
        imageUrl: users.imageUrl,
        levelName: users.levelName,
        fanCount: users.fanCount,
        followCount: users.followCount,
        banUntil: users.banUntil,
      })
      .from(users)
      .where(eq(users.id, id))
      .limit(1);
    if (!member) return null;
    if (member.banUntil && member.banUntil.getTime() > clock()) return null;
    const posts = await publishedPosts(db, eq(items.userId, id), []);
    const path = memberPath(id);
    const url = absoluteUrl(siteUrl, path);
    return {
      title: `${member.nickname}的主页`,
      description: member.userSign || `${member.nickname}在芯客发布的帖子与动态`,
      path,
      ogType: 'profile',
      image: member.imageUrl || undefined,
      noindex: posts.length === 0,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'ProfilePage',
          url,
          inLanguage: 'zh-CN',
          mainEntity: {
            '@type': 'Person',
            name: member.nickname,
            url,
            ...(member.userSign ? { description: member.userSign } : {}),
            ...(member.imageUrl ? { image: absoluteUrl(siteUrl, member.imageUrl) } : {}),
            interactionStatistic: [
              {
                '@type': 'InteractionCounter',
                interactionType: 'https://schema.org/FollowAction',
                userInteractionCount: member.fanCount,
              },
            ],
          },
          hasPart: itemList(siteUrl, postEntries(posts)),
        },
      ],
      text: html`<h1>${member.nickname}</h1>
        <p>${member.userSign}</p>
        <p>${member.levelName} · ${member.fanCount} 粉丝 · ${member.followCount} 关注</p>
        <h2>${member.nickname}的帖子</h2>
        ${postList(posts)}`,
    };
  },
};
