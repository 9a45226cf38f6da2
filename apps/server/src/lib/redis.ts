import { Redis } from 'ioredis';

/**
 * The node's shared Redis connection (rate limits, hub publishing; the hub's subscriber is
 * its duplicate with its own rules). While Redis is away a command fails at once rather
 * than wait in ioredis's offline queue through reconnection attempts (seconds per
 * request, then an error anyway): each user of it has a local fallback (docs/faults.md).
 * `say` hears one line per outage (its first error) and one when the connection is back,
 * not one per reconnection attempt.
 */
export function openRedis(url: string, say: (line: string, err?: unknown) => void): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: false });
  let down = false;
  redis.on('error', (err: unknown) => {
    if (down) return;
    down = true;
    say('redis unreachable: limits and socket fan-out are this node’s own until it is back', err);
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    say('redis is back');
  });
  return redis;
}

/** Quits politely when connected; a connection that is down is simply dropped. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
  else redis.disconnect();
}
