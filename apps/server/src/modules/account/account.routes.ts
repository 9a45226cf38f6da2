import type { FastifyInstance } from 'fastify';
import {
  MSG,
  AVATAR_MAX_BYTES,
  bindEmail,
  bindPhone,
  changeEmail,
  changePassword,
  changePhone,
  headPic,
  sendCurrentEmailCode,
  sendCurrentPhoneCode,
  sendNewEmailCode,
  sendNewPhoneCode,
  systemAccount,
  systemSecret,
  updateSecret,
  userInfoRoute,
  userPhone,
  userUpdate,
} from '@xinke/shared';
import { registerContract } from '../../plugins/contract-route';
import { mustAuth } from '../../plugins/auth';
import { readUploadedFile } from '../../uploads/multipart';
import type { AccountService } from './account.service';
import type { AvatarService } from './avatar.service';
import type { ContactService } from './contact.service';

const SMALL_BODY = { bodyLimit: 8 * 1024 };
const ok = (msg: string) => ({ envelope: true as const, data: null, msg });

export function registerAccountRoutes(
  app: FastifyInstance,
  account: AccountService,
  contacts: ContactService,
  avatars: AvatarService,
): void {
  registerContract(app, headPic, async ({ user, request }) => {
    const file = await readUploadedFile(request, 'file', AVATAR_MAX_BYTES);
    return avatars.upload(mustAuth(user).userId, file);
  });

  registerContract(app, userInfoRoute, async ({ request, query }) =>
    account.info((await app.optionalUser(request))?.userId ?? null, query.user_id),
  );
  registerContract(app, systemAccount, ({ user }) => account.account(mustAuth(user).userId));
  registerContract(app, userPhone, ({ user }) => account.phone(mustAuth(user).userId));
  registerContract(app, systemSecret, ({ user }) => account.secret(mustAuth(user).userId));
  registerContract(
    app,
    updateSecret,
    async ({ user, body }) => ({
      envelope: true,
      data: await account.updateSecret(mustAuth(user).userId, body),
      msg: MSG.updateSuccess,
    }),
    SMALL_BODY,
  );
  registerContract(
    app,
    userUpdate,
    async ({ user, body }) => ({
      envelope: true,
      data: await account.update(mustAuth(user).userId, body),
      msg: MSG.updateSuccess,
    }),
    SMALL_BODY,
  );
  registerContract(
    app,
    changePassword,
    async ({ user, body }) => {
      await account.changePassword(mustAuth(user), body);
      return ok(MSG.passwordChanged);
    },
    SMALL_BODY,
  );

  registerContract(app, sendCurrentPhoneCode, async ({ user, request }) => {
    await contacts.sendToCurrent(mustAuth(user).userId, 'phone', request.ip);
    return ok(MSG.codeSent);
  });
  registerContract(app, sendCurrentEmailCode, async ({ user, request }) => {
    await contacts.sendToCurrent(mustAuth(user).userId, 'email', request.ip);
    return ok(MSG.codeSent);
  });
  registerContract(
    app,
    sendNewPhoneCode,
    async ({ user, body, request }) => {
      await contacts.sendToNew(mustAuth(user).userId, 'phone', body.phone, request.ip);
      return ok(MSG.codeSent);
    },
    SMALL_BODY,
  );
  registerContract(
    app,
    sendNewEmailCode,
    async ({ user, body, request }) => {
      await contacts.sendToNew(mustAuth(user).userId, 'email', body.email, request.ip);
      return ok(MSG.codeSent);
    },
    SMALL_BODY,
  );
  registerContract(
    app,
    bindPhone,
    async ({ user, body, request }) => {
      const id = mustAuth(user).userId;
      await contacts.bind(id, 'phone', body.phone, body.phone_code, request.ip);
      return ok(MSG.bindSuccess);
    },
    SMALL_BODY,
  );
  registerContract(
    app,
    bindEmail,
    async ({ user, body, request }) => {
      const id = mustAuth(user).userId;
      await contacts.bind(id, 'email', body.email, body.email_code, request.ip);
      return ok(MSG.bindSuccess);
    },
    SMALL_BODY,
  );
  registerContract(
    app,
    changePhone,
    async ({ user, body, request }) => {
      const id = mustAuth(user).userId;
      const { phone, phone_code, phone_valid_code } = body;
      await contacts.change(id, 'phone', phone, phone_code, phone_valid_code, request.ip);
      return ok(MSG.bindSuccess);
    },
    SMALL_BODY,
  );
  registerContract(
    app,
    changeEmail,
    async ({ user, body, request }) => {
      const id = mustAuth(user).userId;
      const { email, email_code, email_valid_code } = body;
      await contacts.change(id, 'email', email, email_code, email_valid_code, request.ip);
      return ok(MSG.bindSuccess);
    },
    SMALL_BODY,
  );
}
