import { z } from 'zod';
import { zDbInt } from './fields';
import { defineContract } from './define';
import { policy } from './policy';
import { ZPaginate, zPageNumber, zPageSize, zUnixSeconds } from './envelope';
import { zUserId } from './social';
import {
  LETTER_BOX_PAGE_SIZE,
  LETTER_FROM,
  LETTER_KIND,
  LETTER_NO_MAX,
  LETTER_NO_RE,
  LETTER_PAGE_SIZE,
  LETTER_RAW_MAX,
  LETTER_READ_ALL,
  LetterKind,
} from '../constants/letter';
import { MSG } from '../messages';

/*
 * Private letters (SPEC §3 chat user, conversation, chat message; §4 chat; §7 Messages and
 * letters). Every call acts as the logged-in user: a user id in the input names the other
 * person, an id names a letter or a conversation of mine, never someone else's.
 * The socket frames are in ./socket.ts; docs/letters.md has the rules.
 */

const int = () => z.number().int();

/** SPEC §3 chat user: who I talk to. */
export const ZChatUser = z.object({
  id: int().describe('用户 id'),
  nickname: z.string().describe('昵称'),
  image_url: z.string().describe('头像地址'),
});
export type ChatUser = z.infer<typeof ZChatUser>;

/**
 * The sender's own number for a letter (SPEC §3 socket `no`): unique per sender, so sending
 * the same `no` again (a retry after a lost ack) stores and delivers nothing new.
 */
export const zLetterNo = z
  .union([z.string(), z.number()], { error: MSG.letterNoInvalid })
  .transform((v) => String(v).trim())
  .pipe(
    z
      .string()
      .min(1, MSG.letterNoInvalid)
      .max(LETTER_NO_MAX, MSG.letterNoInvalid)
      .regex(LETTER_NO_RE, MSG.letterNoInvalid),
  )
  .describe('客户端生成的消息编号（同一发送者唯一，重发同一编号不会重复存储或投递），≤64 个字符');

/** Emptiness and length are checked by the server after trimming, with SPEC §5's message. */
export const zLetterMsg = z
  .string({ error: MSG.messageEmpty })
  .max(LETTER_RAW_MAX, MSG.letterTooLong)
  .describe(
    '文字消息：纯文本（服务器转义，保留换行；去掉首尾空白后不能为空，≤1000 字）；图片消息：/web/letter/image 返回的图片地址',
  );

export const zLetterKind = z.coerce
  .number({ error: MSG.letterKindInvalid })
  .refine((v) => LetterKind.has(v), MSG.letterKindInvalid)
  .default(LETTER_KIND.text)
  .describe('1 文字（默认），2 图片（msg 为本站上传的图片地址，服务器生成 <img> 标签）');

const zPfrom = z
  .enum([LETTER_FROM.other, LETTER_FROM.me])
  .describe('SPEC §3：left 对方发的，right 我发的（相对当前用户）');

/** SPEC §3 chat message, as the viewer sees it. */
export const ZChatMessage = z.object({
  id: int().describe('私信 id'),
  content: z
    .string()
    .describe(
      '消息 HTML：文字为转义后的文本（换行为 <br>），图片为服务器生成的 <img> 标签；已撤回时为空串',
    ),
  kind: int().describe('1 文字，2 图片'),
  pfrom: zPfrom,
  user_id: int().describe('发送者 id'),
  image_url: z.string().describe('发送者头像'),
  nickname: z.string().describe('发送者昵称'),
  letter_no: z.string().describe('发送者的消息编号 no'),
  create_time: zUnixSeconds.describe('发送时间（秒）'),
  is_read: int().describe('接收者是否已读：1 已读，0 未读'),
  recalled: int().describe(
    '1 已撤回（content 为空；客户端显示 你撤回了一条消息 / 对方撤回了一条消息），0 正常',
  ),
});
export type ChatMessage = z.infer<typeof ZChatMessage>;

/** SPEC §3 conversation (a letter box): one per person I exchanged letters with. */
export const ZConversation = z.object({
  id: int().describe('对话 id（box_delete 用）'),
  letter_user_id: int().describe('对方用户 id'),
  nickname: z.string().describe('对方昵称'),
  image_url: z.string().describe('对方头像'),
  last_message: z
    .string()
    .describe('最后一条消息的 HTML（已撤回时为 你撤回了一条消息 / 对方撤回了一条消息）'),
  number: int().describe('未读条数（角标显示时封顶 99）'),
  update_time: zUnixSeconds.describe('最后一条消息的时间（秒）'),
});
export type Conversation = z.infer<typeof ZConversation>;

export const letterBox = defineContract({
  method: 'GET',
  path: '/web/letter/box',
  authz: policy.member,
  summary: '我的对话列表：最近有消息的在前；删除过的对话在收到新消息前不出现',
  auth: true,
  query: z.object({ page: zPageNumber, page_size: zPageSize(LETTER_BOX_PAGE_SIZE) }),
  response: z.object({
    data: z.array(ZConversation),
    paginate: ZPaginate,
    unread_total: int().describe('所有对话的未读私信总数'),
  }),
});
export type LetterBoxPage = z.infer<typeof letterBox.response>;

export const letterList = defineContract({
  method: 'GET',
  path: '/web/letter/list',
  authz: policy.member,
  summary:
    '与某人的聊天记录：第 1 页是最新的一页，每页内按时间正序（旧的在上）；滚动到顶部加载下一页并插在前面。只含我这一侧未删除的消息',
  auth: true,
  query: z.object({
    page: zPageNumber,
    page_size: zPageSize(LETTER_PAGE_SIZE),
    letter_user_id: zUserId.describe('对方用户 id'),
  }),
  response: z.object({
    data: z.array(ZChatMessage),
    paginate: ZPaginate,
    letter_user: ZChatUser.describe('对方的资料（开始新对话时也有）'),
  }),
});
export type LetterListPage = z.infer<typeof letterList.response>;

export const ZLetterReadState = z.object({
  read: int().describe('本次标记为已读的私信条数'),
  unread_total: int().describe('标记后所有对话的未读私信总数'),
});
export type LetterReadState = z.infer<typeof ZLetterReadState>;

export const letterRead = defineContract({
  method: 'GET',
  path: '/web/letter/read',
  authz: policy.member,
  summary:
    '标记已读：user_type 为对方用户 id（该对话）或 all（全部对话）；我的其他标签页会收到 unread 推送',
  auth: true,
  query: z.object({
    user_type: z
      .union([z.literal(LETTER_READ_ALL), zUserId], { error: MSG.letterUserTypeInvalid })
      .describe('对方用户 id，或 all 表示全部'),
  }),
  response: ZLetterReadState,
});

const ZIdBody = (what: string) =>
  z.object({
    id: zDbInt(MSG.letterNotFound).describe(what),
  });

export const letterDelete = defineContract({
  method: 'POST',
  path: '/web/letter/delete',
  authz: policy.owner('letter', 'body.id', 404),
  summary: '删除一条私信（只对我删除，对方仍可见）；只能删除我发出或收到的消息',
  auth: true,
  body: ZIdBody('私信 id'),
  response: z.object({ id: int().describe('已删除的私信 id') }),
});

export const letterReback = defineContract({
  method: 'POST',
  path: '/web/letter/reback',
  authz: policy.owner('letter', 'body.id', 404),
  summary:
    '撤回私信：只能撤回自己发送的、2 分钟内的消息（超时 409）；撤回后双方都看到撤回提示，所有打开的标签页收到 recall 推送',
  auth: true,
  body: ZIdBody('私信 id'),
  response: ZChatMessage,
});

export const letterBoxDelete = defineContract({
  method: 'POST',
  path: '/web/letter/box_delete',
  authz: policy.owner('conversation', 'body.id', 404),
  summary:
    '删除对话：对我隐藏该对话及此前的全部消息（对方不受影响）；对方再发来消息时对话重新出现，只显示新消息',
  auth: true,
  body: ZIdBody('对话 id（/web/letter/box 的 id）'),
  response: z.object({ id: int().describe('已删除的对话 id') }),
});

export const letterSend = defineContract({
  method: 'POST',
  path: '/web/letter/send',
  authz: policy.unlessBlocked('user', 'body.to_user_id'),
  summary:
    '发送私信（WebSocket 不可用时的备用通道，规则与 socket 相同）：先存储再投递；同一 no 重发返回同一条消息',
  auth: true,
  body: z.object({
    to_user_id: zUserId.describe('接收者用户 id'),
    no: zLetterNo,
    msg: zLetterMsg,
    kind: zLetterKind,
  }),
  response: ZChatMessage,
});

export const letterImage = defineContract({
  method: 'POST',
  path: '/web/letter/image',
  authz: policy.member,
  summary:
    '上传聊天图片：multipart 字段 item_image，按内容识别 jpeg/png/webp/gif（否则 请选择正确的图片），≤5120KB（否则 选择的图片大小不能超过5MB）；返回的地址作为图片消息的 msg 发送',
  auth: true,
  response: z.object({
    item_image: z.string().describe('图片地址（/uploads/letters/…webp）'),
  }),
});
