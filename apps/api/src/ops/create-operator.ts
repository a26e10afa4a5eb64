/*
 * npm run ops:create-operator -- --email ops@example.in --first-name Asha --last-name Verma
 *
 * Creates an operator (issue 33): the first one of a fresh install, or another when nobody can invite. Prints a
 * generated password once, and the TOTP secret as text, otpauth URI and a QR code to scan with an
 * authenticator app; sign in at /ops. With the embedded database, stop the server first (it holds the folder).
 */
import crypto from 'node:crypto';
import { parseArgs } from 'node:util';
import { emailSchema } from '@logisaathi/domain';
import QRCode from 'qrcode';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirInUseError } from '../db/data-dir-lock';
import { createOperator } from '../modules/ops/operators';

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
    },
    allowPositionals: false,
  });
  const email = emailSchema.safeParse(values.email ?? '');
  const firstName = values['first-name']?.trim() ?? '';
  const lastName = values['last-name']?.trim() ?? '';
  if (!email.success || firstName.length < 2 || lastName.length < 2) {
    console.error(
      'Usage: npm run ops:create-operator -- --email ops@example.in --first-name Asha --last-name Verma',
    );
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    const password = crypto.randomBytes(15).toString('base64url');
    const { user, totpSecret, otpauthUri } = await createOperator(
      database.db,
      { email: email.data, password, firstName, lastName },
      config.passwordHash,
    );
    const qr = await QRCode.toString(otpauthUri, { type: 'terminal', small: true });
    console.log(`Operator ${user.email} created.

Password (shown once, keep it safe): ${password}

Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password...):
${qr}
or enter the secret by hand: ${totpSecret}
(otpauth URI: ${otpauthUri})

Then sign in at ${config.linkBaseUrl}/ops with the e-mail, the password and the app's 6-digit code.`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof DataDirInUseError || err instanceof Error ? err.message : err);
  process.exit(1);
});
