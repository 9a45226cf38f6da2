import { formatDateTime, VoteSelectType } from '@xinke/shared';
import { findVotePost } from '../../modules/festival/festival.repository';
import { loadVoteBlock } from '../../modules/vote/vote.service';
import { clip } from '../html';
import { idParam } from '../match';
import { absoluteUrl } from '../render';
import { html } from '../safe-html';
import type { SeoPageDef } from '../types';
import { postPath } from './common';

export const votePath = (id: number) => `/app/vote/${id}`;

/**
 * A vote post on its own page (/app/vote/:id, docs/activities.md "Vote page"): the post's
 * title, its subjects and options, the expiry. Only a published vote post (投票帖) with a
 * vote is a page; anything else is a 404. The counts are the visitor's view of the vote
 * (loadVoteBlock with no viewer): hidden until the vote has ended, as the API hides them,
 * so early results cannot sway it.
 */
export const votePage: SeoPageDef = {
  pattern: '/app/vote/:id',
  async load({ db, siteUrl, clock }, params) {
    const id = idParam(params.id);
    const post = id === null ? undefined : await findVotePost(db, id);
    const vote = post ? await loadVoteBlock(db, post.id, null, clock()) : null;
    if (!post || !vote) return null;
    const path = votePath(post.id);
    const expires = formatDateTime(vote.expire_time);
    const state = vote.is_expired ? `投票已结束（${expires}）` : `投票截止：${expires}`;
    const description = `${state}。${vote.subjects
      .map((s) => `${s.subject}：${s.options.map((o) => o.text).join(' / ')}`)
      .join('；')}`;
    return {
      title: `${post.title} - 投票`,
      description,
      path,
      ogType: 'article',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'WebPage',
          url: absoluteUrl(siteUrl, path),
          name: post.title,
          description: clip(description, 5000),
          inLanguage: 'zh-CN',
          // The post itself (body and comments) is its own page.
          relatedLink: absoluteUrl(siteUrl, postPath(post.id)),
        },
      ],
      text: html`<article>
        <h1>${post.title}</h1>
        <p>${vote.is_expired ? '已结束' : '投票中'} · ${state}</p>
        ${vote.subjects.map(
          (s) =>
            html`<section>
              <h2>
                ${s.subject}（${VoteSelectType.label(s.select_type)}${
                  s.voter_count === null ? '' : ` · ${s.voter_count} 人参与`
                }）
              </h2>
              <ul>
                ${s.options.map(
                  (o) =>
                    html`<li>
                      ${o.text}${o.num === null ? '' : `：${o.num} 票（${o.percent ?? 0}%）`}${
                        o.description ? html`<br />${o.description}` : ''
                      }
                    </li> `,
                )}
              </ul>
            </section> `,
        )}
        ${vote.is_expired ? '' : html`<p>投票后或投票结束后可查看结果。</p>`}
        <p><a href="${postPath(post.id)}">查看帖子和评论</a></p>
      </article>`,
    };
  },
};
