import { describe, expect, it } from 'vitest';
import { ITEM_STATUS, ITEM_TYPE, type ItemEdit, type UserInfo } from '@xinke/shared';
import {
  previewAuthor,
  previewHeading,
  previewRefusal,
  previewStatus,
  previewVoteBlock,
  UNTITLED,
} from './preview-model';

const NOW = Date.UTC(2026, 0, 10);
const sec = (ms: number) => Math.floor(ms / 1000);

function item(overrides: Partial<ItemEdit> = {}): ItemEdit {
  return {
    id: 9,
    title: '我的新显卡终于到了',
    body: '<p>正文</p>',
    item_type: ITEM_TYPE.general,
    item_status: ITEM_STATUS.draft,
    item_image: '',
    item_video_src: '',
    allow_comment: 1,
    reject_reason: '',
    circle_id: 3,
    circle: { id: 3, name: '显卡' },
    tag: [1],
    tags: [{ id: 1, name: '装机', slug: 'build' }],
    expire_time: null,
    voteArr: [],
    create_time: sec(NOW) - 60,
    update_time: sec(NOW),
    ...overrides,
  };
}

describe('the author preview of an item (/preview/:id)', () => {
  it('heads the page like the detail does, with no view count and a stand-in for no title', () => {
    const heading = previewHeading(item());
    expect(heading).toMatchObject({
      title: '我的新显卡终于到了',
      circle: { id: 3, name: '显卡' },
      tags: [{ id: 1, name: '装机', slug: 'build' }],
    });
    expect(heading.visit_count).toBeUndefined();
    expect(previewHeading(item({ title: '   ' })).title).toBe(UNTITLED);
  });

  it('shows me as the author, without a follow button (follow_flag -1)', () => {
    const me = {
      id: 5,
      nickname: '芯客_abc',
      image_url: '/uploads/a.webp',
      user_sign: '签名',
      level_name: 'Lv1 初来乍到',
      x_up: 0,
      follow_count: 1,
      fan_count: 2,
      item_count: 3,
      praise_count: 4,
    } as UserInfo;
    expect(previewAuthor(me)).toEqual({
      id: 5,
      nickname: '芯客_abc',
      image_url: '/uploads/a.webp',
      user_sign: '签名',
      level_name: 'Lv1 初来乍到',
      x_up: 0,
      follow_flag: -1,
      follow_count: 1,
      fan_count: 2,
      item_count: 3,
      praise_count: 4,
    });
  });

  it('has no vote block for a post; a vote shows its choices unanswered, blanks filled in', () => {
    expect(previewVoteBlock(item(), NOW)).toBeNull();
    const vote = item({
      item_type: ITEM_TYPE.vote,
      voteArr: [
        {
          id: 1,
          subject: '',
          select_type: 2,
          options: [
            { id: 11, text: 'AMD', image: '', description: '', num: 4 },
            { id: 12, text: '', image: '', description: '', num: 0 },
            { id: 13, text: '', image: '/uploads/x.webp', description: '', num: 0 },
          ],
        },
      ],
    });
    const block = previewVoteBlock(vote, NOW);
    expect(block).toMatchObject({ item_id: 9, expire_time: 0, is_expired: false });
    const [subject] = block?.subjects ?? [];
    expect(subject).toMatchObject({
      subject: '（未填写题目）',
      select_type: 2,
      show_result: false,
      has_voted: false,
      voter_count: null,
    });
    expect(subject?.options.map((o) => [o.text, o.num, o.is_chosen])).toEqual([
      ['AMD', null, false],
      ['（未填写选项）', null, false],
      ['', null, false],
    ]);
  });

  it('counts a vote as ended once its expire time has passed', () => {
    const vote = (expire: number) =>
      previewVoteBlock(item({ item_type: ITEM_TYPE.vote, expire_time: expire }), NOW);
    expect(vote(sec(NOW) + 3600)?.is_expired).toBe(false);
    expect(vote(sec(NOW) - 1)?.is_expired).toBe(true);
  });

  it('labels every status with the shared words', () => {
    expect(previewStatus({ item_status: ITEM_STATUS.draft }).label).toBe('草稿箱');
    expect(previewStatus({ item_status: ITEM_STATUS.reviewing }).label).toBe('审核中');
    expect(previewStatus({ item_status: ITEM_STATUS.unverified }).label).toBe('未审核');
    expect(previewStatus({ item_status: ITEM_STATUS.rejected }).label).toBe('未通过');
    expect(previewStatus({ item_status: ITEM_STATUS.published }).label).toBe('已发布');
    expect(previewStatus({ item_status: 42 }).label).toBe('未知状态');
  });

  it('tells someone else’s item (403) from a missing one (404) and from a failure', () => {
    expect(previewRefusal({ code: 403, msg: '只能操作自己的帖子', data: null })).toBe('forbidden');
    expect(previewRefusal({ code: 404, msg: '帖子不存在或已删除', data: null })).toBe('missing');
    expect(previewRefusal({ code: 500, msg: '', data: null })).toBe('failed');
    expect(previewRefusal({ code: -1, msg: '请求超时', data: null })).toBe('failed');
    expect(previewRefusal(new Error('boom'))).toBe('failed');
  });
});
