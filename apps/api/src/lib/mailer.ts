import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@logisaathi/domain';
import type { Config } from '../config';
import { textIn } from './texts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/**
 * An e-mail written in English, in the recipient's language: the subject and each line are looked up in the
 * catalog (packages/domain/src/i18n/hi/server.ts), so the English e-mail stays written once, in its use-case;
 * lines the catalog does not know (the link itself) stay as they are.
 */
export function mailIn(language: Language, message: MailMessage): MailMessage {
  return {
    ...message,
    subject: textIn(language, message.subject),
    text: message.text
      .split('\n')
      .map((line) => textIn(language, line))
      .join('\n'),
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
