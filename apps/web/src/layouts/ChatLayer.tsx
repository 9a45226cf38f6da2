import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { withAntdScope } from '../app/with-antd-scope';
import { useChatDialog } from '../features/chat/chat-dialog-context';
import { hasToken } from '../lib/credentials';

// Both load only for members, after the page: the featured page's first load stays small.
const RealtimeBridge = lazy(() => import('../features/chat/socket/RealtimeBridge'));
const ChatDialog = lazy(withAntdScope(() => import('../features/chat/ChatDialog')));

/**
 * The layout's real-time part (SPEC §2 "layout with … chat dialog", §6 members only): the
 * socket with the live counters while a member is here, and the chat dialog once its flag
 * first opens. Read again on every navigation, so a logout (which navigates) closes the
 * socket and drops the dialog.
 */
export function ChatLayer() {
  useLocation();
  const { isOpen, target, closeChatDialog } = useChatDialog();
  const [wasOpened, setWasOpened] = useState(false);
  if (isOpen && !wasOpened) setWasOpened(true);
  if (!hasToken()) return null;
  return (
    <Suspense fallback={null}>
      <RealtimeBridge />
      {wasOpened && <ChatDialog open={isOpen} target={target} onClose={closeChatDialog} />}
    </Suspense>
  );
}
