import { SideMenu } from '../../components/SideMenu';
import { USER_CENTER_MENU, userCenterPath } from './nav';

const GROUPS = USER_CENTER_MENU.map((group) => ({
  title: group.title,
  links: group.links.map((link) => ({ to: userCenterPath(link.segment), label: link.label })),
}));

/**
 * The user center's side menu: every page of SPEC §2's user center, in groups. A link
 * stays highlighted on its children (电量明细 and 电量说明 under 我的电量; the three lists
 * of 项目管理). Same component and look as the creation center's menu.
 */
export function UserCenterMenu() {
  return <SideMenu label="个人中心" groups={GROUPS} />;
}
