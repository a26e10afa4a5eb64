import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@logisaathi/domain';
import type { Config } from '../config';
import { textIn, type ApiText } from './texts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** An e-mail as its use-case writes it: fixed texts and keyed sentences (lib/texts.ts), one per line. */
export interface MailDraft {
  to: string;
  subject: ApiText;
  lines: readonly ApiText[];
}

/**
 * An e-mail in the recipient's language: the subject and each line are written by the catalog, so the e-mail
 * stays written once, in its use-case; lines the catalog does not know (the link itself) stay as they are.
 */
export function mailIn(language: Language, draft: MailDraft | MailMessage): MailMessage {
  const lines = 'lines' in draft ? draft.lines : draft.text.split('\n');
  return {
    to: draft.to,
    subject: textIn(language, draft.subject),
    text: lines.map((line) => textIn(language, line)).join('\n'),
  };
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP through nodemailer when SMTP_URL is configured. Without it the message is written to the server log
 * (at warn level, so it shows under the default log level): enough for a single-machine install or local
 * development to still complete a password reset.
 */
export function createMailer(mail: Config['mail'], log: FastifyBaseLogger): Mailer {
  if (mail.smtpUrl) {
    const transport = nodemailer.createTransport(mail.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: mail.from, ...message });
      },
    };
  }
  return {
    async send(message) {
      log.warn({ mail: message }, `SMTP_URL is not set; e-mail to ${message.to} written to the log instead`);
    },
  };
}
