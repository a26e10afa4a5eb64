/*
 * The small forms: contact (spec sections 2, 3, 5), track by shipment id, and the chat box.
 */
import { z } from 'zod';
import { emailSchema, NAME_MIN_LENGTH } from './auth';
import { CONTACT_SUBJECTS } from './catalogue';
import { normalizeDeliveryId } from './delivery-id';
import { boundedText, optionalTrimmed } from './form-fields';
import { CHAT_MESSAGE_MAX_LENGTH, RESPONSE_TEXT_MAX, TEXT_MAX } from './limits';

export const CONTACT_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooShort: 'Name must be at least 2 characters',
  subjectRequired: 'Please select a subject',
  messageRequired: 'Message is required',
  messageTooLong: 'Message must be at most 2000 characters',
} as const;

/** Email keeps the sign-up messages 'Email is required' / 'Email is invalid'; company is optional. */
export const contactFormSchema = z.object({
  name: boundedText(
    TEXT_MAX.name,
    `Name must be at most ${TEXT_MAX.name} characters`,
    CONTACT_MESSAGES.nameRequired,
  )
    .min(1, CONTACT_MESSAGES.nameRequired)
    .min(NAME_MIN_LENGTH, CONTACT_MESSAGES.nameTooShort),
  email: emailSchema,
  company: optionalTrimmed(100, 'Company name must be at most 100 characters'),
  subject: z.enum(CONTACT_SUBJECTS, { error: CONTACT_MESSAGES.subjectRequired }),
  message: boundedText(2000, CONTACT_MESSAGES.messageTooLong, CONTACT_MESSAGES.messageRequired).min(
    1,
    CONTACT_MESSAGES.messageRequired,
  ),
});
export type ContactFormInput = z.input<typeof contactFormSchema>;

export const TRACK_EMPTY_MESSAGE = 'Please enter a shipment ID';

/** The tracking box: trimmed, upper-cased (ids are upper case), and not empty. */
export const shipmentIdSchema = z
  .string({ error: TRACK_EMPTY_MESSAGE })
  .transform(normalizeDeliveryId)
  .refine((v) => v.length > 0, TRACK_EMPTY_MESSAGE)
  .refine((v) => v.length <= 64, 'Shipment ID is too long');
export const trackByIdSchema = z.object({ shipmentId: shipmentIdSchema });

/** Chat: whitespace-only messages are not sent (spec section 5); the length cap protects the assistant. */
export const chatMessageSchema = boundedText(
  CHAT_MESSAGE_MAX_LENGTH,
  `Message must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters`,
  'Message is required',
).min(1, 'Message is required');

/** The assistant's reply languages: 'hi' is Hindi in Devanagari, 'hinglish' Hindi typed in Latin script. */
export const CHAT_LANGUAGES = ['en', 'hi', 'hinglish'] as const;
/** What the assistant understood a message to ask. */
export const CHAT_INTENTS = [
  'greeting',
  'msme',
  'features',
  'profile',
  'delivery',
  'price',
  'warehouse',
  'truck',
  'alerts',
  'contact',
  'about',
  'signup',
  'login',
  'track',
  'quote',
  'fallback',
] as const;

/** POST /api/chat: the assistant's reply, the intent it understood and the language it answered in. */
export const chatResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    reply: z.string().max(RESPONSE_TEXT_MAX.text),
    intent: z.enum(CHAT_INTENTS),
    language: z.enum(CHAT_LANGUAGES),
  }),
});

export function isSendableChatMessage(text: string): boolean {
  return chatMessageSchema.safeParse(text).success;
}
