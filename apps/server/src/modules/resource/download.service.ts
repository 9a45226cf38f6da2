import { and, eq, sql } from 'drizzle-orm';
import { MSG, RESOURCE_STATUS } from '@xinke/shared';
import type { Db } from '../../db/client';
import { resourceDownloads, resourceFiles, resources } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { DownloadTickets } from './download-ticket';

export type DownloadFile = typeof resourceFiles.$inferSelect;

/**
 * What a download ticket opens (docs/resources.md): the file it names, while its resource
 * is published and the file is the one the ticket was issued for; and the count, once per
 * ticket, on the request that starts at byte 0.
 */
export class DownloadService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly tickets: DownloadTickets,
  ) {}

  async open(ticket: unknown) {
    const claims =
      typeof ticket === 'string' && ticket.length <= 1024
        ? this.tickets.verify(ticket, Math.floor(this.clock() / 1000))
        : null;
    if (!claims) throw AppError.forbidden(MSG.downloadTicketInvalid);
    const [row] = await this.db
      .select({ file: resourceFiles })
      .from(resourceFiles)
      .innerJoin(resources, eq(resources.id, resourceFiles.resourceId))
      .where(
        and(eq(resourceFiles.id, claims.fid), eq(resources.status, RESOURCE_STATUS.published)),
      );
    // Deleted, unpublished, or replaced since: the ticket no longer opens anything.
    if (!row || !row.file.sha256.startsWith(claims.h))
      throw AppError.forbidden(MSG.downloadTicketInvalid);
    return { file: row.file, claims };
  }

  /**
   * Counts the download of a ticket once: its id is the key of resource_downloads, so a
   * replay, a resume or two racing requests with one ticket add one, and every ticket
   * that starts a download adds exactly one (the increment is one atomic UPDATE).
   */
  async count(file: DownloadFile, ticketId: string, userId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(resourceDownloads)
        .values({ ticketId, resourceId: file.resourceId, fileId: file.id, userId })
        .onConflictDoNothing()
        .returning({ id: resourceDownloads.ticketId });
      if (inserted.length === 0) return;
      await tx
        .update(resources)
        .set({ downloads: sql`${resources.downloads} + 1` })
        .where(eq(resources.id, file.resourceId));
    });
  }
}
