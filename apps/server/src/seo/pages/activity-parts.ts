import {
  ACTIVITY_LANDINGS,
  ActivityKind,
  activityPath,
  formatDateTime,
  type ActivityCard,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import { toCard } from '../../modules/activity/activity.mapper';
import {
  enrolCounts,
  findPublished,
  stagesOf,
  type ActivityRow,
} from '../../modules/activity/activity.repository';
import { clip } from '../html';
import { absoluteUrl } from '../render';
import { html, type SafeHtml } from '../safe-html';

/*
 * The activity pages' shared parts (pages/activity.ts has the pages): where an activity
 * lives, reading a published one, its schema.org Event and the text every page starts with.
 */

/* ——— Where an activity lives: @xinke/shared's activity-paths.ts, as the web links it ——— */

/** The landing page rendered here for the activity, when its card leads to one (sitemap). */
export function landingPath(a: { id: number; kind: string; type: string }): string | null {
  const own = activityPath(a);
  return own !== null && own === ACTIVITY_LANDINGS[a.kind]?.(a.id) ? own : null;
}

/* ——— Reading one published activity ——— */

/**
 * A published activity with its card (status derived by the activity module at now); null
 * for an unknown id or a draft, which never exists for the public.
 */
export async function publishedActivity(
  db: Db,
  id: number,
  now: number,
): Promise<{ row: ActivityRow; card: ActivityCard } | null> {
  const row = await findPublished(db, id);
  if (!row) return null;
  const [stages, counts] = await Promise.all([stagesOf(db, [id]), enrolCounts(db, [id])]);
  return { row, card: toCard(row, stages.get(id) ?? [], counts.get(id) ?? 0, now) };
}

const when = (s: number) => formatDateTime(s);
export const timeRange = (a: ActivityCard) =>
  a.start_time === null
    ? '时间待定'
    : `${when(a.start_time)} ~ ${when(a.end_time ?? a.start_time)}`;
const iso = (s: number) => new Date(s * 1000).toISOString();

/** The activity as schema.org Event (online), its stages as sub-events. */
export function activityEvent(siteUrl: string, a: ActivityCard, path: string, description: string) {
  const url = absoluteUrl(siteUrl, path);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    url,
    name: a.title,
    description: clip(description, 5000),
    inLanguage: 'zh-CN',
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    location: { '@type': 'VirtualLocation', url },
    organizer: { '@type': 'Organization', name: '芯客', url: siteUrl },
    ...(a.start_time === null ? {} : { startDate: iso(a.start_time) }),
    ...(a.end_time === null ? {} : { endDate: iso(a.end_time) }),
    ...(a.cover ? { image: absoluteUrl(siteUrl, a.cover) } : {}),
    subEvent: a.stages.map((s) => ({
      '@type': 'Event',
      name: s.section_name,
      startDate: iso(s.start_time),
      endDate: iso(s.end_time),
    })),
  };
}

/** Status, time range and enrolment, then the summary: the head of every activity page. */
export function activityHeader(a: ActivityCard): SafeHtml {
  return html`<h1>${a.title}</h1>
    <p>
      ${ActivityKind.label(a.kind)} · 状态：${a.status_text} ·
      ${timeRange(a)}${a.enrol_count > 0 ? ` · ${a.enrol_count} 人报名` : ''}
    </p>
    ${a.summary ? html`<p>${a.summary}</p>` : ''}`;
}

/** 活动时间: each stage with its dates, the running one marked. */
export function stageList(a: ActivityCard, nowSeconds: number): SafeHtml {
  return html`<h2>活动时间</h2>
    ${
      a.stages.length === 0
        ? html`<p>时间待定</p>`
        : html`<ol>
            ${a.stages.map(
              (s) =>
                html`<li>
                  ${s.section_name}${
                    s.start_time <= nowSeconds && nowSeconds < s.end_time ? '（进行中）' : ''
                  }：${when(s.start_time)}
                  ~ ${when(s.end_time)}
                </li> `,
            )}
          </ol>`
    }`;
}
