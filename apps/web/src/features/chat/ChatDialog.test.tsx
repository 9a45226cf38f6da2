import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  escapeHtml,
  letterBox,
  letterBoxDelete,
  letterDelete,
  letterList,
  letterRead,
  letterReback,
  letterSend,
  MSG,
  userInfo,
  userSearch,
  type ChatMessage,
  type Contract,
  type Conversation,
} from '@xinke/shared';
import { pageOf, renderPage } from '../../test/render-page';

vi.mock('../../lib/api', () => ({ api: vi.fn(), http: {} }));
vi.mock('../../lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() },
}));
// The socket is closed here: letters go over HTTP (the fallback), frames never come.
vi.mock('./socket/app-socket', () => ({
  appSocket: () => ({ send: () => false, subscribe: () => () => undefined, isOpen: false }),
}));
const { api } = await import('../../lib/api');
const { toast } = await import('../../lib/toast');
const { clearCredentials, saveCredentials } = await import('../../lib/credentials');
const { default: ChatDialog } = await import('./ChatDialog');
const apiMock = vi.mocked(api);

const ME = 7;
const conversation: Conversation = {
  id: 1,
  letter_user_id: 5,
  nickname: '小五',
  image_url: '',
  last_message: '在吗',
  number: 2,
  update_time: 1_700_000_000,
};
const letter = (id: number, over: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  content: `第${id}条`,
  kind: 1,
  pfrom: 'left',
  user_id: 5,
  image_url: '',
  nickname: '小五',
  letter_no: `n${id}`,
  create_time: Math.floor(Date.now() / 1000),
  is_read: 1,
  recalled: 0,
  ...over,
});

/** The letter API as the server answers it; `failing` calls answer a non-zero code. */
function fakeServer(failing: Contract[] = []) {
  let boxes = [conversation];
  apiMock.mockImplementation((async (contract: Contract, input: Record<string, unknown>) => {
    if (failing.includes(contract)) throw { code: 409, data: null, msg: '不行' };
    if (contract === letterBox) return { ...pageOf(boxes), unread_total: 2 };
    if (contract === letterList)
      return {
        ...pageOf([letter(1), letter(2, { pfrom: 'right', user_id: ME })]),
        letter_user: { id: 5, nickname: '小五', image_url: '' },
      };
    if (contract === letterRead) return { read: 2, unread_total: 0 };
    if (contract === letterSend)
      // Stored as the server stores text: escaped, so it shows as typed.
      return letter(3, { pfrom: 'right', user_id: ME, content: escapeHtml(String(input.msg)) });
    if (contract === letterReback) return letter(Number(input.id), { recalled: 1, content: '' });
    if (contract === letterDelete) return { id: input.id };
    if (contract === letterBoxDelete) {
      boxes = [];
      return { id: input.id };
    }
    if (contract === userSearch) return { total: 0, per_page: 10, data: [] };
    if (contract === userInfo) return { id: ME, nickname: '我', image_url: '' };
    throw new Error(`unexpected call ${contract.path}`);
  }) as unknown as typeof api);
}
const callsOf = (contract: Contract) =>
  apiMock.mock.calls.filter(([c]) => c === contract).map(([, input]) => input);

function open(target: { id: number; nickname: string; image_url: string } | null = null) {
  return renderPage(<ChatDialog open target={target} onClose={() => undefined} />, {
    url: '/app/new-version/featured',
  });
}

async function openConversation() {
  fireEvent.click(await screen.findByText('小五'));
  return screen.findByTestId('chat-pane');
}

beforeEach(() => saveCredentials({ token: 'tok', userId: ME, expiresAt: 4_000_000_000 }));
afterEach(() => {
  clearCredentials();
  vi.clearAllMocks();
});

describe('chat dialog (SPEC §2 "Chat dialog", §4 chat)', { timeout: 20_000 }, () => {
  it('"selecting a conversation with unread above 0 marks it read", oldest first', async () => {
    fakeServer();
    open();
    const pane = await openConversation();
    await waitFor(() => expect(callsOf(letterRead)).toEqual([{ user_type: 5 }]));
    const bubbles = await within(pane).findAllByTestId('chat-bubble');
    expect(bubbles.map((b) => b.textContent)).toEqual(['第1条', '第2条']);
  });

  it('an empty trimmed search does nothing; a search without results shows 暂无对话', async () => {
    fakeServer();
    open();
    await screen.findByText('小五');
    const box = screen.getByLabelText('搜索用户');
    const searchButton = screen.getByRole('button', { name: 'search' });
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.click(searchButton);
    expect(callsOf(userSearch)).toEqual([]);
    expect(screen.getByText('小五')).toBeTruthy();

    fireEvent.change(box, { target: { value: ' 没这个人 ' } });
    fireEvent.click(searchButton);
    expect(await screen.findByText(MSG.chatNoConversation)).toBeTruthy();
    expect(callsOf(userSearch)).toEqual([{ value: '没这个人', page: 1 }]);
  });

  it('消息不能为空 sends nothing', async () => {
    fakeServer();
    open();
    await openConversation();
    fireEvent.change(screen.getByLabelText('输入消息'), { target: { value: '  \n ' } });
    fireEvent.click(screen.getByTestId('send-button'));
    expect(toast.warning).toHaveBeenCalledWith(MSG.messageEmpty);
    expect(callsOf(letterSend)).toEqual([]);
  });

  it('"sending appends at once as right-side message, clears input" (HTTP when no socket)', async () => {
    fakeServer();
    open();
    const pane = await openConversation();
    await within(pane).findAllByTestId('chat-bubble');
    const input = screen.getByLabelText('输入消息');
    fireEvent.change(input, { target: { value: '<b>你好</b>' } });
    fireEvent.click(screen.getByTestId('send-button'));
    // The chat store notifies the pane on the next tick: at once, for the reader.
    await waitFor(() => {
      const mine = within(pane)
        .getAllByTestId('chat-message')
        .filter((row) => row.dataset.side === 'right');
      expect(mine.at(-1)?.textContent).toContain('<b>你好</b>'); // shown as text, not markup
    });
    expect((input as HTMLTextAreaElement).value).toBe('');
    await waitFor(() =>
      expect(callsOf(letterSend)).toMatchObject([{ to_user_id: 5, msg: '<b>你好</b>', kind: 1 }]),
    );
  });

  it('a received letter offers 删除 only; a sent one 撤回 and 删除', async () => {
    fakeServer();
    open();
    const pane = await openConversation();
    const [theirs, mine] = await within(pane).findAllByTestId('chat-message');
    fireEvent.click(within(theirs!).getByLabelText('消息操作'));
    expect((await screen.findAllByRole('menuitem')).map((m) => m.textContent)).toEqual(['删除']);
    fireEvent.click(within(mine!).getByLabelText('消息操作'));
    await waitFor(() =>
      expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual(
        expect.arrayContaining(['撤回', '删除']),
      ),
    );
  });

  it.each([
    ['recall', letterReback, '撤回'],
    ['delete', letterDelete, '删除'],
  ] as const)(
    '%s changes nothing and says nothing unless the answer is code 0',
    async (_, contract, label) => {
      fakeServer([contract]);
      open();
      const pane = await openConversation();
      const mine = (await within(pane).findAllByTestId('chat-message'))[1]!;
      fireEvent.click(within(mine).getByLabelText('消息操作'));
      fireEvent.click(
        await screen.findByText(label, { selector: '.ant-dropdown-menu-title-content' }),
      );
      await waitFor(() => expect(callsOf(contract)).toEqual([{ id: 2 }]));
      await act(() => Promise.resolve());
      expect(within(pane).getAllByTestId('chat-message')).toHaveLength(2);
      expect(within(pane).queryByTestId('chat-tombstone')).toBeNull();
      expect(toast.error).not.toHaveBeenCalled();
    },
  );

  it('recall with code 0 leaves 你撤回了一条消息; delete with code 0 removes the letter', async () => {
    fakeServer();
    open();
    const pane = await openConversation();
    const [theirs, mine] = await within(pane).findAllByTestId('chat-message');
    fireEvent.click(within(mine!).getByLabelText('消息操作'));
    fireEvent.click(
      await screen.findByText('撤回', { selector: '.ant-dropdown-menu-title-content' }),
    );
    expect((await within(pane).findByTestId('chat-tombstone')).textContent).toBe(
      MSG.letterRecalledByMe,
    );
    fireEvent.click(within(theirs!).getByLabelText('消息操作'));
    const items = await screen.findAllByText('删除', {
      selector: '.ant-dropdown-menu-title-content',
    });
    fireEvent.click(items.at(-1)!);
    await waitFor(() => expect(within(pane).queryAllByTestId('chat-message')).toHaveLength(0));
  });

  it('deleting the conversation clears the open chat and the list shows 暂无对话', async () => {
    fakeServer();
    open({ id: 5, nickname: '小五', image_url: '' });
    expect((await screen.findByTestId('chat-with')).textContent).toBe('小五');
    fireEvent.click(await screen.findByTestId('conversation-delete'));
    await screen.findByTestId('chat-pane-empty');
    expect(await screen.findByText(MSG.chatNoConversation)).toBeTruthy();
    expect(callsOf(letterBoxDelete)).toEqual([{ id: 1 }]);
  });
});
