import {
  MSG,
  SITE_SETTING_KEYS,
  STAFF_ACTION,
  type AdminSiteSettings,
  type SiteSettingsInput,
} from '@xinke/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { siteSettings } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { assertAdmin } from '../admin/staff-guard';
import { recordStaffAction, type StaffActor } from '../admin/audit-log';
import { changedFields } from './changed-fields';
import { readSiteSettings } from './site-content';

/** 站点运营 › 站点设置 (docs/admin-site.md): name, logo, mini-program QR, copyright, 备案号. */
export class SiteSettingsAdminService {
  constructor(private readonly db: Db) {}

  async get(staffId: number): Promise<AdminSiteSettings> {
    await assertAdmin(this.db, staffId);
    return readSiteSettings(this.db);
  }

  /** Sets the settings given (the others stay); one audit row with what changed. */
  async update(actor: StaffActor, input: SiteSettingsInput): Promise<AdminSiteSettings> {
    await assertAdmin(this.db, actor.id);
    const given = SITE_SETTING_KEYS.filter((key) => input[key] !== undefined);
    if (given.length === 0) throw AppError.badRequest(MSG.siteSettingsEmpty);
    return this.db.transaction(async (tx) => {
      const before = await readSiteSettings(tx);
      const rows = given.map((key) => ({ key, value: input[key] ?? '' }));
      await tx
        .insert(siteSettings)
        .values(rows)
        .onConflictDoUpdate({
          target: siteSettings.key,
          set: { value: sql`excluded.value` },
        });
      const after = await readSiteSettings(tx);
      await recordStaffAction(tx, {
        actor,
        action: STAFF_ACTION.siteSettingsUpdate,
        target: 'site_settings',
        ...changedFields(before, after),
      });
      return after;
    });
  }
}
