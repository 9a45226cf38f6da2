/*
 * Where the project pool's site pages are (SPEC §2 project, projectAdd, projectDetail/:id):
 * one place for every link to them — the pool's own pages, the user center's 项目管理 and
 * its 发起项目 entries.
 */
const NV = '/app/new-version';

export const PROJECT_POOL_PATH = `${NV}/project`;
/** projectAdd: a new project (visitors are asked to log in there). */
export const PROJECT_ADD_PATH = `${NV}/projectAdd`;
/** projectAdd?id=: the owner's project in the same form. */
export const projectEditPath = (id: number) => `${PROJECT_ADD_PATH}?id=${id}`;
export const projectDetailPath = (id: number) => `${NV}/projectDetail/${id}`;
