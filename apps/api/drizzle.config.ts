import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/api/src/modules/**/*tables.ts',
  out: './apps/api/drizzle',
});
