import {
  MSG,
  Occupation,
  PROJECT_LIMITS,
  type ProjectDetail,
  type ProjectFile,
  type ProjectInput,
} from '@xinke/shared';
import { htmlHasContent } from '../publish/post-form';
import {
  bomDraftOf,
  bomRowErrors,
  isBlankRow,
  toBomRows,
  type BomDraft,
  type BomRowErrors,
} from './bom-rows';

/*
 * The create / edit project form's values and rules (docs/project.md), kept out of the
 * components so they are tested as plain functions. The checks are the contract's
 * (ZProjectInput) with its messages, said before sending: the web bundle carries no zod
 * (vite/shared-contract-routes.ts), so they are written out here and a test holds them to
 * the contract.
 */

/** An uploaded file of the project, with what the list shows of it. */
export type FileDraft = Pick<ProjectFile, 'id' | 'name' | 'size' | 'type'> & { kind: number };

export interface ProjectFormValues {
  title: string;
  /** /uploads/… path of the cover, '' for none. */
  cover: string;
  summary: string;
  /** HTML from the editor. */
  body: string;
  /** The owner's occupation label in the team (SPEC §3). */
  ownerLabel?: number;
  bom: BomDraft[];
  files: FileDraft[];
}

export type ProjectField = 'title' | 'summary' | 'body' | 'ownerLabel' | 'bom' | 'files';
export type ProjectFormErrors = Partial<Record<ProjectField, string>> & {
  /** Per BOM row, by its key. */
  bomRows?: Record<string, BomRowErrors>;
};

export const emptyProjectForm = (): ProjectFormValues => ({
  title: '',
  cover: '',
  summary: '',
  body: '',
  ownerLabel: undefined,
  bom: [],
  files: [],
});

/** The owner's project, loaded into the form for editing. */
export function valuesFromProject(project: ProjectDetail): ProjectFormValues {
  const me = project.team.find((m) => m.is_owner === 1);
  return {
    title: project.title,
    cover: project.cover,
    summary: project.summary,
    body: project.body,
    ownerLabel: me && Occupation.has(me.label) ? me.label : undefined,
    bom: project.bom.map(bomDraftOf),
    files: project.files.map((f) => ({
      id: f.id,
      kind: f.kind,
      name: f.name,
      size: f.size,
      type: f.type,
    })),
  };
}

export function validateProjectForm(values: ProjectFormValues): ProjectFormErrors {
  const errors: ProjectFormErrors = {};
  const title = values.title.trim();
  if (!title) errors.title = MSG.projectTitleRequired;
  else if (title.length > PROJECT_LIMITS.title) errors.title = MSG.projectTitleTooLong;
  if (values.summary.trim().length > PROJECT_LIMITS.summary)
    errors.summary = MSG.projectSummaryTooLong;
  if (!htmlHasContent(values.body)) errors.body = MSG.projectBodyRequired;
  else if (values.body.trim().length > PROJECT_LIMITS.body) errors.body = MSG.projectBodyTooLong;
  if (!Occupation.has(values.ownerLabel)) errors.ownerLabel = MSG.projectOccupationInvalid;
  const rows = values.bom.filter((row) => !isBlankRow(row));
  if (rows.length > PROJECT_LIMITS.bomRows) errors.bom = MSG.projectBomTooMany;
  const bomRows = Object.fromEntries(
    rows.map((row) => [row.key, bomRowErrors(row)] as const).filter(([, e]) => hasKeys(e)),
  );
  if (hasKeys(bomRows)) errors.bomRows = bomRows;
  if (values.files.length > PROJECT_LIMITS.files) errors.files = MSG.projectFilesTooMany;
  return errors;
}

const hasKeys = (o: object) => Object.keys(o).length > 0;
export const hasFormErrors = (errors: ProjectFormErrors) => hasKeys(errors);

/** Nothing written yet: leaving such a form loses nothing. */
export function isEmptyProjectForm(values: ProjectFormValues): boolean {
  return (
    values.title.trim() === '' &&
    values.cover === '' &&
    values.summary.trim() === '' &&
    !htmlHasContent(values.body) &&
    values.bom.every(isBlankRow) &&
    values.files.length === 0
  );
}

/** The body of projectCreate / projectUpdate. Call after validating. */
export function toProjectInput(values: ProjectFormValues, publish: 0 | 1): ProjectInput {
  return {
    title: values.title.trim(),
    cover: values.cover,
    summary: values.summary.trim(),
    body: values.body,
    owner_label: values.ownerLabel ?? 0,
    bom: toBomRows(values.bom),
    files: values.files.map((f) => ({ id: f.id, kind: f.kind })),
    publish,
  };
}
