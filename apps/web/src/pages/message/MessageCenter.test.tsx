import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  messageCount,
  messageList,
  MSG,
  systemMessageList,
  systemMessageSet,
  type Contract,
  type MessageCounts,
  type MessageRow,
  type MessageSwitch,
} from '@xinke/shared';
import { chatFlag, currentLocation, pageOf, renderPage } from '../../test/render-page';

// The fake network sits at the app's http boundary: every contract call goes through api().
vi.mock('../../lib/api', () => ({ api: vi.fn(), http: {} }));
vi.mock('../../lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() },
}));
const { api } = await import('../../lib/api');
const { toast } = await import('../../lib/toast');
const { saveCredentials, clearCredentials } = await import('../../lib/credentials');
const { default: MessageCenterLayout } = await import('./MessageCenterLayout');
const pages = await import('./MessagePages');
const apiMock = vi.mocked(api);

const NV = '/app/new-version/message';
const counts = (over: Partial<MessageCounts> = {}): MessageCounts => ({
  achieve: 0,
  comment: 0,
  thumb: 0,
  follow: 0,
  system: 0,
  active: 0,
  letter: 0,
  user: 0,
  allMessage: 0,
  ...over,
});

const row = (id: number, over: Partial<MessageRow> = {}): MessageRow => ({
  id,
  category: 1,
  from_user: { id: 50 + id, nickname: `网友${id}`, image_url: '' },
  title: '评论了你的帖子《我的 ITX 小钢炮》',
  content: `散热怎么样？${id}`,
  target_type: 1,
  target_id: 81,
  is_read: 1,
  create_time: Math.floor(Date.now() / 1000) - 5,
  ...over,
});

interface Fake {
  counts: MessageCounts;
  /** Rows per category and page. */
  lists: Record<number, Record<number, ReturnType<typeof pageOf<MessageRow>>>>;
  switches: MessageSwitch[];
}

function fakeServer(fake: Fake) {
  apiMock.mockImplementation((async (contract: Contract, input: Record<string, number>) => {
    if (contract === messageCount) return fake.counts;
    if (contract === messageList) {
      const answer = fake.lists[input.category ?? 0]?.[input.page ?? 1] ?? pageOf([]);
      // Opening a category marks it read, as the server does.
      const key = { 1: 'comment', 2: 'thumb', 3: 'follow', 4: 'system', 5: 'active' }[
        input.category ?? 0
      ] as keyof MessageCounts;
      fake.counts = { ...fake.counts, [key]: 0 };
      return { ...answer, tab: 0 };
    }
    if (contract === systemMessageList) return fake.switches;
    if (contract === systemMessageSet) {
      const target = fake.switches.find((s) => s.id === input.id);
      if (!target) throw new Error('no switch');
      target.status = input.status ?? 1;
      return { ...target };
    }
    throw new Error(`unexpected call ${contract.path} ${JSON.stringify(input)}`);
  }) as unknown as typeof api);
}

function renderCentre(url: string) {
  return renderPage(
    <Routes>
      <Route path={NV} element={<MessageCenterLayout />}>
        <Route path="commentAndReply" element={<pages.CommentAndReplyPage />} />
        <Route path="system" element={<pages.SystemMessagePage />} />
        <Route path="thumb" element={<pages.ThumbMessagePage />} />
        <Route path="follow" element={<pages.FollowMessagePage />} />
        <Route path="active" element={<pages.ActiveMessagePage />} />
        <Route path="setting" element={<pages.MessageSettingPage />} />
      </Route>
    </Routes>,
    { url },
  );
}

const listCalls = () => apiMock.mock.calls.filter(([c]) => c === messageList);
const side = () => within(screen.getByRole('navigation', { name: '消息中心' }));

beforeEach(() => saveCredentials({ token: 'tok', userId: 9, expiresAt: 4_000_000_000 }));
afterEach(() => {
  clearCredentials();
  vi.clearAllMocks();
});

const SLOW = { timeout: 20_000 };

describe('message centre side list (SPEC §2)', SLOW, () => {
  it('lists SPEC’s entries in order, with unread badges capped at 99+', async () => {
    fakeServer({
      counts: counts({ comment: 0, system: 3, thumb: 120, follow: 99, letter: 100, active: 1 }),
      lists: {},
      switches: [],
    });
    renderCentre(`${NV}/commentAndReply`);
    const entries = side().getAllByRole('listitem');
    expect(entries.map((li) => li.firstElementChild?.firstElementChild?.textContent)).toEqual([
      '评论和回复',
      '系统消息',
      '点赞',
      '粉丝',
      '私信',
      '活动通知',
      '消息设置',
    ]);
    await waitFor(() => expect(side().getByTestId('side-thumb').textContent).toBe('点赞99+'));
    expect(side().getByTestId('side-follow').textContent).toBe('粉丝99');
    expect(side().getByTestId('side-system').textContent).toBe('系统消息3');
    expect(side().getByTestId('side-chat').textContent).toBe('私信99+');
    expect(side().getByTestId('side-active').textContent).toBe('活动通知1');
    // Nothing unread: no badge at all (not a 0).
    expect(side().getByTestId('side-commentAndReply').textContent).toBe('评论和回复');
    expect(side().getByTestId('side-commentAndReply').getAttribute('aria-current')).toBe('page');
  });

  it('私信 opens the chat dialog (the shared flag) and stays on the page', async () => {
    fakeServer({ counts: counts(), lists: {}, switches: [] });
    renderCentre(`${NV}/commentAndReply`);
    expect(chatFlag()).toBe('closed');
    fireEvent.click(side().getByTestId('side-chat'));
    expect(chatFlag()).toBe('open:list');
    expect(currentLocation()).toBe(`${NV}/commentAndReply`);
  });

  it('opening a category clears its badge (the counters are read again)', async () => {
    fakeServer({
      counts: counts({ follow: 2, allMessage: 2 }),
      lists: { 3: { 1: pageOf([row(1, { category: 3, title: '关注了你', content: '' })]) } },
      switches: [],
    });
    renderCentre(`${NV}/commentAndReply`);
    await waitFor(() => expect(side().getByTestId('side-follow').textContent).toBe('粉丝2'));
    fireEvent.click(side().getByTestId('side-follow'));
    expect(await screen.findByText('关注了你')).toBeTruthy();
    await waitFor(() => expect(side().getByTestId('side-follow').textContent).toBe('粉丝'));
  });
});

describe('message lists', SLOW, () => {
  it('shows who, what happened, the text, a link to the post and the time; unread highlighted', async () => {
    fakeServer({
      counts: counts(),
      lists: { 1: { 1: pageOf([row(1, { is_read: 0 }), row(2)]) } },
      switches: [],
    });
    renderCentre(`${NV}/commentAndReply`);
    const rows = await screen.findAllByTestId('message-row');
    expect(rows).toHaveLength(2);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByRole('link', { name: '网友1' }).getAttribute('href')).toBe(
      '/app/new-version/homepage/51',
    );
    expect(first.getByText('评论了你的帖子《我的 ITX 小钢炮》')).toBeTruthy();
    expect(first.getByText('散热怎么样？1')).toBeTruthy();
    expect(first.getByTestId('message-target').getAttribute('href')).toBe(
      '/app/new-version/postDetail/81',
    );
    expect(first.getByText('刚刚')).toBeTruthy();
    expect(rows[0]?.dataset.unread).toBe('true');
    expect(rows[1]?.dataset.unread).toBeUndefined();
    expect(listCalls()[0]?.[1]).toEqual({ category: 1, page: 1 });
  });

  it('a system notice has no person and no link for a target that is not a post', async () => {
    fakeServer({
      counts: counts(),
      lists: {
        4: {
          1: pageOf([
            row(3, {
              category: 4,
              from_user: null,
              title: '你的帖子未通过审核',
              content: '原因：广告',
              target_type: 0,
              target_id: 0,
            }),
          ]),
        },
      },
      switches: [],
    });
    renderCentre(`${NV}/system`);
    const item = within(await screen.findByTestId('message-row'));
    expect(item.getByText('芯客')).toBeTruthy();
    expect(item.queryByRole('link')).toBeNull();
    expect(listCalls()[0]?.[1]).toEqual({ category: 4, page: 1 });
  });

  it('pages through ?page= (10 a page) with page links', async () => {
    const first = Array.from({ length: 10 }, (_, i) => row(i + 1, { category: 2 }));
    fakeServer({
      counts: counts(),
      lists: { 2: { 1: pageOf(first, 1, 2, 12), 2: pageOf([row(11), row(12)], 2, 2, 12) } },
      switches: [],
    });
    renderCentre(`${NV}/thumb`);
    expect(await screen.findAllByTestId('message-row')).toHaveLength(10);
    fireEvent.click(screen.getByRole('link', { name: '第 2 页' }));
    await waitFor(() => expect(screen.getAllByTestId('message-row')).toHaveLength(2));
    expect(currentLocation()).toBe(`${NV}/thumb?page=2`);
    expect(listCalls().map(([, input]) => input)).toEqual([
      { category: 2, page: 1 },
      { category: 2, page: 2 },
    ]);
  });

  it.each([
    ['commentAndReply', '还没有人评论或回复你'],
    ['system', '暂时没有系统消息'],
    ['thumb', '还没有人赞过你的帖子'],
    ['follow', '还没有新粉丝'],
    ['active', '暂时没有活动通知'],
  ])('%s: an empty category says %s', async (page, text) => {
    fakeServer({ counts: counts(), lists: {}, switches: [] });
    renderCentre(`${NV}/${page}`);
    expect((await screen.findByTestId('empty-state')).textContent).toContain(text);
  });
});

describe('message settings', SLOW, () => {
  const switches = (): MessageSwitch[] => [
    { id: 1, type: 1, name: '评论和回复', description: '有人评论时通知我', status: 1, editable: 1 },
    { id: 3, type: 3, name: '粉丝', description: '有人关注我时通知我', status: 0, editable: 1 },
    { id: 4, type: 4, name: '系统通知', description: '不能关闭', status: 1, editable: 0 },
  ];

  it('shows each switch; turning one off sends status 0 and keeps what the server saved', async () => {
    const fake: Fake = { counts: counts(), lists: {}, switches: switches() };
    fakeServer(fake);
    renderCentre(`${NV}/setting`);
    const comment = await screen.findByRole('switch', { name: '评论和回复' });
    expect(comment.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('switch', { name: '粉丝' }).getAttribute('aria-checked')).toBe('false');
    await act(async () => fireEvent.click(comment));
    await waitFor(() => expect(comment.getAttribute('aria-checked')).toBe('false'));
    expect(apiMock).toHaveBeenCalledWith(systemMessageSet, { id: 1, status: 0 });
    expect(toast.success).toHaveBeenCalledWith(MSG.messageSwitchOff);

    await act(async () => fireEvent.click(screen.getByRole('switch', { name: '粉丝' })));
    expect(apiMock).toHaveBeenCalledWith(systemMessageSet, { id: 3, status: 1 });
  });

  it('system notices cannot be switched off: disabled, with the reason', async () => {
    fakeServer({ counts: counts(), lists: {}, switches: switches() });
    renderCentre(`${NV}/setting`);
    const system = await screen.findByRole('switch', { name: '系统通知' });
    expect(system.getAttribute('aria-checked')).toBe('true');
    expect((system as HTMLButtonElement).disabled).toBe(true);
    const rowEl = system.closest('[data-testid="message-switch"]') as HTMLElement;
    expect(within(rowEl).getByText(MSG.systemMessageLocked)).toBeTruthy();
    fireEvent.click(system);
    expect(apiMock.mock.calls.some(([c]) => c === systemMessageSet)).toBe(false);
  });
});
