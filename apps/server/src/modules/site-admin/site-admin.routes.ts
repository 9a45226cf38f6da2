import type { FastifyInstance } from 'fastify';
import {
  adminBannerCreate,
  adminBannerDelete,
  adminBanners,
  adminBannerUpdate,
  adminFooterItemCreate,
  adminFooterItemDelete,
  adminFooterItems,
  adminFooterItemUpdate,
  adminNoticeCreate,
  adminNoticeDelete,
  adminNotices,
  adminNoticeUpdate,
  adminPopupCreate,
  adminPopupDelete,
  adminPopups,
  adminPopupUpdate,
  adminSiteSettings,
  adminSiteSettingsUpdate,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { mustAuth } from '../../plugins/auth';
import { registerContract } from '../../plugins/contract-route';
import { staffActor } from '../admin/audit-log';
import { BannerAdminService } from './banner-admin.service';
import { FooterAdminService } from './footer-admin.service';
import { NoticeAdminService } from './notice-admin.service';
import { PopupAdminService } from './popup-admin.service';
import { SiteSettingsAdminService } from './site-settings-admin.service';

/** 站点运营 (docs/admin-site.md): /web/admin/{banner,footer_item,popup,notice,site_settings}. */
export function registerSiteAdminRoutes(app: FastifyInstance, db: Db, clock: Clock): void {
  const banners = new BannerAdminService(db, clock);
  registerContract(app, adminBanners, ({ user, query }) =>
    banners.list(mustAuth(user).userId, query.group_key, query.page, query.page_size),
  );
  registerContract(app, adminBannerCreate, ({ user, request, body }) =>
    banners.create(staffActor(user, request), body),
  );
  registerContract(app, adminBannerUpdate, ({ user, request, params, body }) =>
    banners.update(staffActor(user, request), params.id, body),
  );
  registerContract(app, adminBannerDelete, ({ user, request, params }) =>
    banners.remove(staffActor(user, request), params.id),
  );

  const footer = new FooterAdminService(db);
  registerContract(app, adminFooterItems, ({ user, query }) =>
    footer.list(mustAuth(user).userId, query.group_key, query.page, query.page_size),
  );
  registerContract(app, adminFooterItemCreate, ({ user, request, body }) =>
    footer.create(staffActor(user, request), body),
  );
  registerContract(app, adminFooterItemUpdate, ({ user, request, params, body }) =>
    footer.update(staffActor(user, request), params.id, body),
  );
  registerContract(app, adminFooterItemDelete, ({ user, request, params }) =>
    footer.remove(staffActor(user, request), params.id),
  );

  const popups = new PopupAdminService(db);
  registerContract(app, adminPopups, ({ user, query }) =>
    popups.list(mustAuth(user).userId, query.page, query.page_size),
  );
  registerContract(app, adminPopupCreate, ({ user, request, body }) =>
    popups.create(staffActor(user, request), body),
  );
  registerContract(app, adminPopupUpdate, ({ user, request, params, body }) =>
    popups.update(staffActor(user, request), params.id, body),
  );
  registerContract(app, adminPopupDelete, ({ user, request, params }) =>
    popups.remove(staffActor(user, request), params.id),
  );

  const notices = new NoticeAdminService(db, clock);
  registerContract(app, adminNotices, ({ user, query }) =>
    notices.list(mustAuth(user).userId, query.status, query.page, query.page_size),
  );
  registerContract(app, adminNoticeCreate, ({ user, request, body }) =>
    notices.create(staffActor(user, request), body),
  );
  registerContract(app, adminNoticeUpdate, ({ user, request, params, body }) =>
    notices.update(staffActor(user, request), params.id, body),
  );
  registerContract(app, adminNoticeDelete, ({ user, request, params }) =>
    notices.remove(staffActor(user, request), params.id),
  );

  const settings = new SiteSettingsAdminService(db);
  registerContract(app, adminSiteSettings, ({ user }) => settings.get(mustAuth(user).userId));
  registerContract(app, adminSiteSettingsUpdate, ({ user, request, body }) =>
    settings.update(staffActor(user, request), body),
  );
}
