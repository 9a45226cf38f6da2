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
  userInfo,
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

  registerContract(app, userInfo, ({ user, query }) =>
    account.info(mustAuth(user).userId, query.user_id),
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
    async ({ user, body }) => {
      await contacts.bind(mustAuth(user).userId, 'phone', body.phone, body.phone_code);
      return ok(MSG.bindSuccess);
    },
    SMALL_BODY,
  );
  registerContract(
    app,
    bindEmail,
    async ({ user, body }) => {
      await contacts.bind(mustAuth(user).userId, 'email', body.email, body.email_code);
      return ok(MSG.bindSuccess);
    },
    SMALL_BODY,
  );
  registerContract(
    app,
    changePhone,
    async ({ user, body }) => {
      const id = mustAuth(user).userId;
      await contacts.change(id, 'phone', body.phone, body.phone_code, body.phone_valid_code);
      return ok(MSG.bindSuccess);
    },
    SMALL_BODY,
  );
  registerContract(
    app,
    changeEmail,
    async ({ user, body }) => {
      const id = mustAuth(user).userId;
      await contacts.change(id, 'email', body.email, body.email_code, body.email_valid_code);
      return ok(MSG.bindSuccess);
    },
    SMALL_BODY,
  );
}
