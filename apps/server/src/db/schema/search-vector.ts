import { customType } from 'drizzle-orm/pg-core';

/**
 * A PostgreSQL tsvector column. Written from the shared tokenizer (src/search) as a cast
 * literal (`$1::tsvector`), never by to_tsvector(), so index and query use one segmentation.
 */
export const tsvector = customType<{ data: string; driverData: string }>({
  dataType() {
    return 'tsvector';
  },
});
