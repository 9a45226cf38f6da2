import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  circleIndex,
  forumTags,
  ITEM_STATUS,
  ITEM_TYPE,
  itemPost,
  ItemType,
  MSG,
  type Contract,
} from '@xinke/shared';
import { InDataRouter } from '../../test/data-router';
import '../../test/resize-observer';

// The fake network sits at the app's http boundary: every contract call goes through api().
vi.mock('../../lib/api', () => ({ api: vi.fn(), http: {} }));
vi.mock('../../lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() },
}));
const { api } = await import('../../lib/api');
const { PublishForm } = await import('./PublishForm');
// The editor's lazily loaded chunk, loaded once up front so each test's editor comes at once.
await import('../editor/TiptapEditor');
const apiMock = vi.mocked(api);
// antd's form controls load slowly on a busy machine; the steps themselves are quick.
// With the editor (a ProseMirror view) on the form, a loaded CI machine needs more.
vi.setConfig({ testTimeout: 45_000 });

beforeEach(() => {
  apiMock.mockImplementation((async (contract: Contract) => {
    if (contract === circleIndex)
      return {
        data: [{ id: 2, name: '显卡' }],
        paginate: { current_page: 1, last_page: 1, total: 1, per_page: 50 },
      };
    if (contract === forumTags) return [{ id: 1, name: '开箱', slug: 'unbox' }];
    if (contract === itemPost) return { id: 7, item_status: ITEM_STATUS.published };
    throw new Error(`unexpected call ${contract.path}`);
  }) as unknown as typeof api);
});
afterEach(() => vi.clearAllMocks());

function renderForm(isVote: boolean, presetItemType?: number) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <InDataRouter>
        <PublishForm isVote={isVote} presetCircleId={2} presetItemType={presetItemType} />
      </InDataRouter>
    </QueryClientProvider>,
  );
}
/** Fills what publishing needs except the type and the video; the circle comes preset. */
async function fillValidPost() {
  fireEvent.change(screen.getByLabelText('标题'), { target: { value: '我的新显卡到了' } });
  // The editor is a lazily loaded chunk; typing reaches it as a change of its text.
  const editor = await screen.findByRole('textbox', { name: '正文' }, { timeout: 10_000 });
  editor.querySelector('p')!.textContent = '开箱';
  // antd Select: open it and pick the tag.
  fireEvent.mouseDown(within(screen.getByTestId('tag-select')).getByRole('combobox'));
  fireEvent.click(await screen.findByTitle('开箱'));
}
const sentPost = () =>
  apiMock.mock.calls.find(([c]) => c === itemPost)?.[1] as Record<string, unknown> | undefined;

describe('PublishForm item type (SPEC §9)', () => {
  it('offers 大众帖, 提问帖, 知识资源库 and 项目池, 大众帖 first and chosen', () => {
    renderForm(false);
    const group = screen.getByTestId('type-select');
    const radios = within(group).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
      ItemType.label(ITEM_TYPE.general),
      ItemType.label(ITEM_TYPE.question),
      ItemType.label(ITEM_TYPE.knowledge),
      ItemType.label(ITEM_TYPE.project),
    ]);
    expect(radios.map((r) => r.checked)).toEqual([true, false, false, false]);
    expect(group.textContent).not.toContain(ItemType.label(ITEM_TYPE.dynamic));
    expect(group.textContent).not.toContain(ItemType.label(ITEM_TYPE.vote));
  });

  it('publishes the type chosen', async () => {
    renderForm(false);
    await fillValidPost();
    fireEvent.click(screen.getByLabelText(ItemType.label(ITEM_TYPE.question)));
    fireEvent.click(screen.getByTestId('publish-submit'));
    await waitFor(() => expect(sentPost()).toBeDefined());
    expect(sentPost()).toMatchObject({
      item_type: ITEM_TYPE.question,
      title: '我的新显卡到了',
      circle_id: 2,
      tag: [1],
    });
  });

  it('starts on a preset type (?item_type=1) and publishes it', async () => {
    renderForm(false, ITEM_TYPE.project);
    const radio = screen.getByLabelText(ItemType.label(ITEM_TYPE.project)) as HTMLInputElement;
    expect(radio.checked).toBe(true);
    await fillValidPost();
    fireEvent.click(screen.getByTestId('publish-submit'));
    await waitFor(() => expect(sentPost()).toBeDefined());
    expect(sentPost()).toMatchObject({ item_type: ITEM_TYPE.project });
  });

  it('the vote form has no type choice', () => {
    renderForm(true);
    expect(screen.queryByTestId('type-select')).toBeNull();
  });
});

describe('PublishForm video link', () => {
  it('sends an http(s) video link, and says so before sending anything else', async () => {
    renderForm(false);
    await fillValidPost();
    const video = screen.getByLabelText('视频链接');
    fireEvent.change(video, { target: { value: 'ftp://example.com/v.mp4' } });
    fireEvent.click(screen.getByTestId('publish-submit'));
    expect(await screen.findByText(MSG.videoUrlInvalid)).toBeTruthy();
    expect(sentPost()).toBeUndefined();

    fireEvent.change(video, { target: { value: ' https://example.com/v.mp4 ' } });
    expect(screen.queryByText(MSG.videoUrlInvalid)).toBeNull();
    fireEvent.click(screen.getByTestId('publish-submit'));
    await waitFor(() => expect(sentPost()).toBeDefined());
    expect(sentPost()).toMatchObject({ item_video_src: 'https://example.com/v.mp4' });
  });
});

describe('PublishForm and a circle closed for posting (docs/admin-community.md)', () => {
  it('shows the closed circle as not choosable and says why when it is preset', async () => {
    apiMock.mockImplementation((async (contract: Contract) => {
      if (contract === circleIndex)
        return {
          data: [
            { id: 2, name: '显卡', allow_post: 0 },
            { id: 3, name: '主板', allow_post: 1 },
          ],
          paginate: { current_page: 1, last_page: 1, total: 2, per_page: 50 },
        };
      if (contract === forumTags) return [{ id: 1, name: '开箱', slug: 'unbox' }];
      throw new Error(`unexpected call ${contract.path}`);
    }) as unknown as typeof api);
    renderForm(false);
    expect(await screen.findByText(MSG.circleClosed)).toBeTruthy();
    fireEvent.mouseDown(within(screen.getByTestId('circle-select')).getByRole('combobox'));
    const option = (name: string) =>
      document.querySelector(`.ant-select-item-option[title="${name}"]`);
    await waitFor(() => expect(option('显卡（已关闭发帖）')).not.toBeNull());
    expect(option('显卡（已关闭发帖）')?.className).toContain('ant-select-item-option-disabled');
    fireEvent.click(option('主板')!);
    await waitFor(() => expect(screen.queryByText(MSG.circleClosed)).toBeNull());
  });
});
