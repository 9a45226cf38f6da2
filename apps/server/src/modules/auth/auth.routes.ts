import type { FastifyInstance } from 'fastify';
import {
  MSG,
  apiSmsCode,
  forgetNext,
  forgetReset,
  forgetSend,
  logout,
  passwordLogin,
  register,
  smsCode,
  smsCodeLogin,
} from '@xinke/shared';
import { registerContract } from '../../plugins/contract-route';
import { clientMeta, mustAuth } from '../../plugins/auth';
import type { AuthService } from './auth.service';

/** Small JSON bodies only: a login form is a few dozen bytes. */
const SMALL_BODY = { bodyLimit: 4 * 1024 };

export function registerAuthRoutes(app: FastifyInstance, auth: AuthService): void {
  for (const contract of [smsCode, apiSmsCode]) {
    registerContract(
      app,
      contract,
      async ({ body, request }) => {
        await auth.sendLoginCode(body.phone, request.ip);
        return { envelope: true, data: null, msg: MSG.codeSent };
      },
      SMALL_BODY,
    );
  }

  registerContract(
    app,
    smsCodeLogin,
    async ({ body, request }) => ({
      envelope: true,
      data: await auth.smsCodeLogin(body.phone, body.code, clientMeta(request)),
      msg: MSG.loginSuccess,
    }),
    SMALL_BODY,
  );

  registerContract(
    app,
    passwordLogin,
    async ({ body, request }) => ({
      envelope: true,
      data: await auth.passwordLogin(body.login, body.password, clientMeta(request)),
      msg: MSG.loginSuccess,
    }),
    SMALL_BODY,
  );

  registerContract(
    app,
    register,
    async ({ body, request }) => ({
      envelope: true,
      data: await auth.register(body, clientMeta(request)),
      msg: MSG.loginSuccess,
    }),
    SMALL_BODY,
  );

  registerContract(app, logout, async ({ user }) => {
    await auth.logout(mustAuth(user));
    return { envelope: true, data: null, msg: MSG.logoutSuccess };
  });

  registerContract(
    app,
    forgetSend,
    async ({ body, request }) => {
      await auth.forgetSend(body.phone_email, request.ip);
      return { envelope: true, data: null, msg: MSG.codeSent };
    },
    SMALL_BODY,
  );

  registerContract(
    app,
    forgetNext,
    async ({ body, request }) => {
      await auth.forgetNext(body.phone_email, body.phone_email_code, request.ip);
      return { envelope: true, data: null, msg: MSG.codeVerified };
    },
    SMALL_BODY,
  );

  registerContract(
    app,
    forgetReset,
    async ({ body, request }) => {
      await auth.forgetReset({
        phoneEmail: body.phone_email,
        code: body.phone_email_code,
        password: body.password,
        ip: request.ip,
      });
      return { envelope: true, data: null, msg: MSG.resetPasswordSuccess };
    },
    SMALL_BODY,
  );
}
