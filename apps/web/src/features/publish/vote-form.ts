import { MSG, validateVoteOption, validateVoteSubject } from '@xinke/shared';

/**
 * The vote subjects of the vote form (SPEC §5) as plain data with pure operations, so the
 * rules are tested without rendering: select_type 1 single / 2 multiple, a new subject
 * starts with three empty options, removing the last option removes the subject.
 */
export const SELECT_SINGLE = 1;
export const SELECT_MULTIPLE = 2;
export type SelectType = typeof SELECT_SINGLE | typeof SELECT_MULTIPLE;
export const NEW_SUBJECT_OPTIONS = 3;

export interface VoteOptionDraft {
  key: string;
  text: string;
  image: string;
}
export interface VoteSubjectDraft {
  key: string;
  subject: string;
  select_type: SelectType;
  options: VoteOptionDraft[];
}

let serial = 0;
/** React keys for rows that have no server id yet. */
const newKey = () => `v${++serial}`;

export const emptyOption = (): VoteOptionDraft => ({ key: newKey(), text: '', image: '' });

export function newSubject(selectType: SelectType): VoteSubjectDraft {
  return {
    key: newKey(),
    subject: '',
    select_type: selectType,
    options: Array.from({ length: NEW_SUBJECT_OPTIONS }, emptyOption),
  };
}

export function addSubject(list: VoteSubjectDraft[], selectType: SelectType): VoteSubjectDraft[] {
  return [...list, newSubject(selectType)];
}

export function removeSubject(list: VoteSubjectDraft[], key: string): VoteSubjectDraft[] {
  return list.filter((s) => s.key !== key);
}

export function updateSubject(
  list: VoteSubjectDraft[],
  key: string,
  patch: Partial<Pick<VoteSubjectDraft, 'subject' | 'select_type'>>,
): VoteSubjectDraft[] {
  return list.map((s) => (s.key === key ? { ...s, ...patch } : s));
}

export function addOption(list: VoteSubjectDraft[], subjectKey: string): VoteSubjectDraft[] {
  return list.map((s) =>
    s.key === subjectKey ? { ...s, options: [...s.options, emptyOption()] } : s,
  );
}

export function updateOption(
  list: VoteSubjectDraft[],
  subjectKey: string,
  optionKey: string,
  patch: Partial<Pick<VoteOptionDraft, 'text' | 'image'>>,
): VoteSubjectDraft[] {
  return list.map((s) =>
    s.key === subjectKey
      ? { ...s, options: s.options.map((o) => (o.key === optionKey ? { ...o, ...patch } : o)) }
      : s,
  );
}

/** Removing the last option of a subject removes the subject itself (SPEC §5). */
export function removeOption(
  list: VoteSubjectDraft[],
  subjectKey: string,
  optionKey: string,
): VoteSubjectDraft[] {
  return list.flatMap((s) => {
    if (s.key !== subjectKey) return [s];
    const options = s.options.filter((o) => o.key !== optionKey);
    return options.length === 0 ? [] : [{ ...s, options }];
  });
}

/** Errors keyed by subject key and option key; empty when the vote part is valid. */
export type VoteErrors = Record<string, string>;

export const VOTE_SUBJECTS_REQUIRED = MSG.voteSubjectsRequired;
/** The server refuses a subject with fewer options (MSG.voteOptionsTooFew). */
export const MIN_OPTIONS = 2;

export function validateVoteSubjects(list: VoteSubjectDraft[]): VoteErrors {
  const errors: VoteErrors = {};
  for (const s of list) {
    const subjectError =
      validateVoteSubject(s.subject) ??
      (s.options.length < MIN_OPTIONS ? MSG.voteOptionsTooFew : null);
    if (subjectError) errors[s.key] = subjectError;
    for (const o of s.options) {
      const optionError = validateVoteOption(o);
      if (optionError) errors[o.key] = optionError;
    }
  }
  return errors;
}

/** The wire shape of voteArr: trimmed texts, options without their React keys. */
export function toVoteArr(list: VoteSubjectDraft[]) {
  return list.map((s) => ({
    subject: s.subject.trim(),
    select_type: s.select_type,
    options: s.options.map((o) => ({ text: o.text.trim(), image: o.image })),
  }));
}

/** From the wire (editing an existing vote) back to drafts with fresh keys. */
export function fromVoteArr(
  list: ReadonlyArray<{
    subject: string;
    select_type: number;
    options: ReadonlyArray<{ text?: string | null; image?: string | null }>;
  }>,
): VoteSubjectDraft[] {
  return list.map((s) => ({
    key: newKey(),
    subject: s.subject,
    select_type: s.select_type === SELECT_MULTIPLE ? SELECT_MULTIPLE : SELECT_SINGLE,
    options: s.options.map((o) => ({ key: newKey(), text: o.text ?? '', image: o.image ?? '' })),
  }));
}
