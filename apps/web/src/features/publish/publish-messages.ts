import { MSG } from '@xinke/shared';

/** Publishing messages: the shared MSG ones (the server's 422 says the same) plus UI texts. */
export const PUBLISH_MSG = {
  circleRequired: MSG.circleRequired,
  tagsRequired: MSG.tagRequired,
  expireRequired: MSG.voteExpireRequired,
  expirePast: MSG.voteExpirePast,
  bodyRequired: MSG.bodyRequired,
  subjectsRequired: MSG.voteSubjectsRequired,
  optionsTooFew: MSG.voteOptionsTooFew,
  published: MSG.itemPublished,
  draftSaved: MSG.draftSaved,
  previewEmpty: '先写点内容再预览',
  draftRestored: (savedAt: string) => `已恢复草稿（保存于 ${savedAt}）`,
  draftDiscard: '清空重写',
} as const;
