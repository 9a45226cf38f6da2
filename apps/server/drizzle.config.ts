import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @xinke/server` writes SQL migrations into ./drizzle (committed);
// the server applies them itself at start-up (src/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
