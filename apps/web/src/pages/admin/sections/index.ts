import { moderationGroup } from './moderation';
import { communityGroup } from './community';
import { operationsGroup } from './operations';
import { contentGroup } from './content';
import { activitiesGroup } from './activities';
import { productsGroup } from './products';
import { storeGroup } from './store';
import { rewardsGroup } from './rewards';
import { overviewGroup } from './overview';
import { systemGroup } from './system';
import { feedbackGroup } from './feedback';
import { usersGroup } from './users';
import type { AdminGroup } from './types';

/**
 * The console's side menu, in order. Each group is a file of this folder; a new console
 * page adds its section to its group (docs/admin.md "Sections"). Empty groups are not shown.
 */
export const ADMIN_GROUPS: AdminGroup[] = [
  overviewGroup,
  moderationGroup,
  usersGroup,
  communityGroup,
  contentGroup,
  activitiesGroup,
  operationsGroup,
  productsGroup,
  storeGroup,
  rewardsGroup,
  feedbackGroup,
  systemGroup,
];

export type { AdminGroup, AdminSection } from './types';
