import { z } from 'zod';
import { zUnixSeconds } from './envelope';
import { zLetterKind, zLetterMsg, zLetterNo } from './letter';
import { ZMessageCounts } from './message';
import { zUserId } from './social';
import { LETTER_FROM } from '../constants/letter';

/*
 * The real-time socket at SOCKET_PATH (SPEC §4 socket, §7; DESIGN.md §3 Realtime): every
 * frame is one JSON object with a `type`. Like misskey's typed channels, each direction
 * has a map from `type` to its schema, so `ServerFrameMap['chat']` is the type of a chat
 * frame and a handler switch over `type` is exhaustive.
 *
 * Session: open the socket with `?token=<session token>` (or send an `auth` frame first),
 * send the `open` frame with your user id (SPEC §7), then `ping` every SOCKET_PING_MS. The
 * server answers `hello` once authenticated, `pong` to each ping, and closes with a
 * SOCKET_CLOSE code: 4001 bad token, 4003 user id of another user, 4008 idle.
 * Other modules push their own frames through the server's realtime.publish(); a new
 * frame type is added to ServerFrames below (the message-centre counters are one).
 */

const int = () => z.number().int();

// ── client → server ───────────────────────────────────────────────────────────────────

/** Authenticates when the token is not in the URL; must be the first frame then. */
export const ZAuthFrame = z.object({
  type: z.literal('auth'),
  token: z.string().max(256).describe('登录会话 token（与 HTTP 的 Authorization 相同）'),
});

/** SPEC §7 open frame: the client says who it is; another user's id closes the socket 4003. */
export const ZOpenFrame = z.object({
  type: z.literal('open'),
  user_id: zUserId.describe('当前登录用户 id，必须与 token 的用户一致'),
});

/** SPEC §4: sent every SOCKET_PING_MS; answered with `pong`. */
export const ZPingFrame = z.object({ type: z.literal('ping') });

/**
 * SPEC §3 outgoing chat `{touid, no, msg}` (`type: 'chat'` may be left out). Stored before
 * it is delivered; answered with `ack` (or `error` carrying the same `no`).
 */
export const ZChatOutFrame = z.object({
  type: z.literal('chat'),
  touid: zUserId.describe('接收者用户 id'),
  no: zLetterNo,
  msg: zLetterMsg,
  kind: zLetterKind,
});

export const ClientFrames = {
  auth: ZAuthFrame,
  open: ZOpenFrame,
  ping: ZPingFrame,
  chat: ZChatOutFrame,
} as const;
export type ClientFrameMap = {
  [K in keyof typeof ClientFrames]: z.infer<(typeof ClientFrames)[K]>;
};
export type ClientFrame = ClientFrameMap[keyof ClientFrameMap];
/** What a client may send (before defaults are applied), e.g. a chat frame without `kind`. */
export type ClientFrameInput = {
  [K in keyof typeof ClientFrames]: z.input<(typeof ClientFrames)[K]>;
}[keyof typeof ClientFrames];

/**
 * SPEC's client sends the bare user id at open and chat frames without a `type`; both are
 * read as the typed frames above.
 */
function normalizeClientFrame(raw: unknown): unknown {
  if (typeof raw === 'number' || (typeof raw === 'string' && /^\d+$/.test(raw)))
    return { type: 'open', user_id: raw };
  if (typeof raw === 'object' && raw !== null && !('type' in raw) && 'touid' in raw)
    return { ...raw, type: 'chat' };
  return raw;
}

export const ZClientFrame = z.preprocess(
  normalizeClientFrame,
  z.discriminatedUnion('type', [ZAuthFrame, ZOpenFrame, ZPingFrame, ZChatOutFrame]),
);

// ── server → client ───────────────────────────────────────────────────────────────────

const zPfrom = z.enum([LETTER_FROM.other, LETTER_FROM.me]);

export const ServerFrames = {
  /** Authenticated: frames for this user are delivered from now on. */
  hello: z.object({ type: z.literal('hello'), user_id: int().describe('已认证的用户 id') }),
  pong: z.object({ type: z.literal('pong') }),
  /**
   * A stored letter, pushed to every open socket of the recipient (pfrom left) and to the
   * sender's other sockets (pfrom right: "this is yours, sent from another tab").
   */
  chat: z.object({
    type: z.literal('chat'),
    id: int().describe('私信 id'),
    user_id: int().describe('发送者 id'),
    touid: int().describe('接收者 id'),
    letter_user_id: int().describe(
      '对话的另一方（相对收到此帧的用户）：收信方为发送者，发信方为接收者',
    ),
    pfrom: zPfrom.describe('left 对方发来，right 我在其他标签页发出'),
    msg: z.string().describe('消息 HTML（同聊天记录的 content）'),
    kind: int().describe('1 文字，2 图片'),
    no: z.string().describe('发送者的消息编号'),
    create_time: zUnixSeconds,
    nickname: z.string().describe('发送者昵称'),
    image_url: z.string().describe('发送者头像'),
    number: int().describe('此对话在收到此帧的用户这边的未读条数'),
  }),
  /** To the sending socket: the letter `no` is stored as `id`. */
  ack: z.object({
    type: z.literal('ack'),
    no: z.string(),
    id: int(),
    create_time: zUnixSeconds,
    msg: z.string().describe('存储后的消息 HTML（用它替换本地先显示的气泡）'),
  }),
  /** A refused frame: `no` names the letter when it was a chat frame. */
  error: z.object({
    type: z.literal('error'),
    no: z.string().optional(),
    code: int().describe('与 HTTP 接口相同的错误码：403 被拉黑、422 内容有误、429 太频繁…'),
    msg: z.string().describe('中文提示'),
  }),
  /** A letter was recalled: show the tombstone in place of message `id`. */
  recall: z.object({
    type: z.literal('recall'),
    id: int().describe('被撤回的私信 id'),
    user_id: int().describe('发送者（撤回者）id'),
    letter_user_id: int().describe('对话的另一方（相对收到此帧的用户）'),
    pfrom: zPfrom.describe('right：你撤回了一条消息；left：对方撤回了一条消息'),
  }),
  /**
   * I deleted letter `id` for myself (POST /web/letter/delete): every tab of mine drops it
   * from the open chat and reads the conversation's last message again.
   */
  delete: z.object({
    type: z.literal('delete'),
    id: int().describe('被删除的私信 id'),
    letter_user_id: int().describe('对话的另一方'),
  }),
  /**
   * I deleted a whole conversation for myself (POST /web/letter/box_delete): every tab of
   * mine drops it from the list and clears the chat with that person if it is open.
   */
  box_delete: z.object({
    type: z.literal('box_delete'),
    id: int().describe('被删除的对话 id'),
    letter_user_id: int().describe('对话的另一方'),
  }),
  /** My unread letters changed on another tab or device (read, delete, recall). */
  unread: z.object({
    type: z.literal('unread'),
    letter_user_id: int().describe('哪个对话变了；0 表示全部对话'),
    number: int().describe('该对话现在的未读条数（letter_user_id 为 0 时为 0）'),
    unread_total: int().describe('所有对话的未读私信总数'),
  }),
  /** My message-centre counters changed (a notification arrived or was read): SPEC §4 live. */
  counts: z.object({
    type: z.literal('counts'),
    counts: ZMessageCounts.describe('与 GET /web/message/count 相同的计数'),
  }),
} as const;
export type ServerFrameMap = {
  [K in keyof typeof ServerFrames]: z.infer<(typeof ServerFrames)[K]>;
};
export type ServerFrameType = keyof ServerFrameMap;
export type ServerFrame = ServerFrameMap[ServerFrameType];

export const ZServerFrame = z.discriminatedUnion('type', [
  ServerFrames.hello,
  ServerFrames.pong,
  ServerFrames.chat,
  ServerFrames.ack,
  ServerFrames.error,
  ServerFrames.recall,
  ServerFrames.delete,
  ServerFrames.box_delete,
  ServerFrames.unread,
  ServerFrames.counts,
]);
