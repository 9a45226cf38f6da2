import {
  COMMENT_TYPE,
  MSG,
  PROJECT_MEMBER_STATUS,
  PROJECT_STATUS,
  type ProjectCard,
  type ProjectDetail,
  type ProjectFields,
} from '@xinke/shared';
import type { Db } from '../../db/client';
import type { Paginate } from '@xinke/shared';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { assertNotMuted } from '../admin/sanctions';
import { paginate } from '../forum/forum.service';
import { assertMayUseOccupation } from './occupation-guard';
import { projectTextColumns } from './project-columns';
import { toJoinRequest, toProjectCard, toProjectFile, toTeamMember } from './project.mapper';
import {
  attachableFiles,
  bomOf,
  deleteProjectRow,
  filesOf,
  findProjectCard,
  hasThumbed,
  insertProject,
  listByOwner,
  listPublished,
  lockProject,
  projectCommentRows,
  replaceBom,
  replaceFiles,
  updateProject,
} from './project.repository';
import { findMembership, membersOf, upsertMembership } from './team.repository';

type ProjectBody = ProjectFields;
type Page<T> = { data: T[]; paginate: Paginate };

/**
 * Projects of the pool (docs/project.md). Every rule is checked here against who is asking:
 * a member writes only their own projects, and anyone else — staff included — is told a
 * project they may not act on does not exist (404), as is anyone but the owner asking for a
 * draft.
 */
export class ProjectService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async list(page: number, pageSize: number): Promise<Page<ProjectCard>> {
    const { rows, total } = await listPublished(this.db, page, pageSize);
    return { data: rows.map(toProjectCard), paginate: paginate(total, page, pageSize) };
  }

  async mine(userId: number, page: number, pageSize: number): Promise<Page<ProjectCard>> {
    const { rows, total } = await listByOwner(this.db, userId, page, pageSize);
    return { data: rows.map(toProjectCard), paginate: paginate(total, page, pageSize) };
  }

  async create(userId: number, body: ProjectBody): Promise<ProjectDetail> {
    const now = this.clock();
    await assertNotMuted(this.db, userId, now);
    await assertMayUseOccupation(this.db, userId, body.owner_label);
    const id = await this.db.transaction(async (tx) => {
      const projectId = await insertProject(tx, {
        ...this.columnsOf(body),
        ownerId: userId,
        status: body.publish ? PROJECT_STATUS.published : PROJECT_STATUS.draft,
        createTime: new Date(now),
        updateTime: new Date(now),
      });
      await upsertMembership(tx, {
        projectId,
        userId,
        label: body.owner_label,
        status: PROJECT_MEMBER_STATUS.approved,
        createTime: new Date(now),
      });
      await this.writeParts(tx, userId, projectId, body);
      return projectId;
    });
    return this.detail(userId, id);
  }

  /** Saves the owner's project; `publish` 0 turns a published one back into a draft. */
  async update(userId: number, id: number, body: ProjectBody): Promise<ProjectDetail> {
    const now = this.clock();
    await assertNotMuted(this.db, userId, now);
    await assertMayUseOccupation(this.db, userId, body.owner_label);
    await this.db.transaction(async (tx) => {
      await this.ownProject(tx, userId, id);
      await updateProject(tx, id, {
        ...this.columnsOf(body),
        status: body.publish ? PROJECT_STATUS.published : PROJECT_STATUS.draft,
        updateTime: new Date(now),
      });
      const me = await findMembership(tx, id, userId);
      await upsertMembership(tx, {
        projectId: id,
        userId,
        label: body.owner_label,
        status: PROJECT_MEMBER_STATUS.approved,
        createTime: me?.createTime ?? new Date(now),
      });
      await this.writeParts(tx, userId, id, body);
    });
    return this.detail(userId, id);
  }

  /** Only a project nobody has commented on (nor on its weekly reports) may go. */
  async remove(userId: number, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.ownProject(tx, userId, id);
      if ((await projectCommentRows(tx, id)) > 0)
        throw AppError.conflict(MSG.projectDeleteHasComments);
      await deleteProjectRow(tx, id);
    });
  }

  /** GET /web/object/detail/{id}: a published project for anyone, a draft for its owner. */
  async detail(viewerId: number, id: number): Promise<ProjectDetail> {
    const card = await this.visibleCard(viewerId, id);
    const isMine = card.project.ownerId === viewerId;
    const [bom, files, team, pending, mine, isThumb] = await Promise.all([
      bomOf(this.db, id),
      filesOf(this.db, id),
      membersOf(this.db, id, PROJECT_MEMBER_STATUS.approved),
      isMine ? membersOf(this.db, id, PROJECT_MEMBER_STATUS.pending) : Promise.resolve([]),
      viewerId ? findMembership(this.db, id, viewerId) : Promise.resolve(undefined),
      viewerId
        ? hasThumbed(this.db, viewerId, COMMENT_TYPE.projectPool, id)
        : Promise.resolve(false),
    ]);
    return {
      ...toProjectCard(card),
      body: card.project.body,
      bom: bom.map((b) => ({
        part_name: b.partName,
        quantity: b.quantity,
        unit_price: b.unitPrice,
        supplier_url: b.supplierUrl,
      })),
      files: files.map(toProjectFile),
      team: team.map((m) => toTeamMember(m, card.project.ownerId)),
      pending: pending.map(toJoinRequest),
      my_join: mine?.status ?? -1,
      is_thumb: isThumb ? 1 : 0,
      is_mine: isMine ? 1 : 0,
    };
  }

  /** The project with its card figures, when `viewerId` may see it; 404 otherwise. */
  async visibleCard(viewerId: number, id: number) {
    const card = await findProjectCard(this.db, id);
    const isMine = card !== undefined && viewerId !== 0 && card.project.ownerId === viewerId;
    if (!card || !(isMine || card.project.status === PROJECT_STATUS.published))
      throw AppError.notFound(MSG.projectNotFound);
    return card;
  }

  private columnsOf(body: ProjectBody) {
    const columns = projectTextColumns({
      title: body.title,
      summary: body.summary,
      body: body.body,
      parts: body.bom.map((b) => b.part_name),
    });
    // A body of nothing but refused markup (a lone <script>) is no body at all.
    if (columns.body === '') throw AppError.badRequest(MSG.projectBodyRequired);
    return { ...columns, cover: body.cover };
  }

  /** BOM and files, replaced whole; a file must be the owner's own upload. */
  private async writeParts(tx: Db, userId: number, projectId: number, body: ProjectBody) {
    await replaceBom(
      tx,
      projectId,
      body.bom.map((b) => ({
        partName: b.part_name,
        quantity: b.quantity,
        unitPrice: b.unit_price,
        supplierUrl: b.supplier_url,
      })),
    );
    const ids = [...new Set(body.files.map((f) => f.id))];
    const usable = await attachableFiles(tx, userId, projectId, ids);
    if (usable.length !== ids.length) throw AppError.badRequest(MSG.projectFileNotFound);
    const seen = new Set<number>();
    await replaceFiles(
      tx,
      projectId,
      body.files.filter((f) => !seen.has(f.id) && seen.add(f.id)),
    );
  }

  /** The caller's own project, locked; anyone else's does not exist for them. */
  async ownProject(tx: Db, userId: number, id: number) {
    const project = await lockProject(tx, id);
    if (!project || project.ownerId !== userId) throw AppError.notFound(MSG.projectNotFound);
    return project;
  }
}
