import { describe, expect, it } from 'vitest';
import { MSG } from '@xinke/shared';
import {
  addOption,
  addSubject,
  newSubject,
  removeOption,
  SELECT_MULTIPLE,
  SELECT_SINGLE,
  toVoteArr,
  updateOption,
  updateSubject,
  validateVoteSubjects,
} from './vote-form';

describe('vote form rules (SPEC §5)', () => {
  it('a new subject starts with three empty options and keeps its select type', () => {
    const single = newSubject(SELECT_SINGLE);
    expect(single.options).toHaveLength(3);
    expect(single.options.every((o) => o.text === '' && o.image === '')).toBe(true);
    expect(single.select_type).toBe(1);
    expect(addSubject([single], SELECT_MULTIPLE)[1]?.select_type).toBe(2);
  });

  it('removing the last option removes the subject', () => {
    let list = addSubject([], SELECT_SINGLE);
    const subject = list[0]!;
    for (const option of subject.options) list = removeOption(list, subject.key, option.key);
    expect(list).toEqual([]);
  });

  it('removing one of several options keeps the subject', () => {
    const list = addSubject([], SELECT_SINGLE);
    const s = list[0]!;
    const after = removeOption(list, s.key, s.options[0]!.key);
    expect(after[0]?.options).toHaveLength(2);
    expect(addOption(after, s.key)[0]?.options).toHaveLength(3);
  });

  it('a blank subject (after trimming) and an option without text or image are refused', () => {
    let list = addSubject([], SELECT_SINGLE);
    const s = list[0]!;
    list = updateSubject(list, s.key, { subject: '   ' });
    const errors = validateVoteSubjects(list);
    expect(errors[s.key]).toBe(MSG.subjectRequired);
    expect(errors[s.options[0]!.key]).toBe(MSG.optionRequired);
  });

  it('an option with only an image or only text is fine', () => {
    let list = addSubject([], SELECT_SINGLE);
    const s = list[0]!;
    const [a, b, c] = s.options;
    list = updateSubject(list, s.key, { subject: ' 你的主力显卡？ ' });
    list = updateOption(list, s.key, a!.key, { text: 'RTX 4090' });
    list = updateOption(list, s.key, b!.key, { image: '/uploads/items/1.png' });
    list = removeOption(list, s.key, c!.key);
    expect(validateVoteSubjects(list)).toEqual({});
    expect(toVoteArr(list)).toEqual([
      {
        subject: '你的主力显卡？',
        select_type: 1,
        options: [
          { text: 'RTX 4090', image: '' },
          { text: '', image: '/uploads/items/1.png' },
        ],
      },
    ]);
  });
});
