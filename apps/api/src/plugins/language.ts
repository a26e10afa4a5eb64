/*
 * The caller's language (DESIGN.md, "Languages"): every request carries the language its Accept-Language header
 * asks for, English when it asks for none we speak, so a client that sends nothing sees the API exactly as
 * before. Texts the API and the domain write are English and are looked up in the Hindi catalog by their English
 * text (packages/domain/src/i18n), once, where they leave the server: error envelopes (./errors.ts), success
 * messages (below), alerts as they are read, e-mails as they are written.
 */
import fp from 'fastify-plugin';
import { DEFAULT_LANGUAGE, languageFromAcceptLanguage, type Language } from '@logisaathi/domain';
import { textIn } from '../lib/texts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language the caller reads (Accept-Language); English by default. */
    language: Language;
  }
}

const isApiUrl = (url: string) => url.startsWith('/api') || url.startsWith('/ai');

export const languagePlugin = fp(
  async (app) => {
    app.decorateRequest('language', DEFAULT_LANGUAGE);
    app.addHook('onRequest', async (request) => {
      request.language = languageFromAcceptLanguage(request.headers['accept-language']);
    });
    // `{ success: true, message }` answers (signed out, password reset, ...) carry a sentence for the user.
    app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
      if (request.language === DEFAULT_LANGUAGE || !isSuccessMessage(payload)) return payload;
      return { ...payload, message: textIn(request.language, payload.message) };
    });
    // The answer's language for caches and clients, on every API answer that carries text (JSON).
    app.addHook('onSend', async (request, reply, payload) => {
      if (!isApiUrl(request.url)) return payload;
      const type = String(reply.getHeader('content-type') ?? '');
      if (type.startsWith('application/json')) reply.header('content-language', request.language);
      return payload;
    });
  },
  { name: 'language' },
);

function isSuccessMessage(payload: unknown): payload is { success: true; message: string } {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    (payload as { success?: unknown }).success === true &&
    typeof (payload as { message?: unknown }).message === 'string'
  );
}
