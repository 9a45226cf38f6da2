import { defineEnum } from './define-enum';

/** SPEC §9 message categories of the message centre. */
export const MessageCategory = defineEnum({
  commentReply: { value: 1, label: '评论和回复' },
  like: { value: 2, label: '点赞' },
  fans: { value: 3, label: '粉丝' },
  system: { value: 4, label: '系统通知' },
  activityDispatch: { value: 5, label: '活动派送' },
});
export const MESSAGE_CATEGORY = MessageCategory.values;

/** SPEC §9 system-message switch. */
export const SystemMessageSwitch = defineEnum({
  off: { value: 0, label: '关闭' },
  on: { value: 1, label: '开启' },
});
export const SYSTEM_MESSAGE_SWITCH = SystemMessageSwitch.values;

/** SPEC §3/§4 message `tab`: 1 marks unread messages present, 0 clears the mark. */
export const MessageTab = defineEnum({
  clear: { value: 0, label: '无未读' },
  unread: { value: 1, label: '有未读' },
});
export const MESSAGE_TAB = MessageTab.values;
