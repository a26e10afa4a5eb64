/*
 * Tables belong to modules (issue 36): the lint fails on a module that reads another module's table. The rule of
 * eslint.config.js runs here on small files placed in apps/api/src, as the lint would see them.
 */
import { fileURLToPath } from 'node:url';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { apiOwnTablesRule } from '../../../eslint.config.js';

const API_SRC = fileURLToPath(new URL('../src/', import.meta.url));

function lint(file: string, code: string): string[] {
  const linter = new Linter({ configType: 'flat' });
  const messages = linter.verify(
    code,
    [
      {
        files: ['**/*.ts'],
        plugins: { api: { rules: { 'own-tables': apiOwnTablesRule } } },
        rules: { 'api/own-tables': 'error' },
      },
    ],
    { filename: `${API_SRC}${file}` },
  );
  return messages.map((m) => m.message);
}

describe('the own-tables lint rule', () => {
  it("fails on a module that reads another module's table", () => {
    const messages = lint(
      'modules/quotes/new-file.ts',
      "import { deliveries } from '../deliveries/tables';\n",
    );
    expect(messages).toEqual([
      "modules/quotes/new-file.ts reads the tables of deliveries: a module reads only its own tables and calls deliveries's exported functions for the rest (ARCHITECTURE.md 'Tables')",
    ]);
  });

  it('fails on a table file of another module that is not called tables.ts', () => {
    const messages = lint(
      'modules/quotes/new-file.ts',
      "import { signInLinks } from '../auth/sign-in-link-tables';\n",
    );
    expect(messages).toHaveLength(1);
  });

  it('fails outside the modules too, where nothing may read a table (lib, plugins, the app)', () => {
    expect(lint('lib/new-file.ts', "import { users } from '../modules/users/tables';\n")).toHaveLength(1);
  });

  it("passes a module that reads its own tables, or calls another module's functions", () => {
    const code =
      "import { quotes } from './tables';\nimport { findUser } from '../users/users-repository';\n";
    expect(lint('modules/quotes/new-file.ts', code)).toEqual([]);
  });

  it("fails on SQL text that reads another module's table", () => {
    const code =
      "import { sql } from 'drizzle-orm';\nexport const q = sql`select d.id from deliveries d join users u on u.id = d.user_id`;\n";
    expect(lint('modules/quotes/new-file.ts', code)).toEqual([
      "modules/quotes/new-file.ts reads the table deliveries of deliveries in SQL text: a module reads only its own tables and calls deliveries's exported functions for the rest (ARCHITECTURE.md 'Tables')",
      "modules/quotes/new-file.ts reads the table users of users in SQL text: a module reads only its own tables and calls users's exported functions for the rest (ARCHITECTURE.md 'Tables')",
    ]);
    expect(
      lint('lib/new-file.ts', 'export const q = `update "partner_jobs" set status = $1`;\n'),
    ).toHaveLength(1);
  });

  it("passes SQL text that reads the module's own tables, and text that names no table", () => {
    const code =
      "import { sql } from 'drizzle-orm';\nexport const q = sql`select id from quotes where id = ${1}`;\nexport const t = `copied from ${name}, into the outbox`;\n";
    expect(lint('modules/quotes/new-file.ts', code)).toEqual([]);
  });

  it("passes a table file that names another module's table for a foreign key", () => {
    expect(lint('modules/quotes/tables.ts', "import { users } from '../users/tables';\n")).toEqual([]);
  });
});
