import { MSG, type HomepageUser, type Secret } from '@xinke/shared';

/**
 * The homepage tabs (SPEC §2 "default tab personal posts; also votes, collections,
 * follows, fans, dynamics"), in that order. `secret` is the privacy switch that hides the
 * tab from others (their `secret` comes with the homepage user), `hiddenReason` the
 * server's words for it; `count` the homepage user's counter shown beside the label.
 */
export interface HomepageTab {
  key: string;
  label: string;
  secret?: keyof Secret;
  hiddenReason?: string;
  count?: keyof HomepageUser;
}

export const HOMEPAGE_TABS = [
  {
    key: 'posts',
    label: '帖子',
    // item_dynamic lists every published item, so the dynamics switch covers it (social.md).
    secret: 'show_dynamic',
    hiddenReason: MSG.dynamicHidden,
    count: 'item_count',
  },
  { key: 'votes', label: '投票' },
  {
    key: 'collect',
    label: '收藏',
    secret: 'show_collect',
    hiddenReason: MSG.collectListHidden,
    count: 'collection_count',
  },
  {
    key: 'follow',
    label: '关注',
    secret: 'show_follow',
    hiddenReason: MSG.followListHidden,
    count: 'follow_count',
  },
  {
    key: 'fans',
    label: '粉丝',
    secret: 'show_fans',
    hiddenReason: MSG.fanListHidden,
    count: 'fan_count',
  },
  { key: 'dynamic', label: '动态', secret: 'show_dynamic', hiddenReason: MSG.dynamicHidden },
] as const satisfies readonly HomepageTab[];

export type HomepageTabKey = (typeof HOMEPAGE_TABS)[number]['key'];
export const DEFAULT_HOMEPAGE_TAB: HomepageTabKey = 'posts';

export function findHomepageTab(key: string | null | undefined): HomepageTab | undefined {
  return HOMEPAGE_TABS.find((tab) => tab.key === key);
}

/** True when someone else's privacy settings hide this tab from me. */
export function isTabHidden(tab: HomepageTab, secret: Secret, isMine: boolean): boolean {
  return !isMine && tab.secret !== undefined && secret[tab.secret] === 0;
}

export const PERSONAL_HOMEPAGE_PATH = '/app/new-version/personalHomepage';
export const personalHomepagePath = (tab: string = DEFAULT_HOMEPAGE_TAB) =>
  `${PERSONAL_HOMEPAGE_PATH}/${tab}`;
