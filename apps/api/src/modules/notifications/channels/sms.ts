import type { NotificationsConfig } from '../../../config';
import type { DbOrTx } from '../../../db/client';
import {
  PermanentChannelError,
  postJson,
  recordFakeSend,
  type ChannelAdapter,
  type OutgoingMessage,
} from './channel';

/**
 * SMS under India's DLT rules: every message names the registered sender id (header) and the DLT template id
 * its text was registered under, one per event and language (SMS_DLT_TEMPLATE_IDS). The request is shaped like
 * MSG91's flow API (template id, recipients with var1..varN); the message id travels as `crqid`. The local fake
 * records the same request with the text it stands for; without a configured id the fake names the template
 * `unregistered-<event>-<language>` so the gap is visible, the real adapter refuses to send.
 */
export function smsRequest(config: NotificationsConfig['sms'], message: OutgoingMessage) {
  const key = `${message.event}.${message.language}`;
  const templateId = config.templateIds[key];
  const vars = Object.fromEntries(message.rendered.parameters.map((value, i) => [`var${i + 1}`, value]));
  return {
    templateId,
    request: {
      template_id: templateId ?? `unregistered-${message.event}-${message.language}`,
      sender: config.senderId,
      DLT_TE_ID: templateId ?? `unregistered-${message.event}-${message.language}`,
      ...(config.entityId ? { PE_ID: config.entityId } : {}),
      short_url: '0',
      crqid: message.id,
      recipients: [{ mobiles: message.recipient.replace(/^\+/, ''), ...vars }],
    },
  };
}

export function createSmsChannel(db: DbOrTx, config: NotificationsConfig['sms']): ChannelAdapter {
  if (config.provider === 'fake') {
    return {
      channel: 'sms',
      isFake: true,
      async send(message) {
        const { request } = smsRequest(config, message);
        const text = `${message.rendered.body} -LogiSaathi`;
        await recordFakeSend(db, {
          messageId: message.id,
          channel: 'sms',
          recipient: message.recipient,
          body: { request, text },
        });
        return { status: 'sent' };
      },
    };
  }
  return {
    channel: 'sms',
    isFake: false,
    async send(message) {
      const { templateId, request } = smsRequest(config, message);
      if (!templateId)
        throw new PermanentChannelError(`no DLT template id for ${message.event}.${message.language}`);
      await postJson(config.apiUrl, { authkey: config.authKey ?? '', 'x-request-id': message.id }, request);
      return { status: 'sent' };
    },
  };
}
