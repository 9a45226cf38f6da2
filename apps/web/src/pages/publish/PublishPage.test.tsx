import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  circleIndex,
  forumTags,
  formatDateTime,
  ITEM_STATUS,
  ITEM_TYPE,
  itemDraftEdit,
  itemDraftSave,
  type Contract,
  type ItemEdit,
} from '@xinke/shared';
import '../../test/resize-observer';

// The fake network sits at the app's http boundary: every contract call goes through api().
vi.mock('../../lib/api', () => ({ api: vi.fn(), http: {} }));
vi.mock('../../lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() },
}));
vi.mock('../../lib/credentials', () => ({ hasToken: () => true }));
vi.mock('../../features/auth/login-dialog-context', () => ({
  useLoginDialog: () => ({ isOpen: false, openLoginDialog: vi.fn(), closeLoginDialog: vi.fn() }),
}));
const { api } = await import('../../lib/api');
const { PublishPage } = await import('./PublishPage');
const apiMock = vi.mocked(api);
// antd's form controls load slowly on a busy machine; the steps themselves are quick.
vi.setConfig({ testTimeout: 30_000 });

const SAVED_AT = 1_790_000_000;

/** The drafts box, as the server keeps it: draft_save writes, draft_edit reads back. */
interface SavedDraft {
  title?: string;
  body?: string;
  item_type?: number;
  item_image?: string;
  item_video_src?: string;
  circle_id?: number | null;
  tag?: number[];
}
let drafts: Map<number, SavedDraft>;
function draftEdit(id: number): ItemEdit {
  const body = drafts.get(id);
  if (!body) throw Object.assign(new Error('gone'), { status: 404 });
  return {
    id,
    title: body.title ?? '',
    body: body.body ?? '',
    item_type: body.item_type ?? ITEM_TYPE.general,
    item_status: ITEM_STATUS.draft,
    item_image: body.item_image ?? '',
    item_video_src: body.item_video_src ?? '',
    allow_comment: 1,
    reject_reason: '',
    circle_id: body.circle_id ?? null,
    circle: null,
    tag: body.tag ?? [],
    tags: [],
    expire_time: null,
    voteArr: [],
    create_time: SAVED_AT,
    update_time: SAVED_AT,
  };
}

beforeEach(() => {
  drafts = new Map();
  apiMock.mockImplementation((async (contract: Contract, body: Record<string, unknown>) => {
    if (contract === circleIndex)
      return {
        data: [
          { id: 2, name: '显卡' },
          { id: 3, name: '开发板' },
        ],
        paginate: { current_page: 1, last_page: 1, total: 2, per_page: 50 },
      };
    if (contract === forumTags) return [{ id: 1, name: '开箱', slug: 'unbox' }];
    if (contract === itemDraftSave) {
      const id = (body.id as number | undefined) ?? 40 + drafts.size;
      drafts.set(id, body as SavedDraft);
      return { id };
    }
    if (contract === itemDraftEdit) return draftEdit(body.id as number);
    throw new Error(`unexpected call ${contract.path}`);
  }) as unknown as typeof api);
});
afterEach(() => vi.clearAllMocks());

function renderPublish(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/app/new-version/publish/post', element: <PublishPage isVote={false} /> },
      { path: '/app/new-version/preview/:id', element: <p>预览页</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const title = () => screen.getByLabelText('标题') as HTMLInputElement;
/** The editor is a lazily loaded chunk: it appears after the form. */
const editor = () => screen.findByRole('textbox', { name: '正文' }, { timeout: 10_000 });
const chosenTags = () =>
  within(screen.getByTestId('tag-select'))
    .queryAllByText('开箱')
    .filter((el) => el.closest('.ant-select-selection-item'));

describe('PublishPage: 预览 and Back never lose the form', () => {
  it('Back from the preview reopens the saved draft whole, and says it was restored', async () => {
    const router = renderPublish('/app/new-version/publish/post?circle_id=3');
    fireEvent.change(title(), { target: { value: '预览之后还在的标题' } });
    const box = await editor();
    box.innerHTML = '<p>写了很久的正文</p><img src="/uploads/a.png">';
    fireEvent.input(box);
    fireEvent.mouseDown(within(screen.getByTestId('tag-select')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('开箱'));
    fireEvent.click(screen.getByLabelText('提问帖'));

    fireEvent.click(screen.getByTestId('publish-preview'));
    expect(await screen.findByText('预览页')).toBeTruthy();
    const id = [...drafts.keys()][0] ?? 0;
    expect(router.state.location.pathname).toBe(`/app/new-version/preview/${id}`);

    // The form's own entry now names the draft, so Back opens it rather than an empty form.
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe(`?id=${id}&draft=1`);
    await waitFor(() => expect(title().value).toBe('预览之后还在的标题'));
    await waitFor(async () => expect((await editor()).innerHTML).toContain('写了很久的正文'));
    expect((await editor()).innerHTML).toContain('/uploads/a.png');
    expect((screen.getByLabelText('提问帖') as HTMLInputElement).checked).toBe(true);
    expect(within(screen.getByTestId('circle-select')).getByText('开发板')).toBeTruthy();
    await waitFor(() => expect(chosenTags()).toHaveLength(1));
    expect(screen.getByTestId('draft-restored').textContent).toContain(
      `已恢复草稿（保存于 ${formatDateTime(SAVED_AT)}）`,
    );

    // Saving again writes the same draft, not a second one.
    fireEvent.change(title(), { target: { value: '预览之后还在的标题（改）' } });
    fireEvent.click(screen.getByText('保存草稿'));
    await waitFor(() => expect(drafts.get(id)?.title).toBe('预览之后还在的标题（改）'));
    expect(drafts.size).toBe(1);
  });

  it('清空重写 leaves the restored draft in the box and starts an empty form', async () => {
    drafts.set(9, { title: '草稿箱里的旧草稿', body: '<p>旧</p>', tag: [1], circle_id: 2 });
    const router = renderPublish('/app/new-version/publish/post?id=9&draft=1');
    await waitFor(() => expect(title().value).toBe('草稿箱里的旧草稿'));
    fireEvent.click(screen.getByTestId('draft-discard'));
    await waitFor(() => expect(title().value).toBe(''));
    expect(router.state.location.search).toBe('');
    expect(screen.queryByTestId('draft-restored')).toBeNull();
    expect(drafts.get(9)?.title).toBe('草稿箱里的旧草稿');
  });
});
