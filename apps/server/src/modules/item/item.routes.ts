import type { FastifyInstance } from 'fastify';
import {
  ITEM_IMAGE_MAX_BYTES,
  ITEM_STATUS,
  MSG,
  itemActivePost,
  itemAllowComment,
  itemDelete,
  itemDraftDelete,
  itemDraftEdit,
  itemDraftSave,
  itemEdit,
  itemImage,
  itemImageDel,
  itemList,
  itemPost,
  itemStatusCount,
  itemUpdate,
  itemUserData,
  userItem,
  type ModerationModeValue,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { mustAuth } from '../../plugins/auth';
import { registerContract } from '../../plugins/contract-route';
import { readUploadedFile } from '../../uploads/multipart';
import type { Storage } from '../../uploads/storage';
import { ItemManageService } from './item-manage.service';
import { ItemService } from './item.service';
import type { ImagePolicy } from '../../lib/image-source';

export interface ItemRouteDeps {
  db: Db;
  clock: Clock;
  moderation: ModerationModeValue;
  storage: Storage;
  images: ImagePolicy;
}

/** Post bodies are HTML and may be long; everything else is small. */
const POST_BODY = { bodyLimit: 1024 * 1024 };
const published = (r: { id: number; item_status: number }) => ({
  envelope: true as const,
  data: r,
  msg: r.item_status === ITEM_STATUS.published ? MSG.itemPublished : MSG.itemSubmittedForReview,
});

export function registerItemRoutes(app: FastifyInstance, deps: ItemRouteDeps): void {
  const items = new ItemService(deps);
  const manage = new ItemManageService(deps);
  const me = (user: Parameters<typeof mustAuth>[0]) => mustAuth(user).userId;

  registerContract(
    app,
    itemPost,
    async ({ user, body }) => published(await items.publish(me(user), body)),
    POST_BODY,
  );
  registerContract(
    app,
    itemUpdate,
    async ({ user, params, body }) => published(await items.update(me(user), params.id, body)),
    POST_BODY,
  );
  registerContract(
    app,
    itemActivePost,
    async ({ user, body }) => published(await items.activePost(me(user), body)),
    POST_BODY,
  );
  registerContract(
    app,
    itemDraftSave,
    async ({ user, body }) => ({
      envelope: true,
      data: await items.saveDraft(me(user), body),
      msg: MSG.draftSaved,
    }),
    POST_BODY,
  );
  registerContract(app, itemEdit, ({ user, params }) => manage.edit(me(user), params.id, false));
  registerContract(app, itemDraftEdit, ({ user, params }) =>
    manage.edit(me(user), params.id, true),
  );
  registerContract(app, itemAllowComment, ({ user, params, query }) =>
    manage.allowComment(me(user), params.id, query.allow_comment),
  );
  registerContract(app, itemDelete, async ({ user, params }) => ({
    envelope: true,
    data: await manage.remove(me(user), params.id, false),
    msg: MSG.deleteSuccess,
  }));
  registerContract(app, itemDraftDelete, async ({ user, params }) => ({
    envelope: true,
    data: await manage.remove(me(user), params.id, true),
    msg: MSG.deleteSuccess,
  }));
  registerContract(app, itemList, ({ user, query }) => manage.list(me(user), query));
  registerContract(app, userItem, ({ user, query }) => manage.userItems(me(user), query));
  registerContract(app, itemUserData, ({ user }) => manage.userData(me(user)));
  registerContract(app, itemStatusCount, ({ user }) => manage.statusCounts(me(user)));
  registerContract(app, itemImage, async ({ user, request }) => {
    me(user);
    return manage.uploadImage(await readUploadedFile(request, 'item_image', ITEM_IMAGE_MAX_BYTES));
  });
  registerContract(app, itemImageDel, ({ user, body }) =>
    manage.imageDel(me(user), body.url, body.id),
  );
}
