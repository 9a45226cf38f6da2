import { and, eq } from 'drizzle-orm';
import {
  MASTER_APPLICATION_STATUS,
  MESSAGE_CATEGORY,
  MSG,
  STAFF_ACTION,
  type MasterApplication,
  type MasterApplicationInput,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import { creativeMasterApplications, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { recordStaffAction, type StaffActor } from '../admin/audit-log';
import { assertAdmin } from '../admin/staff-guard';
import { paginate } from '../forum/forum.service';
import { writeMessage } from '../message/message.writer';
import type { PageArgs } from './entry.repository';
import {
  applicationPage,
  findApplication,
  insertApplication,
  latestApplication,
  lockApplication,
  masterPage,
  publishedSpecsOf,
  updateApplication,
  type ApplicationRow,
} from './master.repository';
import { isCreativeMaster } from './spec.repository';
import { seconds, toCreatorUser } from './spec.mapper';

/** How many specs the masters list shows under each master. */
const SPECS_PER_MASTER = 3;

function toApplication({ application: a, user }: ApplicationRow): MasterApplication {
  return {
    id: a.id,
    user: toCreatorUser(user),
    intro: a.intro,
    works: a.works,
    images: a.images,
    proof: a.proof,
    contact: a.contact,
    status: a.status,
    reason: a.reason,
    create_time: seconds(a.createTime),
    review_time: a.reviewTime ? seconds(a.reviewTime) : null,
  };
}

/**
 * Creative-master applications (docs/creator.md): a member who is not yet a master applies,
 * with one pending application at a time; admins approve (users.x_up = 1) or reject with a
 * reason in the console, each with its audit row, and the member gets a system message.
 */
export class MasterService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async apply(userId: number, input: Required<MasterApplicationInput>) {
    const id = await this.db.transaction(async (tx) => {
      // Serialises two submissions of the same member (a double click).
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      if (await isCreativeMaster(tx, userId)) throw AppError.conflict(MSG.masterAlreadyCreator);
      const [pending] = await tx
        .select({ id: creativeMasterApplications.id })
        .from(creativeMasterApplications)
        .where(
          and(
            eq(creativeMasterApplications.userId, userId),
            eq(creativeMasterApplications.status, MASTER_APPLICATION_STATUS.pending),
          ),
        )
        .limit(1);
      if (pending) throw AppError.conflict(MSG.masterApplicationPending);
      return insertApplication(tx, {
        userId,
        ...input,
        status: MASTER_APPLICATION_STATUS.pending,
        createTime: new Date(this.clock()),
      });
    });
    return this.application(id);
  }

  async mine(userId: number) {
    const latest = await latestApplication(this.db, userId);
    return {
      x_up: (await isCreativeMaster(this.db, userId)) ? 1 : 0,
      application: latest ? toApplication(latest) : null,
    };
  }

  async masters(paging: PageArgs) {
    const { rows, total } = await masterPage(this.db, paging);
    const specs = await publishedSpecsOf(
      this.db,
      rows.map((r) => r.user.id),
    );
    return {
      data: rows.map((r) => ({
        ...toCreatorUser(r.user),
        intro: r.intro,
        specs: specs
          .filter((s) => s.creatorId === r.user.id)
          .slice(0, SPECS_PER_MASTER)
          .map(({ id, title, cover }) => ({ id, title, cover })),
      })),
      paginate: paginate(total, paging.page, paging.pageSize),
    };
  }

  async list(actor: StaffActor, status: number, paging: PageArgs) {
    await assertAdmin(this.db, actor.id);
    const { rows, total } = await applicationPage(
      this.db,
      eq(creativeMasterApplications.status, status),
      paging,
    );
    return {
      data: rows.map(toApplication),
      paginate: paginate(total, paging.page, paging.pageSize),
    };
  }

  /** Approve (reason null) or reject a pending application, with its audit row and notice. */
  async review(actor: StaffActor, id: number, reason: string | null) {
    await assertAdmin(this.db, actor.id);
    await this.db.transaction(async (tx) => {
      const row = await lockApplication(tx, id);
      if (!row) throw AppError.notFound(MSG.masterApplicationNotFound);
      if (row.status !== MASTER_APPLICATION_STATUS.pending)
        throw AppError.conflict(MSG.masterApplicationNotPending);
      const approved = reason === null;
      const status = approved
        ? MASTER_APPLICATION_STATUS.approved
        : MASTER_APPLICATION_STATUS.rejected;
      await updateApplication(tx, id, {
        status,
        reason: reason ?? '',
        reviewerId: actor.id,
        reviewTime: new Date(this.clock()),
      });
      if (approved) await tx.update(users).set({ xUp: 1 }).where(eq(users.id, row.userId));
      await writeMessage(tx, {
        userId: row.userId,
        category: MESSAGE_CATEGORY.system,
        fromUserId: null,
        targetType: 0,
        targetId: 0,
        title: approved ? '创作达人申请已通过' : '创作达人申请未通过',
        content: approved
          ? '恭喜你成为芯客创作达人！现在可以在研究室实验室发布规格书了。'
          : `你的创作达人申请未通过，原因：${reason}。完善作品后可以再次申请。`,
      });
      await recordStaffAction(tx, {
        actor,
        action: approved ? STAFF_ACTION.masterApprove : STAFF_ACTION.masterReject,
        target: `user:${row.userId}`,
        before: { status: row.status },
        after: { status, ...(approved ? { x_up: 1 } : {}) },
        reason: reason ?? '',
        details: { application_id: id },
      });
    });
    return this.application(id);
  }

  private async application(id: number) {
    const row = await findApplication(this.db, id);
    if (!row) throw AppError.notFound(MSG.masterApplicationNotFound);
    return toApplication(row);
  }
}
