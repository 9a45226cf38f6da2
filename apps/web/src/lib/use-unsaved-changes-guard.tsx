import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction, type Location } from 'react-router-dom';
import Button from 'antd/es/button';
import { DIALOG_Z_INDEX } from '@xinke/shared';

export const LEAVE_CONFIRM = {
  title: '内容尚未保存，确定离开吗？',
  content: '离开后，尚未保存的修改将会丢失。',
  leave: '离开',
  stay: '继续编辑',
  saveAndLeave: '存草稿并离开',
} as const;

/**
 * Whether going from `current` to `next` leaves what is being written. Another path does;
 * so does another query pushed onto the history (a link to the same form for another item).
 * A page replacing its own query in place (the publishing form writing its new draft's id
 * into the address) is the page's bookkeeping, not leaving.
 */
export function leavesPage(
  current: Pick<Location, 'pathname' | 'search'>,
  next: Pick<Location, 'pathname' | 'search'>,
  historyAction: string,
): boolean {
  if (next.pathname !== current.pathname) return true;
  return next.search !== current.search && historyAction !== 'REPLACE';
}

/**
 * Never lose work: while `dirty` (something written is saved nowhere), leaving through the
 * app (a link, the browser's Back) asks first in a dialog, and closing or reloading the tab
 * gets the browser's own 离开此网站？ question (beforeunload). `saveAndLeave` adds a third
 * choice that saves first and leaves only when the save worked (it answers true).
 * `release()` lets the page's own next navigation through at once, e.g. to the post just
 * published, before the render that clears `dirty` has happened. One guard per page: the
 * router supports one blocker at a time.
 */
export function useUnsavedChangesGuard(
  dirty: boolean,
  saveAndLeave?: () => Promise<boolean>,
): { release(): void } {
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation, historyAction }) =>
      dirtyRef.current && leavesPage(currentLocation, nextLocation, historyAction),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  // The latest save function, without reopening the dialog when the page re-renders.
  const saveRef = useRef(saveAndLeave);
  useEffect(() => {
    saveRef.current = saveAndLeave;
  });
  const canSave = saveAndLeave !== undefined;

  useEffect(() => {
    if (blocker.state !== 'blocked') return undefined;
    let gone = false;
    let close = () => undefined as void;
    void import('antd/es/modal').then(({ default: Modal }) => {
      if (gone) return;
      const dialog = Modal.confirm({
        title: LEAVE_CONFIRM.title,
        content: LEAVE_CONFIRM.content,
        okText: LEAVE_CONFIRM.leave,
        okButtonProps: { danger: true, 'data-testid': 'leave-confirm-leave' },
        cancelText: LEAVE_CONFIRM.stay,
        cancelButtonProps: { 'data-testid': 'leave-confirm-stay' },
        zIndex: DIALOG_Z_INDEX,
        onOk: () => {
          // Chosen to leave: a Back pressed before the next page has rendered (this page is
          // still mounted meanwhile) must not be stopped and turned back by this guard.
          dirtyRef.current = false;
          blocker.proceed();
        },
        onCancel: () => blocker.reset(),
        footer: canSave
          ? (_, { OkBtn, CancelBtn }) => (
              <>
                <CancelBtn />
                <Button
                  onClick={() => {
                    void saveRef.current?.().then((saved) => {
                      dialog.destroy();
                      if (saved) {
                        dirtyRef.current = false;
                        blocker.proceed();
                      } else blocker.reset();
                    });
                  }}
                  data-testid="leave-confirm-save"
                >
                  {LEAVE_CONFIRM.saveAndLeave}
                </Button>
                <OkBtn />
              </>
            )
          : undefined,
      });
      close = () => dialog.destroy();
    });
    return () => {
      gone = true;
      close();
    };
  }, [blocker, canSave]);

  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      if (!dirtyRef.current) return;
      // Both, for the browsers that still read returnValue rather than preventDefault.
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const release = useCallback(() => {
    dirtyRef.current = false;
  }, []);
  return { release };
}
