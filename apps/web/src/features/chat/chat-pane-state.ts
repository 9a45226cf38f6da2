import { LETTER_FROM, type ChatMessage, type Paginate } from '@xinke/shared';

/*
 * The open conversation's messages (SPEC §4 chat) as a reducer, so the rules are plain
 * functions a test can drive: page 1 is the newest page and replaces the list; a later page
 * (older letters, loaded on scrolling to the top) goes in front; a letter sent here shows
 * at once as `pending` and becomes the stored one when the server acknowledges its `no`.
 */

export interface PaneMessage extends ChatMessage {
  /** Sent from this tab, not yet stored (no ack yet). */
  pending?: boolean;
  /** The server refused it, or no answer came. */
  failed?: boolean;
}

export interface PaneState {
  messages: PaneMessage[];
  /** The last page loaded (1 = newest); 0 before the first answer. */
  page: number;
  lastPage: number;
  loading: boolean;
}

export const EMPTY_PANE: PaneState = { messages: [], page: 0, lastPage: 0, loading: false };

export type PaneAction =
  | { type: 'loading' }
  | { type: 'loadFailed' }
  | { type: 'loaded'; data: ChatMessage[]; paginate: Paginate }
  | { type: 'append'; message: PaneMessage }
  | { type: 'acked'; no: string; id: number; createTime: number; content: string }
  | { type: 'failed'; no: string }
  | { type: 'recalled'; id: number }
  | { type: 'removed'; id: number }
  /** The other person's letters here are read (in this tab or another). */
  | { type: 'read' }
  /** The conversation was deleted for me: nothing of it is left to show. */
  | { type: 'cleared' }
  | { type: 'reset' };

/** A letter is the same one when its id matches, or (mine, not yet stored) its `no`. */
function sameLetter(a: PaneMessage, b: PaneMessage): boolean {
  if (a.id > 0 && a.id === b.id) return true;
  return a.user_id === b.user_id && a.letter_no !== '' && a.letter_no === b.letter_no;
}

export function paneReducer(state: PaneState, action: PaneAction): PaneState {
  switch (action.type) {
    case 'reset':
      return EMPTY_PANE;
    case 'loading':
      return { ...state, loading: true };
    case 'loadFailed':
      return { ...state, loading: false };
    case 'loaded': {
      const { current_page: page, last_page: lastPage } = action.paginate;
      if (page <= 1) return { messages: action.data, page: 1, lastPage, loading: false };
      // Older letters go in front; a letter already shown (it arrived live) is not doubled.
      const older = action.data.filter((m) => !state.messages.some((s) => sameLetter(s, m)));
      return { messages: [...older, ...state.messages], page, lastPage, loading: false };
    }
    case 'append':
      if (state.messages.some((m) => sameLetter(m, action.message))) return state;
      return { ...state, messages: [...state.messages, action.message] };
    case 'acked':
      return {
        ...state,
        messages: state.messages.map((m) =>
          m.pending && m.letter_no === action.no
            ? {
                ...m,
                id: action.id,
                create_time: action.createTime,
                content: action.content,
                pending: false,
                failed: false,
              }
            : m,
        ),
      };
    case 'failed':
      return {
        ...state,
        messages: state.messages.map((m) =>
          m.pending && m.letter_no === action.no ? { ...m, pending: false, failed: true } : m,
        ),
      };
    case 'recalled':
      return {
        ...state,
        messages: state.messages.map((m) =>
          m.id === action.id ? { ...m, recalled: 1, content: '' } : m,
        ),
      };
    case 'removed':
      return { ...state, messages: state.messages.filter((m) => m.id !== action.id) };
    case 'read':
      if (!state.messages.some((m) => !isMine(m) && m.is_read === 0)) return state;
      return {
        ...state,
        messages: state.messages.map((m) =>
          !isMine(m) && m.is_read === 0 ? { ...m, is_read: 1 } : m,
        ),
      };
    case 'cleared':
      return { messages: [], page: 1, lastPage: 1, loading: false };
  }
}

/** Scrolled to the top with older pages left and nothing loading: load the next page. */
export function shouldLoadOlder(scrollTop: number, state: PaneState): boolean {
  return scrollTop <= 0 && !state.loading && state.page > 0 && state.page < state.lastPage;
}

/**
 * Where to scroll after older letters were put in front, so the letter the reader was
 * looking at stays where it was (no jump): the same distance from the bottom as before.
 */
export function scrollTopAfterPrepend(
  before: { scrollHeight: number; scrollTop: number },
  scrollHeight: number,
): number {
  return scrollHeight - before.scrollHeight + before.scrollTop;
}

/** Whether a message is mine (right) or the other person's (left), per SPEC §3 pfrom. */
export const isMine = (m: ChatMessage) => m.pfrom === LETTER_FROM.me;
