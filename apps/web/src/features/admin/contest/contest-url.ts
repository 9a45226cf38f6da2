import { ACTIVITY_STAGE } from '@xinke/shared';
import { ADMIN_URL } from '../staff';

/** 作品评选 lives at /app/admin/contests/:id (moderators judge too, so not under 活动). */
export const CONTESTS_PATH = 'contests';
export const contestUrl = (activeId: number) => `${ADMIN_URL}/${CONTESTS_PATH}/${activeId}`;

/** Only an activity with a 作品征集 stage has works to review, vote on and judge. */
export const hasSubmission = (stages: readonly { code: string }[]) =>
  stages.some((s) => s.code === ACTIVITY_STAGE.submission);
