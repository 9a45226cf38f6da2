import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { leavesPage, LEAVE_CONFIRM, useUnsavedChangesGuard } from './use-unsaved-changes-guard';

// antd's dialogs load slowly on a busy machine; the steps themselves are quick.
vi.setConfig({ testTimeout: 20_000 });

function Writer({ saveAndLeave }: { saveAndLeave?: () => Promise<boolean> }) {
  const [text, setText] = useState('');
  useUnsavedChangesGuard(text !== '', saveAndLeave);
  return (
    <>
      <textarea aria-label="正文" value={text} onChange={(e) => setText(e.target.value)} />
      <Link to="/elsewhere">别处</Link>
    </>
  );
}

function renderWriter(saveAndLeave?: () => Promise<boolean>) {
  const router = createMemoryRouter(
    [
      { path: '/write', element: <Writer saveAndLeave={saveAndLeave} /> },
      { path: '/elsewhere', element: <p>别处的页面</p> },
    ],
    // Come from elsewhere, so there is an entry to go Back to.
    { initialEntries: ['/elsewhere', '/write'], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const write = (text: string) =>
  fireEvent.change(screen.getByLabelText('正文'), { target: { value: text } });
/** A button of the dialog by its text (antd spaces out two characters here: 离 开). */
const dialogButton = async (name: string) =>
  screen.findByRole(
    'button',
    { name: (text) => text.replace(/\s/g, '') === name },
    { timeout: 10_000 },
  );
/** A beforeunload as the browser sends it on reload or closing the tab: was it held up? */
function unloadIsHeld(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}
/** The dialog asking first (antd writes its title twice: shown and for screen readers). */
const askedToLeave = () => screen.findAllByText(LEAVE_CONFIRM.title, {}, { timeout: 10_000 });
/** antd's static dialogs close on an animation timer; wait for them to go. */
const noDialog = () =>
  waitFor(() => expect(screen.queryAllByText(LEAVE_CONFIRM.title)).toHaveLength(0), {
    timeout: 5000,
  });

describe('leavesPage', () => {
  const at = (pathname: string, search = '') => ({ pathname, search });
  it('another path leaves, whatever the history action', () => {
    expect(leavesPage(at('/a'), at('/b'), 'PUSH')).toBe(true);
    expect(leavesPage(at('/a'), at('/b'), 'POP')).toBe(true);
    expect(leavesPage(at('/a'), at('/b'), 'REPLACE')).toBe(true);
  });
  it('another query leaves when pushed or popped, not when the page replaces its own', () => {
    expect(leavesPage(at('/a'), at('/a', '?id=2'), 'PUSH')).toBe(true);
    expect(leavesPage(at('/a'), at('/a', '?id=2'), 'POP')).toBe(true);
    expect(leavesPage(at('/a'), at('/a', '?id=2'), 'REPLACE')).toBe(false);
    expect(leavesPage(at('/a', '?x=1'), at('/a', '?x=1'), 'PUSH')).toBe(false);
  });
});

describe('useUnsavedChangesGuard', () => {
  it('lets a page with nothing unsaved go without asking', async () => {
    const router = renderWriter();
    expect(unloadIsHeld()).toBe(false);
    fireEvent.click(screen.getByText('别处'));
    expect(await screen.findByText('别处的页面')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('asks before leaving unsaved work: 继续编辑 keeps it, 离开 goes', async () => {
    const router = renderWriter();
    write('写了一半的帖子');
    // Closing or reloading the tab is held up for the browser's own question.
    expect(unloadIsHeld()).toBe(true);

    fireEvent.click(screen.getByText('别处'));
    await askedToLeave();
    fireEvent.click(await dialogButton(LEAVE_CONFIRM.stay));
    await noDialog();
    expect(router.state.location.pathname).toBe('/write');
    expect((screen.getByLabelText('正文') as HTMLTextAreaElement).value).toBe('写了一半的帖子');

    // The browser's Back is asked about the same way.
    await act(() => router.navigate(-1));
    await askedToLeave();
    fireEvent.click(await dialogButton(LEAVE_CONFIRM.stay));
    await noDialog();

    fireEvent.click(screen.getByText('别处'));
    fireEvent.click(await dialogButton(LEAVE_CONFIRM.leave));
    expect(await screen.findByText('别处的页面')).toBeTruthy();
    await noDialog();
  });

  it('存草稿并离开 leaves once the save worked, and stays when it failed', async () => {
    const answers = [false, true];
    const save = vi.fn(async () => answers.shift() ?? true);
    const router = renderWriter(save);
    write('要存成草稿的内容');

    fireEvent.click(screen.getByText('别处'));
    fireEvent.click(await dialogButton(LEAVE_CONFIRM.saveAndLeave));
    await noDialog();
    expect(save).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/write');

    fireEvent.click(screen.getByText('别处'));
    fireEvent.click(await dialogButton(LEAVE_CONFIRM.saveAndLeave));
    expect(await screen.findByText('别处的页面')).toBeTruthy();
    expect(save).toHaveBeenCalledTimes(2);
    await noDialog();
  });

  it('a page rewriting its own address in place is not asked about', async () => {
    const router = renderWriter();
    write('还没保存');
    await act(() => router.navigate('/write?id=5', { replace: true }));
    expect(router.state.location.search).toBe('?id=5');
    expect(screen.queryAllByText(LEAVE_CONFIRM.title)).toHaveLength(0);
  });
});
