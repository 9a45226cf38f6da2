import type { FastifyInstance } from 'fastify';
import {
  LETTER_IMAGE_FIELD,
  LETTER_IMAGE_MAX_BYTES,
  MSG,
  letterBox,
  letterBoxDelete,
  letterDelete,
  letterImage,
  letterList,
  letterRead,
  letterReback,
  letterSend,
} from '@xinke/shared';
import { mustAuth } from '../../plugins/auth';
import { registerContract } from '../../plugins/contract-route';
import { readUploadedFile } from '../../uploads/multipart';
import type { LetterRemovalService } from './letter-removal.service';
import type { LetterService } from './letter.service';

/** Private letters (SPEC §7 Messages and letters); the socket path is src/realtime. */
export function registerLetterRoutes(
  app: FastifyInstance,
  letters: LetterService,
  removal: LetterRemovalService,
): void {
  const me = (user: Parameters<typeof mustAuth>[0]) => mustAuth(user).userId;

  registerContract(app, letterBox, ({ user, query }) =>
    letters.box(me(user), { page: query.page, pageSize: query.page_size }),
  );
  registerContract(app, letterList, ({ user, query }) =>
    letters.list(me(user), {
      letterUserId: query.letter_user_id,
      page: query.page,
      pageSize: query.page_size,
    }),
  );
  registerContract(app, letterRead, async ({ user, query }) => ({
    envelope: true as const,
    data: await letters.read(me(user), query.user_type),
    msg: MSG.letterReadSuccess,
  }));
  registerContract(app, letterDelete, async ({ user, body }) => ({
    envelope: true as const,
    data: await removal.remove(me(user), body.id),
    msg: MSG.deleteSuccess,
  }));
  registerContract(app, letterReback, async ({ user, body }) => ({
    envelope: true as const,
    data: await removal.recall(me(user), body.id),
    msg: MSG.letterRecallSuccess,
  }));
  registerContract(app, letterBoxDelete, async ({ user, body }) => ({
    envelope: true as const,
    data: await removal.removeConversation(me(user), body.id),
    msg: MSG.deleteSuccess,
  }));
  registerContract(app, letterSend, async ({ user, body }) => {
    const sent = await letters.send(me(user), {
      toUserId: body.to_user_id,
      no: body.no,
      msg: body.msg,
      kind: body.kind,
    });
    return sent.message;
  });
  registerContract(app, letterImage, async ({ user, request }) => {
    me(user);
    const file = await readUploadedFile(request, LETTER_IMAGE_FIELD, LETTER_IMAGE_MAX_BYTES);
    return letters.uploadImage(file);
  });
}
