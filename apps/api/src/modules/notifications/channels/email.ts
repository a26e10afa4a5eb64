import nodemailer from 'nodemailer';
import type { Config } from '../../../config';
import type { DbOrTx } from '../../../db/client';
import { recordFakeSend, type ChannelAdapter, type OutgoingMessage } from './channel';

/** The e-mail as sent: the template's title as subject, the body, and the message id as the Message-ID. */
export function emailFor(message: OutgoingMessage, from: string) {
  return {
    from,
    to: message.recipient,
    subject: message.rendered.title,
    text: `${message.rendered.body}\n\n— LogiSaathi`,
    messageId: `<${message.id}@logisaathi.in>`,
  };
}

/** E-mail over SMTP (the mail path of SMTP_URL, as password resets use); the local fake without SMTP_URL. */
export function createEmailChannel(db: DbOrTx, mail: Config['mail']): ChannelAdapter {
  if (!mail.smtpUrl) {
    return {
      channel: 'email',
      isFake: true,
      async send(message) {
        await recordFakeSend(db, {
          messageId: message.id,
          channel: 'email',
          recipient: message.recipient,
          body: emailFor(message, mail.from),
        });
        return { status: 'sent' };
      },
    };
  }
  const transport = nodemailer.createTransport(mail.smtpUrl);
  return {
    channel: 'email',
    isFake: false,
    async send(message) {
      await transport.sendMail(emailFor(message, mail.from));
      return { status: 'sent' };
    },
  };
}
