import type { MessageCounts } from '@xinke/shared';

/** Main navigation of the new-version header (SPEC §2), shared by desktop and drawer. */
export const NAV_ITEMS = [
  { to: '/app/new-version/home', label: '首页', match: '/app/new-version/home' },
  {
    to: '/app/new-version/featured?tag=recommend',
    label: '精选',
    match: '/app/new-version/featured',
  },
  { to: '/app/new-version/topic', label: '话题', match: '/app/new-version/topic' },
  { to: '/app/new-version/project', label: '项目', match: '/app/new-version/project' },
  { to: '/app/new-version/research', label: '研究室', match: '/app/new-version/research' },
  {
    to: '/app/new-version/daily-information',
    label: '资讯',
    match: '/app/new-version/daily-information',
  },
] as const;

/** Creation-centre dropdown: create project / publish post / start a vote. */
export const CREATE_ITEMS = [
  { key: 'project', label: '创建项目', to: '/app/new-version/projectAdd' },
  { key: 'post', label: '发布帖子', to: '/app/new-version/publish/post' },
  { key: 'vote', label: '发起投票', to: '/app/new-version/publish/vote' },
] as const;

/**
 * Message dropdown: comments and replies, achievements, system messages, each with the
 * SPEC §3 counter its badge shows.
 */
export const MESSAGE_ITEMS = [
  { label: '评论和回复', to: '/app/new-version/message/commentAndReply', count: 'comment' },
  { label: '成就', to: '/app/new-version/user-center/medal', count: 'achieve' },
  { label: '系统消息', to: '/app/new-version/message/system', count: 'system' },
] as const satisfies ReadonlyArray<{ label: string; to: string; count: keyof MessageCounts }>;

export const NOTICE_PATH = '/app/new-version/notice';
/** more/announcement lists the same notices: opening it clears the 新 marker too. */
export const ANNOUNCEMENT_PATH = '/app/new-version/more/announcement';
export const SEARCH_PATH = '/app/new-version/search';
