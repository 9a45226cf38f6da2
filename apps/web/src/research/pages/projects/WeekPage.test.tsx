import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MSG,
  objectPreNextWeek,
  objectWeekDetail,
  projectWeekDelete,
  projectWeekUpdate,
  type Contract,
  type WeekDetail,
} from '@xinke/shared';
import { weekDetail } from '../../../test/fixtures';
import '../../../test/resize-observer';

vi.mock('../../../lib/api', () => ({ api: vi.fn(), http: {} }));
vi.mock('../../../lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() },
}));
// The comments are the comment feature's (tested there); here only the report and its owner.
vi.mock('../../../features/post-detail/comments/CommentSection', () => ({
  CommentSection: () => null,
}));
const { api } = await import('../../../lib/api');
const { toast } = await import('../../../lib/toast');
const { default: WeekPage } = await import('./WeekPage');
// The editor's lazily loaded chunk, loaded once up front so the editor comes at once.
await import('../../../features/editor/TiptapEditor');
const apiMock = vi.mocked(api);
vi.setConfig({ testTimeout: 45_000 });

const RESEARCH = '/app/new-version/research';
let week: WeekDetail;
let deleteFails = false;

beforeEach(() => {
  deleteFails = false;
  apiMock.mockImplementation((async (contract: Contract, body: Record<string, unknown>) => {
    if (contract === objectWeekDetail) return week;
    if (contract === objectPreNextWeek) return { pre: null, next: null };
    if (contract === projectWeekUpdate) {
      week = { ...week, title: body.title as string, body: body.body as string };
      return week;
    }
    if (contract === projectWeekDelete) {
      if (deleteFails) throw { code: 409, msg: MSG.weekDeleteHasComments };
      return null;
    }
    throw new Error(`unexpected call ${contract.path}`);
  }) as unknown as typeof api);
});
afterEach(() => vi.clearAllMocks());

function renderWeek(id = 3) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: `${RESEARCH}/week/:id`, element: <WeekPage /> },
      { path: `${RESEARCH}/projects/:id`, element: <p>项目页</p> },
    ],
    { initialEntries: [`${RESEARCH}/week/${id}`] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const calls = (contract: Contract) =>
  apiMock.mock.calls.filter(([c]) => c === contract).map(([, body]) => body);

describe('a weekly report’s own page', () => {
  it('someone else’s report: read only, no 编辑 or 删除', async () => {
    week = weekDetail(3, { is_mine: 0 });
    renderWeek();
    expect(await screen.findByRole('heading', { name: '第3周' })).toBeTruthy();
    expect(screen.getByText('第3周的进展')).toBeTruthy();
    expect(screen.queryByTestId('week-owner-actions')).toBeNull();
    expect(screen.queryByRole('button', { name: /编\s*辑/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull();
  });

  it('the owner edits it in place with the shared editor and sees it saved', async () => {
    week = weekDetail(3, { is_mine: 1 });
    renderWeek();
    const actions = within(await screen.findByTestId('week-owner-actions'));
    fireEvent.click(actions.getByTestId('week-edit'));
    const title = (await screen.findByLabelText('周报标题')) as HTMLInputElement;
    expect(title.value).toBe('第3周');
    fireEvent.change(title, { target: { value: '第3周：打板回来了' } });
    fireEvent.click(screen.getByTestId('week-save'));
    await waitFor(() =>
      expect(calls(projectWeekUpdate)).toEqual([
        { id: 3, title: '第3周：打板回来了', body: '<p>第3周的进展</p>' },
      ]),
    );
    // Saved: the editor closes and the page reads the report again.
    expect(await screen.findByRole('heading', { name: '第3周：打板回来了' })).toBeTruthy();
    expect(screen.queryByTestId('week-editor')).toBeNull();
    expect(toast.success).toHaveBeenCalledWith(MSG.weekSaved);
  });

  it('the owner deletes it after confirming and lands on the project', async () => {
    week = weekDetail(3, { is_mine: 1 });
    const router = renderWeek();
    const actions = within(await screen.findByTestId('week-owner-actions'));
    fireEvent.click(actions.getByTestId('week-delete'));
    fireEvent.click(await screen.findByTestId('week-delete-confirm'));
    expect(await screen.findByText('项目页')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`${RESEARCH}/projects/5`);
    expect(calls(projectWeekDelete)).toEqual([{ id: 3 }]);
    expect(toast.success).toHaveBeenCalledWith(MSG.weekDeleted);
    // The report is gone: its page did not ask for it again on the way out.
    expect(calls(objectWeekDetail)).toHaveLength(1);
  });

  it('a refused delete (it has comments) keeps the report open', async () => {
    week = weekDetail(3, { is_mine: 1 });
    deleteFails = true;
    const router = renderWeek();
    const actions = within(await screen.findByTestId('week-owner-actions'));
    fireEvent.click(actions.getByTestId('week-delete'));
    fireEvent.click(await screen.findByTestId('week-delete-confirm'));
    await waitFor(() => expect(calls(projectWeekDelete)).toHaveLength(1));
    expect(router.state.location.pathname).toBe(`${RESEARCH}/week/3`);
    expect(screen.getByRole('heading', { name: '第3周' })).toBeTruthy();
  });
});
