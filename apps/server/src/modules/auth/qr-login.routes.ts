import type { FastifyInstance } from 'fastify';
import {
  MSG,
  qrcodeCancel,
  qrcodeCheck,
  qrcodeConfirm,
  qrcodeCreate,
  qrcodeScan,
} from '@xinke/shared';
import { registerContract } from '../../plugins/contract-route';
import { clientMeta, mustAuth } from '../../plugins/auth';
import type { QrLoginService } from './qr-login.service';

const SMALL_BODY = { bodyLimit: 4 * 1024 };

export function registerQrLoginRoutes(app: FastifyInstance, qr: QrLoginService): void {
  registerContract(app, qrcodeCreate, ({ request }) => qr.create(request.ip));

  registerContract(
    app,
    qrcodeCheck,
    async ({ body, request }) => ({
      envelope: true,
      data: await qr.check(body.ticket, clientMeta(request)),
      msg: MSG.loginSuccess,
    }),
    SMALL_BODY,
  );

  registerContract(
    app,
    qrcodeScan,
    async ({ body, user }) => {
      await qr.scan(body.ticket, mustAuth(user).userId);
      return null;
    },
    SMALL_BODY,
  );

  registerContract(
    app,
    qrcodeConfirm,
    async ({ body, user }) => {
      await qr.confirm(body.ticket, mustAuth(user).userId);
      return { envelope: true, data: null, msg: MSG.qrConfirmed };
    },
    SMALL_BODY,
  );

  registerContract(
    app,
    qrcodeCancel,
    async ({ body, user }) => {
      await qr.cancel(body.ticket, mustAuth(user).userId);
      return { envelope: true, data: null, msg: MSG.qrCancelled };
    },
    SMALL_BODY,
  );
}
