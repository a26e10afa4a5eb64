/*
 * Operators for browser tests (issue 33). An operator is made as `npm run ops:create-operator` makes one, in a
 * data folder no server runs on (the embedded database has one owner at a time): once per set of migrations, in a
 * template every test server's database starts as (operatorsTemplate). A test signs in with the password and the
 * authenticator code, computed here from the secret as the app would.
 */
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { generate } from 'otplib';
import { apiBundle } from '../../apps/api/test/api-build';
import { pgliteTemplateDir, publish } from '../../apps/api/test/db-template';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface E2eOperator {
  email: string;
  password: string;
  totpSecret: string;
}

/** How many operators a server can start with: the most one file needs (ops.test.ts: one answers exceptions). */
export const MAX_OPERATORS = 2;

/** Creates one operator in a data folder with the operator script (the server must not be running on it). */
async function createOperator(dataDir: string): Promise<E2eOperator> {
  const email = `ops.${crypto.randomBytes(4).toString('hex')}@logisaathi.in`;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [apiBundle('create-operator'), '--email', email, '--first-name', 'Olivia', '--last-name', 'Operator'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PASSWORD_HASH_MEMORY_KIB: '1024',
        PASSWORD_HASH_PASSES: '1',
      },
    },
  );
  const password = /Password \(shown once, keep it safe\): (\S+)/.exec(stdout)?.[1];
  const totpSecret = /enter the secret by hand: ([A-Z2-7]+)/.exec(stdout)?.[1];
  if (!password || !totpSecret) throw new Error(`ops:create-operator printed no credentials:\n${stdout}`);
  return { email, password, totpSecret };
}

/** The migrated database with MAX_OPERATORS operators in it, and their credentials. */
export interface OperatorsTemplate {
  /** A PGlite data folder: a server's DATA_DIR/pg starts as a copy of it. */
  pgDir: string;
  operators: E2eOperator[];
}

const CREDENTIALS = 'operators.json';
const readCredentials = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as E2eOperator[];

/**
 * Makes (or finds) the migrated PGlite template with MAX_OPERATORS operators, created by `npm run
 * ops:create-operator`'s script, bundled. Kept next to the migrated template under a key of it and of the
 * script's bundle, so a change to either makes a new one; every server of the run starts as a copy, each with its
 * own record of used authenticator codes.
 */
export async function operatorsTemplate(): Promise<OperatorsTemplate> {
  const base = await pgliteTemplateDir();
  const script = crypto
    .createHash('sha256')
    .update(fs.readFileSync(apiBundle('create-operator')))
    .digest('hex')
    .slice(0, 12);
  const dir = `${base}-operators-${script}`;
  const pgDir = path.join(dir, 'pg');
  const credentials = path.join(dir, CREDENTIALS);
  if (fs.existsSync(credentials)) return { pgDir, operators: readCredentials(credentials) };
  const tmp = `${dir}.${process.pid}.tmp`;
  fs.rmSync(tmp, { recursive: true, force: true });
  fs.cpSync(base, path.join(tmp, 'pg'), { recursive: true });
  const operators: E2eOperator[] = [];
  for (let i = 0; i < MAX_OPERATORS; i += 1) operators.push(await createOperator(tmp));
  fs.writeFileSync(path.join(tmp, CREDENTIALS), JSON.stringify(operators));
  // Another run may publish first: then its operators are the ones in the template.
  publish(tmp, dir);
  return { pgDir, operators: readCredentials(credentials) };
}

/** The authenticator's current code, or the one `steps` 30-second steps on (each code signs in once). */
export function totpCode(operator: E2eOperator, steps = 0): Promise<string> {
  return generate({ secret: operator.totpSecret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

/** Signs the operator in through the API: the bearer header of an operator's session. */
export async function operatorAuth(
  baseUrl: string,
  operator: E2eOperator,
  steps = 0,
): Promise<{ authorization: string }> {
  const res = await fetch(`${baseUrl}/api/ops/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: operator.email,
      password: operator.password,
      code: await totpCode(operator, steps),
    }),
  });
  if (res.status !== 200) throw new Error(`operator sign-in failed: ${res.status} ${await res.text()}`);
  return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
}

/**
 * An operator approves every pending document of the given vehicles and drivers, or of one partner (by its
 * email), through the operator API as the /ops review queue does: what pairing a driver and going online need.
 */
export async function approvePendingDocuments(
  baseUrl: string,
  auth: { authorization: string },
  of: { owners: readonly string[] } | { partnerEmail: string },
): Promise<void> {
  const res = await fetch(`${baseUrl}/api/ops/documents?status=pending`, { headers: auth });
  const { data } = (await res.json()) as {
    data: {
      documents: Array<{
        id: string;
        vehicleId: string | null;
        driverId: string | null;
        partnerEmail: string;
      }>;
    };
  };
  const chosen = data.documents.filter((d) =>
    'owners' in of ? of.owners.includes(d.vehicleId ?? d.driverId ?? '') : d.partnerEmail === of.partnerEmail,
  );
  for (const doc of chosen) {
    const approved = await fetch(`${baseUrl}/api/ops/documents/${doc.id}/approve`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: '{}',
    });
    if (approved.status !== 200)
      throw new Error(`approve failed: ${approved.status} ${await approved.text()}`);
  }
}
