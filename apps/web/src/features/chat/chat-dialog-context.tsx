import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

/**
 * The shared open/close flag of the chat dialog (SPEC §2 "Chat dialog (my private
 * messages)"), like the login dialog's. The message centre's 私信 entry and a homepage's
 * 私信 button open it, the second with the person to chat with.
 *
 * This context only holds the flag and the optional target: it renders nothing. The chat
 * dialog itself (ChatDialog.tsx) is mounted lazily by NewVersionLayout's ChatLayer, which
 * reads `isOpen` / `target` from here.
 */
export interface ChatTarget {
  id: number;
  nickname: string;
  image_url: string;
}

export interface ChatDialogState {
  isOpen: boolean;
  /** Who to open a conversation with; null opens the conversation list. */
  target: ChatTarget | null;
  openChatDialog(target?: ChatTarget): void;
  closeChatDialog(): void;
}

const ChatDialogContext = createContext<ChatDialogState | null>(null);

export function ChatDialogProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [target, setTarget] = useState<ChatTarget | null>(null);
  const state = useMemo<ChatDialogState>(
    () => ({
      isOpen,
      target,
      openChatDialog: (next) => {
        setTarget(next ?? null);
        setOpen(true);
      },
      closeChatDialog: () => setOpen(false),
    }),
    [isOpen, target],
  );
  return <ChatDialogContext.Provider value={state}>{children}</ChatDialogContext.Provider>;
}

export function useChatDialog(): ChatDialogState {
  const state = useContext(ChatDialogContext);
  if (!state) throw new Error('useChatDialog must be used inside ChatDialogProvider');
  return state;
}
