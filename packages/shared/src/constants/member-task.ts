import { defineEnum } from './define-enum';

/**
 * SPEC §3 user-info `task` (未完成任务数): SPEC names the field only. It counts the
 * new-member tasks below that are not done yet (docs/user-center.md "新手任务"); each is
 * read from facts the user info already carries, so the count always agrees with them.
 */
export const MemberTask = defineEnum({
  avatar: { value: 'avatar', label: '上传头像' },
  sign: { value: 'sign', label: '填写个性签名' },
  interests: { value: 'interests', label: '选择兴趣' },
  phone: { value: 'phone', label: '绑定手机号' },
  post: { value: 'post', label: '发布第一篇帖子' },
  follow: { value: 'follow', label: '关注一位芯友' },
});
export type MemberTaskKey = (typeof MemberTask.values)[keyof typeof MemberTask.values];

/** Where each task is done. */
export const MEMBER_TASK_LINKS: Record<MemberTaskKey, string> = {
  avatar: '/app/new-version/personalEdit/info',
  sign: '/app/new-version/personalEdit/info',
  interests: '/app/new-version/personalEdit/info',
  phone: '/app/new-version/personalEdit/phone',
  post: '/app/new-version/publish/post',
  follow: '/app/new-version/allUsers',
};

/** The facts each task reads (field names of the user info). */
export interface MemberTaskFacts {
  image_url: string;
  user_sign: string;
  interests: readonly number[];
  phone: string;
  contribute_count: number;
  follow_count: number;
}

/** The tasks of MemberTask not done yet, in its order. */
export function pendingMemberTasks(facts: MemberTaskFacts): MemberTaskKey[] {
  const done: Record<MemberTaskKey, boolean> = {
    avatar: facts.image_url !== '',
    sign: facts.user_sign.trim() !== '',
    interests: facts.interests.length > 0,
    phone: facts.phone !== '',
    post: facts.contribute_count > 0,
    follow: facts.follow_count > 0,
  };
  return MemberTask.options.map((o) => o.value).filter((key) => !done[key]);
}
