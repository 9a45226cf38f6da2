/**
 * The user center's pages (SPEC §2 "User center (auth, redirects to home): home, message,
 * level, fans, follow, electricity, medal, setting, privilege, safety, project-manage"),
 * grouped as its side menu shows them. Plain data: tests and the route table can read it.
 */
export const USER_CENTER_PATH = '/app/new-version/user-center';

export const userCenterPath = (segment: string) => `${USER_CENTER_PATH}/${segment}`;

export interface UserCenterLink {
  /** The route segment under /user-center (a group's children stay under it). */
  segment: string;
  label: string;
}

export interface UserCenterGroup {
  title: string;
  links: UserCenterLink[];
}

export const USER_CENTER_MENU: UserCenterGroup[] = [
  {
    title: '概览',
    links: [
      { segment: 'home', label: '个人中心' },
      { segment: 'message', label: '我的消息' },
    ],
  },
  {
    title: '成长',
    links: [
      { segment: 'level', label: '我的等级' },
      { segment: 'electricity', label: '我的电量' },
      { segment: 'medal', label: '我的勋章' },
      { segment: 'privilege', label: '我的特权' },
    ],
  },
  {
    title: '社交',
    links: [
      { segment: 'follow', label: '我的关注' },
      { segment: 'fans', label: '我的粉丝' },
    ],
  },
  {
    title: '项目',
    links: [{ segment: 'project-manage', label: '项目管理' }],
  },
  {
    title: '账号',
    links: [
      { segment: 'setting', label: '账号设置' },
      { segment: 'safety', label: '账号安全' },
    ],
  },
];

/** The three lists of 项目管理 (SPEC §2 project-manage children), in SPEC's order. */
export const PROJECT_TABS = [
  { segment: 'involved-in-project', label: '参与的项目' },
  { segment: 'generated-project', label: '发起的项目' },
  { segment: 'latest-project', label: '最新项目' },
] as const;

export const projectTabPath = (segment: string) => userCenterPath(`project-manage/${segment}`);
