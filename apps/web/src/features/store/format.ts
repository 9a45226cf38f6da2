import { formatFen } from '@xinke/shared';

/** ¥49.90 from 4990 分. */
export const yuan = (fen: number) => `¥${formatFen(fen)}`;

export const researchPath = (sub: string) => `/app/new-version/research${sub}`;
