import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG, OCCUPATION, projectCreate, type Contract } from '@xinke/shared';
import '../../test/resize-observer';

// The fake network sits at the app's http boundary: every contract call goes through api().
vi.mock('../../lib/api', () => ({ api: vi.fn(), http: {} }));
vi.mock('../../lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() },
}));
const { api } = await import('../../lib/api');
const { ProjectForm } = await import('./ProjectForm');
// The editor's lazily loaded chunk, loaded once up front so each test's editor comes at once.
await import('../editor/TiptapEditor');
const apiMock = vi.mocked(api);
// antd's controls and the editor (a ProseMirror view) are slow on a loaded CI machine.
vi.setConfig({ testTimeout: 45_000 });

const DETAIL = '/app/new-version/projectDetail/:id';
let answer: () => Promise<unknown>;
beforeEach(() => {
  answer = async () => ({ id: 31, status: 1 });
  apiMock.mockImplementation((async (contract: Contract) => {
    if (contract === projectCreate) return answer();
    throw new Error(`unexpected call ${contract.path}`);
  }) as unknown as typeof api);
});
afterEach(() => vi.clearAllMocks());

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/app/new-version/projectAdd', element: <ProjectForm /> },
      { path: DETAIL, element: <p>项目详情页</p> },
    ],
    { initialEntries: ['/app/new-version/projectAdd'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const sent = () =>
  apiMock.mock.calls.filter(([c]) => c === projectCreate).map(([, body]) => body) as Record<
    string,
    unknown
  >[];
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function fillValid() {
  type('项目标题', '桌面气象站');
  const editor = await screen.findByRole('textbox', { name: '正文' }, { timeout: 10_000 });
  editor.querySelector('p')!.textContent = 'ESP32-S3 读 BME280，墨水屏显示';
  fireEvent.mouseDown(within(screen.getByTestId('owner-label')).getByRole('combobox'));
  fireEvent.click(await screen.findByTitle('工程师'));
  fireEvent.click(screen.getByTestId('bom-add'));
  type('物料 1 物料', 'ESP32-S3-WROOM-1');
  type('物料 1 数量', '2');
  type('物料 1 单价（元）', '23.5');
}

describe('ProjectForm validation (the contract’s messages, before sending)', () => {
  it('发布 on an empty form says what is missing and sends nothing', async () => {
    renderForm();
    fireEvent.click(screen.getByTestId('project-publish'));
    expect(await screen.findByText(MSG.projectTitleRequired)).toBeTruthy();
    expect(screen.getByText(MSG.projectBodyRequired)).toBeTruthy();
    expect(screen.getByText(MSG.projectOccupationInvalid)).toBeTruthy();
    // 存草稿 keeps a real project row, so it asks for the same.
    fireEvent.click(screen.getByTestId('project-draft'));
    expect(screen.getByText(MSG.projectTitleRequired)).toBeTruthy();
    expect(apiMock).not.toHaveBeenCalled();

    // A field set right stops showing its message at once.
    type('项目标题', '桌面气象站');
    expect(screen.queryByText(MSG.projectTitleRequired)).toBeNull();
    expect(screen.getByText(MSG.projectBodyRequired)).toBeTruthy();
  });

  it('a bad BOM row blocks publishing, with the message under its field', async () => {
    renderForm();
    await fillValid();
    type('物料 1 单价（元）', '23.555');
    fireEvent.click(screen.getByTestId('project-publish'));
    expect(await screen.findByText(MSG.projectBomPriceYuanInvalid)).toBeTruthy();
    expect(sent()).toHaveLength(0);
  });

  it('publishes with prices in 分 and opens the project’s detail', async () => {
    const router = renderForm();
    await fillValid();
    expect(screen.getByTestId('bom-editor-total').textContent).toBe('合计 ¥47.00');
    fireEvent.click(screen.getByTestId('project-publish'));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({
      title: '桌面气象站',
      owner_label: OCCUPATION.engineer,
      bom: [{ part_name: 'ESP32-S3-WROOM-1', quantity: 2, unit_price: 2350, supplier_url: '' }],
      files: [],
      publish: 1,
    });
    expect(await screen.findByText('项目详情页')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/new-version/projectDetail/31');
  });

  it('a refused publish keeps everything written and says why; 存草稿 then saves it', async () => {
    const router = renderForm();
    await fillValid();
    answer = () => Promise.reject({ code: 422, data: null, msg: MSG.projectCoverInvalid });
    fireEvent.click(screen.getByTestId('project-publish'));
    expect((await screen.findByTestId('project-form-error')).textContent).toContain(
      MSG.projectCoverInvalid,
    );
    expect(router.state.location.pathname).toBe('/app/new-version/projectAdd');
    expect((screen.getByLabelText('项目标题') as HTMLInputElement).value).toBe('桌面气象站');
    expect((screen.getByLabelText('物料 1 单价（元）') as HTMLInputElement).value).toBe('23.5');

    answer = async () => ({ id: 32, status: 0 });
    fireEvent.click(screen.getByTestId('project-draft'));
    await waitFor(() => expect(sent()).toHaveLength(2));
    expect(sent()[1]).toMatchObject({ publish: 0, title: '桌面气象站' });
    await waitFor(() => expect(screen.queryByTestId('project-form-error')).toBeNull());
    expect(screen.getByTestId('project-form-state').textContent).toContain('草稿已保存');
  });
});
