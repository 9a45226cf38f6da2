import { defineEnum } from './define-enum';

/*
 * The project pool (项目池, SPEC §1 "Project pool: challenge projects and weekly reports",
 * docs/project.md): a member's open-hardware project with its bill of materials, files, team
 * and weekly reports (周报).
 */

/** Stored status of a project. Only a published one is public; a draft is its owner's. */
export const ProjectStatus = defineEnum({
  draft: { value: 0, label: '草稿' },
  published: { value: 1, label: '已发布' },
});
export const PROJECT_STATUS = ProjectStatus.values;

/** What a project file is (a kind label per file). */
export const ProjectFileKind = defineEnum({
  schematic: { value: 1, label: '原理图' },
  gerber: { value: 2, label: 'Gerber' },
  firmware: { value: 3, label: '固件' },
  other: { value: 4, label: '其他' },
});
export const PROJECT_FILE_KIND = ProjectFileKind.values;

/** A team membership: asked (待审核), approved by the owner (成员), or turned down. */
export const ProjectMemberStatus = defineEnum({
  pending: { value: 0, label: '待审核' },
  approved: { value: 1, label: '成员' },
  rejected: { value: 2, label: '未通过' },
});
export const PROJECT_MEMBER_STATUS = ProjectMemberStatus.values;

/**
 * A membership as its member sees it in the user center's 参与的项目 (GET /web/project/joined,
 * docs/user-center.md): the same stored values, named from the asker's side — their request
 * is 审核中 until the owner decides, then they have 已加入. Turned-down requests are not
 * listed there (the project's own page offers to ask again).
 */
export const JoinedProjectState = defineEnum({
  pending: { value: PROJECT_MEMBER_STATUS.pending, label: '审核中' },
  approved: { value: PROJECT_MEMBER_STATUS.approved, label: '已加入' },
});

/** Multipart field of a project file upload. */
export const PROJECT_FILE_FIELD = 'file';

/** Where a project file is downloaded: `/web/object/file/{id}` (an attachment). */
export const PROJECT_FILE_DOWNLOAD_PATH = '/web/object/file/:id';
export const projectFileUrl = (id: number) => `/web/object/file/${id}`;

export const PROJECT_LIMITS = {
  title: 40,
  summary: 200,
  /** Characters of body text an empty summary takes. */
  summaryFromBody: 120,
  body: 100_000,
  bomRows: 100,
  partName: 80,
  quantityMax: 100_000,
  /** Unit price in fen (分): at most 1,000,000 元. */
  unitPriceMax: 100_000_000,
  files: 20,
  joinNote: 200,
  weekTitle: 60,
  weekBody: 50_000,
  /** Team members (the owner included). */
  team: 30,
} as const;

/** Page sizes: the pool's list, a project's weekly reports. */
export const PROJECT_LIST_PAGE_SIZE = 12;
export const PROJECT_WEEK_PAGE_SIZE = 10;
