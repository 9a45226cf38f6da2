import {
  ACTIVITY_KIND,
  ACTIVITY_LANDINGS,
  ACTIVITY_LIST_PATH,
  ACTIVITY_PAGE_SIZE,
  ACTIVITY_TYPE_KEY,
  ActivityKind,
  WALLPAPER_PREFIX,
  activityHref,
  activityPath,
  rulesPath,
} from '@xinke/shared';
import { ActivityService } from '../../modules/activity/activity.service';
import { rulesPrizes } from '../../modules/campaign/activity-pages.service';
import { itemTagOf } from '../../modules/campaign/campaign.repository';
import { bodyParagraphs, htmlToText } from '../html';
import { idParam, NV } from '../match';
import { html } from '../safe-html';
import type { SeoContext, SeoPage, SeoPageDef } from '../types';
import {
  activityEvent,
  activityHeader,
  publishedActivity,
  stageList,
  timeRange,
} from './activity-parts';
import { collectionPage } from './common';

/**
 * The activity list (活动): the list's first page, in its own order (ongoing, upcoming,
 * ended: ActivityService.list), each linked where its card leads.
 */
export const activityListPage: SeoPageDef = {
  pattern: 'activity',
  async load({ db, siteUrl, clock }) {
    const { data } = await new ActivityService(db, clock).list(1, ACTIVITY_PAGE_SIZE);
    return {
      title: '活动',
      description:
        data.length > 0
          ? `芯客活动：${data
              .slice(0, 5)
              .map((a) => `${a.title}（${a.status_text}）`)
              .join('；')}`
          : '芯客的活动与大赛：装机大赛、壁纸大赛、摄影大赛和节日活动',
      path: ACTIVITY_LIST_PATH,
      jsonLd: [
        collectionPage(
          siteUrl,
          { name: '活动', path: ACTIVITY_LIST_PATH },
          data.map((a) => ({ name: a.title, path: activityHref(a) })),
        ),
      ],
      text: html`<h1>活动</h1>
        ${
          data.length === 0
            ? html`<p>暂无活动</p>`
            : html`<ul>
                ${data.map(
                  (a) =>
                    html`<li>
                      <a href="${activityHref(a)}">${a.title}</a> — ${a.status_text} ·
                      ${ActivityKind.label(a.kind)} ·
                      ${timeRange(a)}${a.summary ? html`<br />${a.summary}` : ''}
                    </li> `,
                )}
              </ul>`
        }`,
    };
  },
};

/**
 * An activity's rules page (活动规则, /app/rules/:id): status, stages, how to take part (an
 * item activity's tag), prizes and the rules. A draft is a 404 here, even for staff (their
 * preview is the SPA's).
 */
export const activityRulesPage: SeoPageDef = {
  pattern: '/app/rules/:id',
  async load({ db, siteUrl, clock }, params) {
    const id = idParam(params.id);
    const found = id === null ? null : await publishedActivity(db, id, clock());
    if (!found) return null;
    const { row, card: a } = found;
    const [prizes, tag] = await Promise.all([
      rulesPrizes(db, row),
      row.type === ACTIVITY_TYPE_KEY.item ? itemTagOf(db, row.id) : Promise.resolve(null),
    ]);
    const rules = bodyParagraphs(row.rules);
    const own = activityPath(a);
    const path = rulesPath(a.id);
    const description = a.summary || htmlToText(row.rules) || a.title;
    return {
      title: `${a.title} - 活动规则`,
      description,
      path,
      image: a.cover || undefined,
      jsonLd: [activityEvent(siteUrl, a, path, description)],
      text: html`<article>
        ${activityHeader(a)}
        <p>
          <a href="${own ?? ACTIVITY_LIST_PATH}">${own ? '返回活动页' : '查看全部活动'}</a>
        </p>
        ${stageList(a, clock() / 1000)}
        ${
          tag
            ? html`<h2>参与方式</h2>
                <p>活动期间发布帖子并带上标签 #${tag.name}，即可参与本活动。</p>`
            : ''
        }
        ${
          prizes.length > 0
            ? html`<h2>活动奖品</h2>
                <ul>
                  ${prizes.map((p) => html`<li>${p.name}（共 ${p.count} 名）</li> `)}
                </ul>`
            : ''
        }
        <h2>活动规则</h2>
        ${rules.length === 0 ? html`<p>暂无活动规则</p>` : rules.map((p) => html`<p>${p}</p> `)}
      </article>`,
    };
  },
};

/**
 * An activity's landing page: title, summary, status and stages, the cover as og:image. The
 * route's kind must be the activity's (a wallpaper id under diy-computer-activity is a 404);
 * the two wallpaper prefixes answer each other's activities, as the SPA redirects between
 * them, under the canonical address of the right one.
 */
async function landing(
  { db, siteUrl, clock }: SeoContext,
  rawId: string | undefined,
  kinds: readonly string[],
): Promise<SeoPage | null> {
  const id = idParam(rawId);
  const found = id === null ? null : await publishedActivity(db, id, clock());
  const pathOf =
    found && kinds.includes(found.row.kind) ? ACTIVITY_LANDINGS[found.row.kind] : undefined;
  if (!found || !pathOf) return null;
  const { row, card: a } = found;
  const path = pathOf(a.id);
  const description = a.summary || htmlToText(row.rules) || a.title;
  return {
    title: a.title,
    description,
    path,
    image: a.cover || undefined,
    jsonLd: [activityEvent(siteUrl, a, path, description)],
    text: html`<article>
      ${activityHeader(a)} ${stageList(a, clock() / 1000)}
      <p><a href="${rulesPath(a.id)}">查看活动规则</a></p>
    </article>`,
    // The desktop-build contest has an H5 twin of its page (SPEC §2, Baidu mobile-agent).
    ...(row.kind === ACTIVITY_KIND.diyComputer
      ? { mobileUrl: `${NV}/h5/diy-computer-activity/${a.id}/index` }
      : {}),
  };
}

const WALLPAPER_KINDS = [ACTIVITY_KIND.wallpaper, ACTIVITY_KIND.wallpaperPhone];

export const activityLandingPages: readonly SeoPageDef[] = [
  {
    pattern: 'diy-computer-activity/:activityId/index',
    load: (ctx, params) => landing(ctx, params.activityId, [ACTIVITY_KIND.diyComputer]),
  },
  ...Object.values(WALLPAPER_PREFIX).map((prefix): SeoPageDef => ({
    pattern: `/app/${prefix}-index/:id`,
    load: (ctx, params) => landing(ctx, params.id, WALLPAPER_KINDS),
  })),
  {
    pattern: '/app/Festival/:id',
    load: (ctx, params) => landing(ctx, params.id, [ACTIVITY_KIND.festival]),
  },
];
