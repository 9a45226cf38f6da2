import { and, eq, ilike } from 'drizzle-orm';
import { CREATOR_INDEX_SIZE, MSG, type SpecCard } from '@xinke/shared';
import type { Db } from '../../db/client';
import { specs, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { containsPattern } from '../../lib/like-pattern';
import { paginate } from '../forum/forum.service';
import type { PageArgs } from './entry.repository';
import { toCreatorProfile, toSpecCard } from './lab.mapper';
import { creatorProfiles, otherSpecsOf, publishedSpec, specCards } from './lab.repository';
import { findSpecForTarget } from './spec.repository';

interface ProjectQuery extends PageArgs {
  keyword: string;
  creatorId: number;
  sort: 'new' | 'hot';
}

/**
 * The laboratory's public face (docs/creator.md): published specs only, except a creator's
 * own list, which shows all of theirs. Creators on the home are members with the x_up flag.
 */
export class LabService {
  constructor(private readonly db: Db) {}

  private async cards(where: Parameters<typeof specCards>[1], paging: PageArgs, sort?: 'hot') {
    const { rows, total } = await specCards(this.db, where, paging, sort);
    return { data: rows.map(toSpecCard), paginate: paginate(total, paging.page, paging.pageSize) };
  }

  projects(q: ProjectQuery) {
    const where = and(
      publishedSpec,
      q.keyword ? ilike(specs.title, containsPattern(q.keyword)) : undefined,
      q.creatorId ? eq(specs.creatorId, q.creatorId) : undefined,
    );
    return this.cards(where, q, q.sort === 'hot' ? 'hot' : undefined);
  }

  myProjects(userId: number, paging: PageArgs) {
    return this.cards(eq(specs.creatorId, userId), paging);
  }

  async index() {
    const first = { page: 1, pageSize: CREATOR_INDEX_SIZE };
    const [latest, hot, creators] = await Promise.all([
      this.cards(publishedSpec, first),
      this.cards(publishedSpec, first, 'hot'),
      creatorProfiles(this.db, eq(users.xUp, 1), CREATOR_INDEX_SIZE),
    ]);
    return { latest: latest.data, hot: hot.data, creators: creators.map(toCreatorProfile) };
  }

  /** The same creator's other published specs, beside a spec anyone may see. */
  async others(specId: number): Promise<SpecCard[]> {
    const spec = await findSpecForTarget(this.db, specId);
    if (!spec) throw AppError.notFound(MSG.specNotFound);
    const page = await this.cards(otherSpecsOf(spec.creatorId, specId), {
      page: 1,
      pageSize: CREATOR_INDEX_SIZE,
    });
    return page.data;
  }

  async creatorInfo(userId: number) {
    const [row] = await creatorProfiles(this.db, eq(users.id, userId), 1);
    if (!row) throw AppError.notFound(MSG.userNotFound);
    return toCreatorProfile(row);
  }
}
