import type { FastifyInstance } from 'fastify';
import {
  MESSAGE_READ_ALL,
  MSG,
  SYSTEM_MESSAGE_SWITCH,
  messageCount,
  messageList,
  messagePop,
  messageRead,
  systemMessageList,
  systemMessageSet,
  userMessageDetail,
  xgoMessageList,
  xgoMessageTip,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import { mustAuth } from '../../plugins/auth';
import { registerContract } from '../../plugins/contract-route';
import { listSwitches, setSwitch } from './message-switch.service';
import type { MessageService } from './message.service';

/**
 * Message centre (SPEC §7 "Messages and letters"): notifications, counters, switches. Every
 * call but the tip needs a login and acts on the caller's own messages only. SPEC makes
 * read and message_set GETs; that is safe here because auth is by header only (no cookie,
 * so no cross-site request can carry it) and both set a state rather than toggle one.
 */
export function registerMessageRoutes(
  app: FastifyInstance,
  db: Db,
  messages: MessageService,
): void {
  registerContract(app, messageCount, ({ user }) => messages.counts(mustAuth(user).userId));
  registerContract(app, messageList, async ({ user, params, query }) => {
    const page = await messages.list(
      mustAuth(user).userId,
      params.category,
      query.page,
      query.pageSize,
    );
    // SPEC §4: the list's meta.tab 0 clears the unread mark; data.tab says the same.
    return { envelope: true as const, data: page, meta: { tab: page.tab } };
  });
  registerContract(app, messagePop, ({ user }) => messages.pop(mustAuth(user).userId));
  registerContract(app, messageRead, async ({ user, query }) => ({
    envelope: true as const,
    data: await messages.read(
      mustAuth(user).userId,
      query.category === MESSAGE_READ_ALL ? undefined : query.category,
    ),
    msg: MSG.messagesMarkedRead,
  }));
  registerContract(app, userMessageDetail, ({ user, params }) =>
    messages.detail(mustAuth(user).userId, params.id),
  );
  registerContract(app, xgoMessageTip, async ({ request }) =>
    messages.tip((await app.optionalUser(request))?.userId ?? null),
  );
  registerContract(app, xgoMessageList, ({ user, query }) =>
    messages.listAll(mustAuth(user).userId, query.category, query.page, query.pageSize),
  );
  registerContract(app, systemMessageList, ({ user }) => listSwitches(db, mustAuth(user).userId));
  registerContract(app, systemMessageSet, async ({ user, params, query }) => ({
    envelope: true as const,
    data: await setSwitch(db, mustAuth(user).userId, params.id, query.status),
    msg: query.status === SYSTEM_MESSAGE_SWITCH.on ? MSG.messageSwitchOn : MSG.messageSwitchOff,
  }));
}
