import {
  projectFileUrl,
  type JoinedProject,
  type JoinRequest,
  type ProjectCard,
  type ProjectFile,
  type TeamMember,
  type WeekCard,
  type WeekDetail,
} from '@xinke/shared';
import type { projectFiles, projectMembers, projectWeeks } from '../../db/schema';
import type { ProjectCardRow } from './project.repository';
import type { WeekRow } from './week.repository';

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
type Person = { id: number; nickname: string; imageUrl: string };
const person = (p: Person) => ({ id: p.id, nickname: p.nickname, image_url: p.imageUrl });

export function toProjectCard({
  project,
  owner,
  bomTotal,
  memberCount,
  weekCount,
}: ProjectCardRow): ProjectCard {
  return {
    id: project.id,
    title: project.title,
    cover: project.cover,
    summary: project.summary,
    status: project.status,
    owner: person(owner),
    bom_total: bomTotal,
    member_count: memberCount,
    week_count: weekCount,
    thumb_count: project.thumbCount,
    comment_count: project.commentCount,
    create_time: seconds(project.createTime),
    update_time: seconds(project.updateTime),
  };
}

/** A card of 参与的项目 with my side of the membership. */
export const toJoinedProject = (
  row: ProjectCardRow & { member: typeof projectMembers.$inferSelect },
): JoinedProject => ({
  ...toProjectCard(row),
  my_join: row.member.status,
  my_label: row.member.label,
  join_time: seconds(row.member.createTime),
});

export const toProjectFile = (f: typeof projectFiles.$inferSelect): ProjectFile => ({
  id: f.id,
  kind: f.kind,
  name: f.name,
  type: f.type,
  size: f.size,
  url: projectFileUrl(f.id),
});

type MemberRow = { member: typeof projectMembers.$inferSelect; user: Person };

export const toTeamMember = ({ member, user }: MemberRow, ownerId: number): TeamMember => ({
  user: person(user),
  label: member.label,
  is_owner: user.id === ownerId ? 1 : 0,
});

export const toJoinRequest = ({ member, user }: MemberRow): JoinRequest => ({
  id: member.id,
  user: person(user),
  label: member.label,
  note: member.note,
  create_time: seconds(member.createTime),
});

export const toWeekCard = (w: typeof projectWeeks.$inferSelect): WeekCard => ({
  id: w.id,
  project_id: w.projectId,
  title: w.title,
  summary: w.summary,
  thumb_count: w.thumbCount,
  comment_count: w.commentCount,
  create_time: seconds(w.createTime),
});

export const toWeekDetail = (
  { week, project, owner }: WeekRow,
  viewer: { isThumb: boolean; isMine: boolean },
): WeekDetail => ({
  ...toWeekCard(week),
  body: week.body,
  project: { id: project.id, title: project.title, owner: person(owner) },
  is_thumb: viewer.isThumb ? 1 : 0,
  is_mine: viewer.isMine ? 1 : 0,
  update_time: seconds(week.updateTime),
});
