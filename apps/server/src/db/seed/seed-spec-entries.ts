import type { Storage } from '../../uploads/storage';
import { eq } from 'drizzle-orm';
import {
  MASTER_APPLICATION_STATUS,
  SPEC_ENTRY_STATUS,
  SPEC_STATUS,
  SUPPORT_STATUS,
} from '@xinke/shared';
import type { Db } from '../client';
import {
  creativeMasterApplications,
  specChallenges,
  specDesigns,
  specSupports,
  specs,
} from '../schema';
import {
  DEMO_CHALLENGE_TAGS,
  DEMO_CHALLENGES,
  DEMO_DESIGNS,
  DEMO_MASTER_APPLICATION,
} from './creator-data';
import { PALETTE, wideSvg, writeImage } from './svg';

const HOUR_MS = 3600_000;

/**
 * What members brought to the demo specs (docs/creator.md): challenge tags, challenges and
 * designs in each review state (design pictures drawn like the other demo images), paid
 * supporters, and one pending creative-master application. Rows only: everything the
 * laboratory counts is counted from these rows.
 */
export async function seedSpecEntries(
  db: Db,
  uploads: Storage,
  now: number,
  userIds: number[],
): Promise<void> {
  const rows = await db
    .select({
      id: specs.id,
      title: specs.title,
      creatorId: specs.creatorId,
      price: specs.price,
      status: specs.status,
    })
    .from(specs);
  const byTitle = new Map(rows.map((r) => [r.title, r]));
  for (const [title, tags] of Object.entries(DEMO_CHALLENGE_TAGS)) {
    const spec = byTitle.get(title);
    if (spec) await db.update(specs).set({ challengeTags: tags }).where(eq(specs.id, spec.id));
  }
  const creatorId = rows[0]?.creatorId;
  const members = userIds.filter((id) => id !== creatorId);
  const member = (i: number) => members[(i * 7 + 3) % members.length]!;
  if (members.length === 0) return;

  for (const [i, c] of DEMO_CHALLENGES.entries()) {
    const spec = byTitle.get(c.spec);
    if (!spec) continue;
    await db.insert(specChallenges).values({
      specId: spec.id,
      userId: member(i),
      title: c.title,
      content: c.content,
      tags: c.tags,
      status: SPEC_ENTRY_STATUS[c.status],
      reason: c.reason ?? '',
      createTime: new Date(now - (30 - i) * HOUR_MS),
      auditTime: c.status === 'pending' ? null : new Date(now - (20 - i) * HOUR_MS),
    });
  }

  for (const [i, d] of DEMO_DESIGNS.entries()) {
    const spec = byTitle.get(d.spec);
    if (!spec) continue;
    const images: string[] = [];
    for (const [j, p] of d.pictures.entries()) {
      const from = PALETTE[(i * 2 + j) % PALETTE.length]!;
      const to = PALETTE[(i * 2 + j + 3) % PALETTE.length]!;
      images.push(
        await writeImage(
          uploads,
          `designs/demo-${i}-${j}.jpg`,
          wideSvg({ width: 960, height: 640, from, to, title: p.title, subtitle: p.subtitle }),
        ),
      );
    }
    await db.insert(specDesigns).values({
      specId: spec.id,
      userId: member(i + 10),
      description: d.description,
      images,
      status: SPEC_ENTRY_STATUS[d.status],
      createTime: new Date(now - (26 - i) * HOUR_MS),
      auditTime: d.status === 'pending' ? null : new Date(now - (12 - i) * HOUR_MS),
    });
  }

  // Supporters: a handful on each published spec, paid (the priced one at its price).
  for (const [s, spec] of rows.filter((r) => r.status === SPEC_STATUS.published).entries()) {
    const count = 5 - s * 2;
    for (let k = 0; k < count; k++) {
      const at = new Date(now - (48 - k * 5 - s) * HOUR_MS);
      await db
        .insert(specSupports)
        .values({
          specId: spec.id,
          userId: member(k + s * 11 + 20),
          amount: spec.price,
          status: SUPPORT_STATUS.paid,
          createTime: at,
          paidTime: at,
        })
        .onConflictDoNothing();
    }
  }

  await db.insert(creativeMasterApplications).values({
    userId: member(40),
    ...DEMO_MASTER_APPLICATION,
    images: [],
    status: MASTER_APPLICATION_STATUS.pending,
    createTime: new Date(now - 5 * HOUR_MS),
  });
}
