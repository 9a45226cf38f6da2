import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MESSAGE_CATEGORY,
  MESSAGE_READ_ALL,
  messageCount,
  messageList,
  messageRead,
  xgoMessageList,
  type Contract,
  type MessageCounts,
  type MessageRow,
} from '@xinke/shared';
import { noCounts } from '../../test/fixtures';
import { chatFlag, pageOf, renderPage } from '../../test/render-page';

vi.mock('../../lib/api', () => ({ api: vi.fn(), http: {} }));
vi.mock('../../lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() },
}));
const { api } = await import('../../lib/api');
const { clearCredentials, saveCredentials } = await import('../../lib/credentials');
const { default: UserMessagePage } = await import('./UserMessagePage');
const apiMock = vi.mocked(api);

const URL = '/app/new-version/user-center/message';
const row = (id: number, over: Partial<MessageRow> = {}): MessageRow => ({
  id,
  category: MESSAGE_CATEGORY.fans,
  from_user: { id: 50 + id, nickname: `网友${id}`, image_url: '' },
  title: '关注了你',
  content: '',
  target_type: 0,
  target_id: 0,
  is_read: 0,
  create_time: Math.floor(Date.now() / 1000) - 5,
  ...over,
});

function serve({
  counts = { ...noCounts, comment: 2, follow: 120, letter: 1, user: 122, allMessage: 123 },
  pages = { 1: pageOf([row(1), row(2, { title: '评论了你的帖子', content: '好文！' })]) },
  listFails = false,
}: {
  counts?: MessageCounts;
  pages?: Record<number, ReturnType<typeof pageOf<MessageRow>>>;
  listFails?: boolean;
} = {}) {
  let current = counts;
  apiMock.mockImplementation((async (contract: Contract, input: Record<string, number>) => {
    if (contract === messageCount) return current;
    if (contract === xgoMessageList) {
      if (listFails) throw { code: 500, msg: '服务器开小差了' };
      return pages[input.page ?? 1] ?? pageOf([]);
    }
    if (contract === messageRead) {
      current = { ...noCounts, letter: counts.letter, allMessage: counts.letter };
      return { marked: 3, counts: current };
    }
    throw new Error(`unexpected call ${contract.path}`);
  }) as unknown as typeof api);
}

beforeEach(() => saveCredentials({ token: 'tok', userId: 9, expiresAt: 4_000_000_000 }));
afterEach(() => {
  clearCredentials();
  vi.clearAllMocks();
});

describe('user-center 我的消息', { timeout: 20_000 }, () => {
  it('a skeleton while the newest messages load', () => {
    apiMock.mockImplementation((() => new Promise(() => undefined)) as unknown as typeof api);
    const { container } = renderPage(<UserMessagePage />, { url: URL });
    expect(container.querySelector('.ant-skeleton')).toBeTruthy();
  });

  it('unread counts of each category (99+), each a way into the message centre', async () => {
    serve();
    renderPage(<UserMessagePage />, { url: URL });
    await waitFor(() => expect(screen.getByTestId('tile-follow').textContent).toBe('99+'));
    expect(screen.getByTestId('tile-commentAndReply').textContent).toBe('2');
    expect(screen.getByTestId('tile-system').textContent).toBe('0');
    const tiles = within(screen.getByTestId('message-tiles'));
    expect(tiles.getByRole('link', { name: /粉丝/ }).getAttribute('href')).toBe(
      '/app/new-version/message/follow',
    );
    // 私信 is not a page: it opens the chat dialog.
    fireEvent.click(tiles.getByRole('button', { name: /私信/ }));
    expect(chatFlag()).toBe('open:list');
  });

  it('the newest messages of every category, read-only (nothing marked read)', async () => {
    serve();
    renderPage(<UserMessagePage />, { url: URL });
    const list = await screen.findByTestId('latest-messages');
    expect(within(list).getAllByTestId('message-row')).toHaveLength(2);
    expect(within(list).getByText('好文！')).toBeTruthy();
    expect(apiMock).toHaveBeenCalledWith(xgoMessageList, { page: 1, pageSize: 10 });
    expect(apiMock.mock.calls.some(([c]) => c === messageList || c === messageRead)).toBe(false);
  });

  it('pages through ?page=', async () => {
    serve({ pages: { 2: pageOf([row(11, { title: '赞了你的帖子' })], 2, 3) } });
    renderPage(<UserMessagePage />, { url: `${URL}?page=2` });
    expect(await screen.findByText('赞了你的帖子')).toBeTruthy();
    expect(apiMock).toHaveBeenCalledWith(xgoMessageList, { page: 2, pageSize: 10 });
    expect(screen.getByRole('navigation', { name: '分页' })).toBeTruthy();
  });

  it('全部标为已读 marks every category and the counts drop', async () => {
    serve();
    renderPage(<UserMessagePage />, { url: URL });
    await waitFor(() => expect(screen.getByTestId('tile-follow').textContent).toBe('99+'));
    fireEvent.click(screen.getByRole('button', { name: '全部标为已读' }));
    await waitFor(() => expect(screen.getByTestId('tile-follow').textContent).toBe('0'));
    expect(apiMock).toHaveBeenCalledWith(messageRead, { category: MESSAGE_READ_ALL });
    // Letters are read in the chat dialog: their count stays.
    expect(screen.getByTestId('tile-letter').textContent).toBe('1');
    expect(
      (screen.getByRole('button', { name: '全部标为已读' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('no messages: an empty state', async () => {
    serve({ counts: noCounts, pages: {} });
    renderPage(<UserMessagePage />, { url: URL });
    expect(await screen.findByText('暂时没有消息，去社区逛逛、发帖互动吧')).toBeTruthy();
  });

  it('a failed list: the error view with 重试', async () => {
    serve({ listFails: true });
    renderPage(<UserMessagePage />, { url: URL });
    const error = await screen.findByTestId('error-view');
    expect(within(error).getByRole('button', { name: '重试' })).toBeTruthy();
  });
});
