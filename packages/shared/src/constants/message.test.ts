import { describe, expect, it } from 'vitest';
import { MessageCategory, MessageTab, SystemMessageSwitch } from './message';

describe('message enums', () => {
  it('categories 1–5', () => {
    expect(MessageCategory.values).toEqual({
      commentReply: 1,
      like: 2,
      fans: 3,
      system: 4,
      activityDispatch: 5,
    });
    expect(MessageCategory.label(1)).toBe('评论和回复');
    expect(MessageCategory.label(5)).toBe('活动派送');
    expect(MessageCategory.has(0)).toBe(false);
    expect(MessageCategory.has(6)).toBe(false);
  });
  it('system-message switch on 1, off 0', () => {
    expect(SystemMessageSwitch.values).toEqual({ off: 0, on: 1 });
    expect(SystemMessageSwitch.label(1)).toBe('开启');
  });
  it('message tab: 1 unread present, 0 clears', () => {
    expect(MessageTab.values).toEqual({ clear: 0, unread: 1 });
    expect(MessageTab.has(1)).toBe(true);
    expect(MessageTab.has(2)).toBe(false);
  });
});
