import type { NotificationsConfig } from '../../../config';
import type { DbOrTx } from '../../../db/client';
import { postJson, recordFakeSend, type ChannelAdapter, type OutgoingMessage } from './channel';

/**
 * WhatsApp Business template messages in the Cloud API's shape: POST /{phone-number-id}/messages with a
 * template named `logisaathi_<event>` in the recipient's language and the body's variables as parameters. The
 * message id rides in `biz_opaque_callback_data`, which the status webhooks echo.
 */
export function whatsappRequest(message: OutgoingMessage) {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: message.recipient.replace(/^\+/, ''),
    type: 'template',
    template: {
      name: `logisaathi_${message.event.replace(/-/g, '_')}`,
      language: { code: message.language },
      components: [
        { type: 'body', parameters: message.rendered.parameters.map((text) => ({ type: 'text', text })) },
      ],
    },
    biz_opaque_callback_data: message.id,
  };
}

export function createWhatsappChannel(db: DbOrTx, config: NotificationsConfig['whatsapp']): ChannelAdapter {
  if (config.provider === 'fake') {
    return {
      channel: 'whatsapp',
      isFake: true,
      async send(message) {
        await recordFakeSend(db, {
          messageId: message.id,
          channel: 'whatsapp',
          recipient: message.recipient,
          body: { request: whatsappRequest(message), text: message.rendered.body },
        });
        return { status: 'sent' };
      },
    };
  }
  return {
    channel: 'whatsapp',
    isFake: false,
    async send(message) {
      await postJson(
        `${config.apiUrl}/${config.phoneNumberId}/messages`,
        { authorization: `Bearer ${config.token}` },
        whatsappRequest(message),
      );
      return { status: 'sent' };
    },
  };
}
