import { MSG, PROJECT_LIMITS } from '@xinke/shared';
import { htmlHasContent } from '../publish/post-form';

/** A weekly report's checks, in the contract's words (ZWeekInput), said before sending. */
export function weekErrors(title: string, body: string): { title?: string; body?: string } {
  const errors: { title?: string; body?: string } = {};
  const t = title.trim();
  if (!t) errors.title = MSG.weekTitleRequired;
  else if (t.length > PROJECT_LIMITS.weekTitle) errors.title = MSG.weekTitleTooLong;
  if (!htmlHasContent(body)) errors.body = MSG.weekBodyRequired;
  else if (body.trim().length > PROJECT_LIMITS.weekBody) errors.body = MSG.weekBodyTooLong;
  return errors;
}
