import { useCallback, useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  HTTP_TIMEOUT_MS,
  LETTER_FROM,
  LETTER_KIND,
  letterDelete,
  letterList,
  letterReback,
  letterSend,
} from '@xinke/shared';
import { api } from '../../lib/api';
import { toast } from '../../lib/toast';
import type { ChatTarget } from './chat-dialog-context';
import { chatKeys } from './chat-keys';
import { EMPTY_PANE, type PaneAction, type PaneState } from './chat-pane-state';
import { useMarkRead } from './chat-queries';
import { letterDeleted, letterRecalled, letterStored, paneOf, updatePane } from './chat-store';
import { localImageHtml, localTextHtml, newLetterNo } from './letter-no';
import { appSocket } from './socket/app-socket';

/** A socket letter with no ack this long is sent again over HTTP (same `no`: no double). */
const ACK_TIMEOUT_MS = HTTP_TIMEOUT_MS;

export interface ChatPane {
  state: PaneState;
  loadOlder(): void;
  /** Sends a text (already checked non-empty) or an uploaded image's address. */
  send(msg: string, kind: number): void;
  recall(id: number): Promise<void>;
  remove(id: number): Promise<void>;
}

/**
 * The open conversation (SPEC §4 chat): loads page 1 (oldest first), older pages on
 * demand; marks live letters of this conversation read; sends over the socket with an
 * ack, or over HTTP when the socket is not open. Recall and delete change anything only
 * when the server answers code 0 (SPEC §8: otherwise nothing, no toast). The messages live
 * in the tab's chat store (chat-store.ts), where socket frames change them too, so the
 * list and this pane move together.
 */
export function useChatPane(
  me: { id: number; nickname: string; image_url: string },
  other: ChatTarget,
): ChatPane {
  const queryClient = useQueryClient();
  const paneKey = chatKeys.pane(other.id);
  // Written, never fetched: the query only lets this component follow the store.
  const { data: state = EMPTY_PANE } = useQuery({
    queryKey: paneKey,
    queryFn: () => paneOf(queryClient, other.id),
    initialData: EMPTY_PANE,
    staleTime: Infinity,
  });
  const dispatch = useCallback(
    (action: PaneAction) => updatePane(queryClient, other.id, action, true),
    [queryClient, other.id],
  );
  const markRead = useMarkRead();
  const ackTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const loadPage = useCallback(
    async (page: number) => {
      dispatch({ type: 'loading' });
      try {
        const answer = await api(letterList, { letter_user_id: other.id, page });
        dispatch({ type: 'loaded', data: answer.data, paginate: answer.paginate });
      } catch {
        dispatch({ type: 'loadFailed' });
      }
    },
    [other.id, dispatch],
  );

  useEffect(() => {
    dispatch({ type: 'reset' });
    void loadPage(1);
  }, [loadPage, dispatch]);

  const settle = useCallback((no: string) => {
    clearTimeout(ackTimers.current.get(no));
    ackTimers.current.delete(no);
  }, []);

  const sendOverHttp = useCallback(
    async (no: string, msg: string, kind: number) => {
      try {
        const stored = await api(letterSend, { to_user_id: other.id, no, msg, kind });
        dispatch({
          type: 'acked',
          no,
          id: stored.id,
          createTime: stored.create_time,
          content: stored.content,
        });
        letterStored(queryClient, other.id, stored);
      } catch {
        dispatch({ type: 'failed', no }); // the http client showed the server's msg
      }
    },
    [other.id, dispatch, queryClient],
  );

  // Live frames: the store takes them in (RealtimeBridge); the open chat reads what comes.
  useEffect(() => {
    const socket = appSocket();
    const offs = [
      socket.subscribe('chat', (frame) => {
        if (frame.letter_user_id === other.id && frame.pfrom === LETTER_FROM.other)
          markRead(other.id);
      }),
      socket.subscribe('ack', (frame) => {
        if (!ackTimers.current.has(frame.no)) return;
        settle(frame.no);
        dispatch({
          type: 'acked',
          no: frame.no,
          id: frame.id,
          createTime: frame.create_time,
          content: frame.msg,
        });
        letterStored(queryClient, other.id, { content: frame.msg, create_time: frame.create_time });
      }),
      socket.subscribe('error', (frame) => {
        if (!frame.no || !ackTimers.current.has(frame.no)) return;
        settle(frame.no);
        dispatch({ type: 'failed', no: frame.no });
        toast.error(frame.msg);
      }),
    ];
    const timers = ackTimers.current;
    return () => {
      offs.forEach((off) => off());
      timers.forEach((timer) => clearTimeout(timer));
      timers.clear();
    };
  }, [other.id, markRead, settle, dispatch, queryClient]);

  const send = useCallback(
    (msg: string, kind: number) => {
      const no = newLetterNo(me.id);
      dispatch({
        type: 'append',
        message: {
          id: 0,
          content: kind === LETTER_KIND.image ? localImageHtml(msg) : localTextHtml(msg),
          kind,
          pfrom: LETTER_FROM.me,
          user_id: me.id,
          image_url: me.image_url,
          nickname: me.nickname,
          letter_no: no,
          create_time: Math.floor(Date.now() / 1000),
          is_read: 0,
          recalled: 0,
          pending: true,
        },
      });
      const socket = appSocket();
      if (socket.send({ type: 'chat', touid: other.id, no, msg, kind })) {
        ackTimers.current.set(
          no,
          setTimeout(() => {
            settle(no);
            void sendOverHttp(no, msg, kind);
          }, ACK_TIMEOUT_MS),
        );
      } else {
        void sendOverHttp(no, msg, kind);
      }
    },
    [me.id, me.image_url, me.nickname, other.id, sendOverHttp, settle, dispatch],
  );

  const loadOlder = useCallback(() => {
    const current = paneOf(queryClient, other.id);
    if (current.loading || current.page >= current.lastPage) return;
    void loadPage(current.page + 1);
  }, [loadPage, queryClient, other.id]);

  const recall = useCallback(
    async (id: number) => {
      try {
        await api(letterReback, { id }, { silent: true });
        letterRecalled(queryClient, other.id, id, true);
      } catch {
        // SPEC §8: a chat action that is not code 0 changes nothing and says nothing.
      }
    },
    [queryClient, other.id],
  );

  const remove = useCallback(
    async (id: number) => {
      try {
        await api(letterDelete, { id }, { silent: true });
        letterDeleted(queryClient, other.id, id);
      } catch {
        // as above
      }
    },
    [queryClient, other.id],
  );

  return { state, loadOlder, send, recall, remove };
}
