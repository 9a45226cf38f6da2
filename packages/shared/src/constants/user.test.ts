import { describe, expect, it } from 'vitest';
import {
  FollowAction,
  FollowStatus,
  mayUseOccupation,
  Occupation,
  OCCUPATION,
  OCCUPATION_COLOR_CLASS,
  occupationColorClass,
  Sex,
  UserRole,
  UserType,
} from './user';

describe('user enums', () => {
  it('follow status -1 to 2', () => {
    expect(FollowStatus.values).toEqual({ self: -1, notFollowed: 0, followed: 1, mutual: 2 });
    expect(FollowStatus.label(2)).toBe('互相关注');
    expect(FollowStatus.has(-1)).toBe(true);
    expect(FollowStatus.has(3)).toBe(false);
  });
  it('follow action: 1 follows (not followed yet), 0 unfollows', () => {
    expect(FollowAction.values).toEqual({ follow: 1, unfollow: 0 });
    expect(FollowAction.label(1)).toBe('关注');
    expect(FollowAction.label(0)).toBe('取消关注');
  });
  it('user type: new 0, old 1', () => {
    expect(UserType.values).toEqual({ new: 0, old: 1 });
    expect(UserType.label(0)).toBe('新用户');
    expect(UserType.has(2)).toBe(false);
  });
  it('sex', () => {
    expect(Sex.labels).toEqual({ 0: '保密', 1: '男', 2: '女' });
    expect(Sex.has(3)).toBe(false);
  });
  it('eight occupations, each with a distinct colour class', () => {
    expect(Occupation.options.map((o) => o.label)).toEqual([
      '项目经理',
      '产品经理',
      '工程师',
      '设计师',
      '项目投资人',
      '供应商',
      '自媒体',
      '站务官方',
    ]);
    const classes = Object.values(OCCUPATION_COLOR_CLASS);
    expect(classes).toHaveLength(8);
    expect(new Set(classes).size).toBe(8);
    for (const c of classes) expect(c).toMatch(/^occupation-[a-z]+$/);
  });
  it('occupationColorClass by value or label', () => {
    expect(occupationColorClass(1)).toBe('occupation-blue');
    expect(occupationColorClass('项目经理')).toBe('occupation-blue');
    expect(occupationColorClass('工程师')).toBe(OCCUPATION_COLOR_CLASS[3]);
    expect(occupationColorClass(99)).toBe('');
    expect(occupationColorClass('宇航员')).toBe('');
  });
  it('user roles', () => {
    expect(UserRole.options.map((o) => o.value)).toEqual(['user', 'moderator', 'admin']);
    expect(UserRole.label('moderator')).toBe('版主');
    expect(UserRole.has('admin')).toBe(true);
    expect(UserRole.has('root')).toBe(false);
  });
});

describe('mayUseOccupation', () => {
  it('站务官方 is for moderators and admins; every other label is anyone’s', () => {
    const station = OCCUPATION.stationPublic;
    expect(
      [undefined, 'user', 'moderator', 'admin'].map((r) => mayUseOccupation(station, r)),
    ).toEqual([false, false, true, true]);
    for (const o of Occupation.options.filter((x) => x.value !== station))
      expect(mayUseOccupation(o.value, 'user')).toBe(true);
  });
});
