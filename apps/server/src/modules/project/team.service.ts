import {
  MSG,
  PROJECT_LIMITS,
  PROJECT_MEMBER_STATUS,
  PROJECT_STATUS,
  type JoinedProject,
  type Paginate,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { assertNotMuted } from '../admin/sanctions';
import { paginate } from '../forum/forum.service';
import { isBlocked } from '../social/black.repository';
import { assertMayUseOccupation } from './occupation-guard';
import { toJoinedProject } from './project.mapper';
import { lockProject } from './project.repository';
import {
  approvedCount,
  findMembership,
  listJoined,
  lockRequest,
  setMemberStatus,
  upsertMembership,
} from './team.repository';

/**
 * The team of a project (POST /web/project/join, docs/project.md): a member asks to join a
 * published project with an occupation label (站务官方 is staff's: assertMayUseOccupation); its
 * owner approves or turns the request down. A member turned down may ask again (the one row
 * goes back to pending).
 */
export class TeamService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async join(
    userId: number,
    body: { project_id: number; label: number; note: string },
  ): Promise<{ my_join: number }> {
    const now = this.clock();
    await assertNotMuted(this.db, userId, now);
    await assertMayUseOccupation(this.db, userId, body.label);
    await this.db.transaction(async (tx) => {
      const project = await lockProject(tx, body.project_id);
      if (!project || project.status !== PROJECT_STATUS.published)
        throw AppError.notFound(MSG.projectNotFound);
      if (project.ownerId === userId) throw AppError.conflict(MSG.projectJoinOwner);
      if (await isBlocked(tx, project.ownerId, userId))
        throw AppError.forbidden(MSG.projectJoinBlocked);
      const mine = await findMembership(tx, project.id, userId);
      if (mine?.status === PROJECT_MEMBER_STATUS.approved)
        throw AppError.conflict(MSG.projectJoinMember);
      if (mine?.status === PROJECT_MEMBER_STATUS.pending)
        throw AppError.conflict(MSG.projectJoinExists);
      await upsertMembership(tx, {
        projectId: project.id,
        userId,
        label: body.label,
        note: body.note,
        status: PROJECT_MEMBER_STATUS.pending,
        createTime: new Date(now),
      });
    });
    return { my_join: PROJECT_MEMBER_STATUS.pending };
  }

  /** GET /web/project/joined: the teams I am on or asked to join, with my side of each. */
  async joined(
    userId: number,
    page: number,
    pageSize: number,
  ): Promise<{ data: JoinedProject[]; paginate: Paginate }> {
    const { rows, total } = await listJoined(this.db, userId, page, pageSize);
    return { data: rows.map(toJoinedProject), paginate: paginate(total, page, pageSize) };
  }

  /** The owner's decision on a pending request; anyone else is told it does not exist. */
  async audit(userId: number, requestId: number, approve: 0 | 1): Promise<void> {
    await this.db.transaction(async (tx) => {
      const row = await lockRequest(tx, requestId);
      if (!row || row.ownerId !== userId) throw AppError.notFound(MSG.projectJoinNotFound);
      if (row.member.status !== PROJECT_MEMBER_STATUS.pending)
        throw AppError.conflict(MSG.projectJoinDecided);
      // The project row is locked first so two approvals cannot overfill the team together.
      await lockProject(tx, row.member.projectId);
      if (approve && (await approvedCount(tx, row.member.projectId)) >= PROJECT_LIMITS.team)
        throw AppError.conflict(MSG.projectJoinTeamFull);
      await setMemberStatus(
        tx,
        requestId,
        approve ? PROJECT_MEMBER_STATUS.approved : PROJECT_MEMBER_STATUS.rejected,
      );
    });
  }
}
