import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ITEM_STATUS,
  ITEM_TYPE,
  itemDraftSave,
  itemPost,
  itemUpdate,
  type Contract,
  type ItemEdit,
} from '@xinke/shared';
import { InDataRouter } from '../../test/data-router';

// The fake network sits at the app's http boundary: every contract call goes through api().
vi.mock('../../lib/api', () => ({ api: vi.fn(), http: {} }));
vi.mock('../../lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() },
}));
const { api } = await import('../../lib/api');
const { AUTOSAVE_MS, usePublishForm } = await import('./use-publish-form');
const apiMock = vi.mocked(api);

let nextDraftId = 100;
function fakeServer() {
  apiMock.mockImplementation((async (contract: Contract, body: { id?: number }) => {
    // draft_save updates the draft it is given, or makes a new one.
    if (contract === itemDraftSave) return { id: body.id ?? (nextDraftId += 1) };
    if (contract === itemPost || contract === itemUpdate)
      return { id: 7, item_status: ITEM_STATUS.published };
    throw new Error(`unexpected call ${contract.path}`);
  }) as unknown as typeof api);
}
/** The `id` of each draft_save sent: undefined makes a new draft, a number overwrites it. */
const draftIdsSent = () =>
  apiMock.mock.calls
    .filter(([c]) => c === itemDraftSave)
    .map(([, body]) => (body as { id?: number }).id);

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <InDataRouter>{children}</InDataRouter>
    </QueryClientProvider>
  );
}
const renderForm = (isVote = false, editing?: ItemEdit) =>
  renderHook(() => usePublishForm(isVote, editing), { wrapper });

const validPost = { title: '我的新显卡到了', circleId: 2, tagIds: [1], body: '<p>开箱</p>' };

beforeEach(() => {
  nextDraftId = 100;
  fakeServer();
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('usePublishForm reset', () => {
  it('empties the form and forgets the draft: the next save makes a new draft', async () => {
    const { result } = renderForm();
    act(() => result.current.update({ title: '第一篇草稿的标题' }));
    await act(() => result.current.saveNow());
    act(() => result.current.update({ title: '第一篇草稿改一下' }));
    await act(() => result.current.saveNow());
    // The second save updated the first draft.
    expect(draftIdsSent()).toEqual([undefined, 101]);
    expect(result.current.savedAt).toBeInstanceOf(Date);

    act(() => result.current.reset());
    expect(result.current.state).toBe('empty');
    expect(result.current.values.title).toBe('');
    expect(result.current.values.itemType).toBe(ITEM_TYPE.general);
    expect(result.current.savedAt).toBeUndefined();

    act(() => result.current.update({ title: '重置后的新内容' }));
    await act(() => result.current.saveNow());
    // Not 101: the old draft stays as it was in the drafts box.
    expect(draftIdsSent()).toEqual([undefined, 101, undefined]);
    act(() => result.current.update({ title: '重置后的新内容 2' }));
    await act(() => result.current.saveNow());
    expect(draftIdsSent().at(-1)).toBe(102);
  });

  it('a save still under way when the form is reset does not tie the new form to it', async () => {
    let answer: (v: { id: number }) => void = () => undefined;
    apiMock.mockImplementationOnce(
      (() => new Promise((resolve) => (answer = resolve))) as unknown as typeof api,
    );
    const { result } = renderForm();
    act(() => result.current.update({ title: '正在保存的草稿' }));
    let saving: Promise<unknown> = Promise.resolve();
    act(() => {
      saving = result.current.saveNow();
    });
    await waitFor(() => expect(draftIdsSent()).toEqual([undefined]));
    act(() => result.current.reset());
    await act(async () => {
      answer({ id: 55 });
      await saving;
    });
    expect(result.current.savedAt).toBeUndefined();
    act(() => result.current.update({ title: '新的内容来了' }));
    await act(() => result.current.saveNow());
    expect(draftIdsSent()).toEqual([undefined, undefined]);
  });

  it('resetting a loaded draft starts a new draft instead of overwriting it', async () => {
    const draft = {
      id: 9,
      title: '旧草稿',
      body: '',
      item_type: ITEM_TYPE.question,
      item_status: ITEM_STATUS.draft,
      item_video_src: '',
      circle_id: null,
      tag: [],
      expire_time: null,
      voteArr: [],
    } as unknown as ItemEdit;
    const { result } = renderForm(false, draft);
    await waitFor(() => expect(result.current.values.title).toBe('旧草稿'));
    expect(result.current.values.itemType).toBe(ITEM_TYPE.question);
    act(() => result.current.update({ title: '旧草稿继续写' }));
    await act(() => result.current.saveNow());
    act(() => result.current.reset());
    act(() => result.current.update({ title: '另起一篇' }));
    await act(() => result.current.saveNow());
    expect(draftIdsSent()).toEqual([9, undefined]);
  });
});

describe('usePublishForm autosave', () => {
  beforeEach(() => {
    // Only the autosave interval is faked; the query library's own timeouts run for real.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });

  const tick = () =>
    act(async () => {
      vi.advanceTimersByTime(AUTOSAVE_MS);
    });
  /** Lets the query library's own (real) timeouts and the fake server's answers run. */
  const settle = () => act(() => new Promise<void>((done) => setTimeout(done, 50)));

  it(`saves every ${AUTOSAVE_MS / 1000} s while something changed, and only then`, async () => {
    const { result } = renderForm();
    await tick();
    // An empty form is never saved.
    expect(draftIdsSent()).toEqual([]);

    act(() => result.current.update({ title: '自动保存的草稿' }));
    act(() => {
      vi.advanceTimersByTime(AUTOSAVE_MS - 1);
    });
    expect(draftIdsSent()).toEqual([]);
    await tick();
    await waitFor(() => expect(draftIdsSent()).toEqual([undefined]));
    await waitFor(() => expect(result.current.savedAt).toBeInstanceOf(Date));

    // Nothing changed since: no second save.
    await tick();
    expect(draftIdsSent()).toEqual([undefined]);

    // A change is saved into the same draft, with the latest values.
    act(() => result.current.update({ title: '自动保存的草稿（改）' }));
    await tick();
    await waitFor(() => expect(draftIdsSent()).toEqual([undefined, 101]));
    const last = apiMock.mock.calls.filter(([c]) => c === itemDraftSave).at(-1)?.[1];
    expect(last).toMatchObject({ id: 101, title: '自动保存的草稿（改）' });
  });

  it('saves no draft once the post is published, nor names one in the address', async () => {
    const onDraftSaved = vi.fn();
    const { result } = renderHook(
      () => usePublishForm(false, undefined, undefined, undefined, { onDraftSaved }),
      { wrapper },
    );
    act(() => result.current.update(validPost));
    act(() => result.current.submit());
    await settle();
    expect(apiMock).toHaveBeenCalledWith(itemPost, expect.anything());
    // The page is still mounted while the new post's page loads: its next tick saves nothing
    // (a draft saved then sent the reader back to the editor, e2e forum.spec's vote step).
    await tick();
    await tick();
    expect(draftIdsSent()).toEqual([]);
    expect(onDraftSaved).not.toHaveBeenCalled();
  });

  it('a save under way when publishing starts does not name its draft in the address', async () => {
    let answerSave: (value: { id: number }) => void = () => undefined;
    apiMock.mockImplementation((async (contract: Contract) => {
      if (contract === itemDraftSave) return new Promise((resolve) => (answerSave = resolve));
      if (contract === itemPost) return { id: 7, item_status: ITEM_STATUS.published };
      throw new Error(`unexpected call ${contract.path}`);
    }) as unknown as typeof api);
    const onDraftSaved = vi.fn();
    const { result } = renderHook(
      () => usePublishForm(false, undefined, undefined, undefined, { onDraftSaved }),
      { wrapper },
    );
    act(() => result.current.update(validPost));
    await tick();
    await settle();
    expect(draftIdsSent()).toEqual([undefined]);
    act(() => result.current.submit());
    await settle();
    expect(apiMock).toHaveBeenCalledWith(itemPost, expect.anything());
    await act(async () => answerSave({ id: 150 }));
    await settle();
    expect(result.current.saving).toBe(false);
    expect(onDraftSaved).not.toHaveBeenCalled();
  });

  it('does not autosave while editing a published post', async () => {
    const published = {
      id: 3,
      title: '已发布的帖子',
      body: '<p>正文</p>',
      item_type: ITEM_TYPE.general,
      item_status: ITEM_STATUS.published,
      item_video_src: '',
      circle_id: 2,
      tag: [1],
      expire_time: null,
      voteArr: [],
    } as unknown as ItemEdit;
    const { result } = renderForm(false, published);
    await waitFor(() => expect(result.current.values.title).toBe('已发布的帖子'));
    act(() => result.current.update({ title: '已发布的帖子改标题' }));
    await tick();
    await tick();
    expect(draftIdsSent()).toEqual([]);
    expect(result.current.canDraft).toBe(false);
  });
});

describe('usePublishForm item type (SPEC §9)', () => {
  it.each([ITEM_TYPE.general, ITEM_TYPE.question, ITEM_TYPE.knowledge, ITEM_TYPE.project])(
    'publishes the chosen type %i',
    async (itemType) => {
      const { result } = renderForm();
      act(() => result.current.update({ ...validPost, itemType }));
      act(() => result.current.submit());
      await waitFor(() =>
        expect(apiMock).toHaveBeenCalledWith(
          itemPost,
          expect.objectContaining({ item_type: itemType }),
        ),
      );
    },
  );

  it('a vote is always 投票帖, and an unknown type falls back to 大众帖', async () => {
    const { result } = renderForm();
    act(() => result.current.update({ ...validPost, itemType: ITEM_TYPE.dynamic }));
    await act(() => result.current.saveNow());
    expect(apiMock).toHaveBeenCalledWith(
      itemDraftSave,
      expect.objectContaining({ item_type: ITEM_TYPE.general }),
      { silent: true },
    );
    const vote = renderForm(true);
    act(() => vote.result.current.update({ title: '投票的标题' }));
    await act(() => vote.result.current.saveNow());
    expect(apiMock).toHaveBeenLastCalledWith(
      itemDraftSave,
      expect.objectContaining({ item_type: ITEM_TYPE.vote }),
      { silent: true },
    );
  });
});
