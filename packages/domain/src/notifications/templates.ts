import type { Language } from '../i18n/language';
import type { NotificationVariables, OutboxEvent } from './events';

/**
 * The message templates, English and Hindi side by side (issue 34). `{name}` is a variable of the event's
 * NotificationVariables; the same text is the push notification, the SMS (registered on DLT, one template id per
 * event and language), the WhatsApp template's body and the e-mail. Amounts are whole rupees.
 */
interface Template {
  title: Record<Language, string>;
  body: Record<Language, string>;
}

export const NOTIFICATION_TEMPLATES: Readonly<Record<OutboxEvent, Template>> = {
  offer: {
    title: { en: 'New job offer {code}', hi: 'नया काम {code}' },
    body: {
      en: 'New job from {from} to {to}, fare ₹{fare}. Accept quickly, the offer closes in a minute.',
      hi: '{from} से {to} तक नया काम, किराया ₹{fare}। जल्दी स्वीकार करें, ऑफ़र एक मिनट में बंद होगा।',
    },
  },
  'truck-assigned': {
    title: { en: 'Truck assigned to {code}', hi: '{code} को ट्रक मिल गया' },
    body: {
      en: 'Truck {vehicle} with driver {driver} ({driverPhone}) will carry delivery {code}.',
      hi: 'डिलीवरी {code} ट्रक {vehicle} से जाएगी, ड्राइवर {driver} ({driverPhone})।',
    },
  },
  'picked-up': {
    title: { en: '{code} picked up', hi: '{code} उठा लिया गया' },
    body: { en: 'Delivery {code} has been picked up.', hi: 'डिलीवरी {code} का माल उठा लिया गया है।' },
  },
  delivered: {
    title: { en: '{code} delivered', hi: '{code} पहुँच गई' },
    body: { en: 'Delivery {code} has been delivered.', hi: 'डिलीवरी {code} पहुँचा दी गई है।' },
  },
  failed: {
    title: { en: '{code} failed', hi: '{code} विफल' },
    body: { en: 'Delivery {code} failed: {reason}', hi: 'डिलीवरी {code} विफल रही: {reason}' },
  },
  exception: {
    title: { en: '{code} needs your attention', hi: '{code} पर ध्यान दें' },
    body: { en: 'Delivery {code}: {reason}', hi: 'डिलीवरी {code}: {reason}' },
  },
  'payment-confirmed': {
    title: { en: 'Payment confirmed', hi: 'भुगतान की पुष्टि हुई' },
    body: {
      en: 'Your payment of ₹{amount} for invoice {invoice} is confirmed.',
      hi: 'इनवॉइस {invoice} के लिए आपका ₹{amount} का भुगतान पक्का हो गया है।',
    },
  },
  'payment-rejected': {
    title: { en: 'Payment not accepted', hi: 'भुगतान स्वीकार नहीं हुआ' },
    body: {
      en: 'Your payment for invoice {invoice} was not accepted: {reason}',
      hi: 'इनवॉइस {invoice} के लिए आपका भुगतान स्वीकार नहीं हुआ: {reason}',
    },
  },
  'invoice-issued': {
    title: { en: 'Invoice {invoice} issued', hi: 'इनवॉइस {invoice} जारी' },
    body: {
      en: 'Tax invoice {invoice} of ₹{amount} for delivery {code} is ready in Billing.',
      hi: 'डिलीवरी {code} का ₹{amount} का टैक्स इनवॉइस {invoice} बिलिंग में तैयार है।',
    },
  },
  'document-expiring': {
    title: { en: '{document} expires soon', hi: '{document} जल्द समाप्त होगा' },
    body: {
      en: 'Your {document} expires on {expiresOn} ({days} days). Upload the new one to keep getting jobs.',
      hi: 'आपका {document} {expiresOn} को समाप्त होगा ({days} दिन)। काम मिलते रहने के लिए नया अपलोड करें।',
    },
  },
  'pool-request-answered': {
    title: { en: 'Shared truck request {answer}', hi: 'साझा ट्रक अनुरोध {answer}' },
    body: {
      en: 'Your request for a slot on a shared truck for {code} was {answer}.',
      hi: '{code} के लिए साझा ट्रक में जगह का आपका अनुरोध {answer}।',
    },
  },
  'exception-resolved': {
    title: { en: 'LogiSaathi answered about {code}', hi: '{code} पर LogiSaathi का जवाब' },
    body: {
      en: 'About delivery {code}, LogiSaathi operations write: {message}',
      hi: 'डिलीवरी {code} के बारे में LogiSaathi ऑपरेशंस का संदेश: {message}',
    },
  },
  'job-exception-resolved': {
    title: { en: 'LogiSaathi answered about job {code}', hi: 'जॉब {code} पर LogiSaathi का जवाब' },
    body: {
      en: 'About job {code}, LogiSaathi operations write: {message}',
      hi: 'जॉब {code} के बारे में LogiSaathi ऑपरेशंस का संदेश: {message}',
    },
  },
  'trade-proposed': {
    title: { en: 'Swap the rest of the day for {vehicle}?', hi: '{vehicle} के बाकी दिन की अदला-बदली?' },
    body: {
      en: 'Another truck owner can swap the rest of the day with {vehicle}, saving it {savedKm} km of empty driving. Pickup times stay the same. Open LogiSaathi to accept or decline.',
      hi: 'दूसरे ट्रक मालिक के साथ {vehicle} के बाकी दिन के काम बदलने से {savedKm} किमी खाली चलना बचेगा। पिकअप का समय वही रहेगा। स्वीकार या मना करने के लिए LogiSaathi खोलें।',
    },
  },
  'consignee-tracking': {
    title: { en: 'Your delivery {code} from {sender}', hi: '{sender} से आपकी डिलीवरी {code}' },
    body: {
      en: 'Track delivery {code} from {sender}: {trackingUrl} . Give code {deliveryCode} to the driver on delivery. Stop messages: {optOutUrl}',
      hi: '{sender} से डिलीवरी {code} देखें: {trackingUrl} । डिलीवरी पर ड्राइवर को कोड {deliveryCode} दें। संदेश बंद करें: {optOutUrl}',
    },
  },
};

/** Enumerated variable values in each language. */
const VALUE_TEXTS: Record<string, Record<Language, string>> = {
  accepted: { en: 'accepted', hi: 'स्वीकार हुआ' },
  declined: { en: 'declined', hi: 'अस्वीकार हुआ' },
};

export interface RenderedNotification {
  title: string;
  body: string;
  /** The variables in the order the body reads them (WhatsApp template parameters, DLT {#var#} order). */
  parameters: string[];
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** One event's message in one language, every placeholder filled from the typed variables. */
export function renderNotification<E extends OutboxEvent>(
  event: E,
  language: Language,
  variables: NotificationVariables[E],
): RenderedNotification {
  const template = NOTIFICATION_TEMPLATES[event];
  const values = variables as unknown as Record<string, string | number>;
  const valueOf = (name: string): string => {
    const raw = values[name];
    if (raw === undefined) throw new Error(`template ${event} needs variable ${name}`);
    const text = String(raw);
    return VALUE_TEXTS[text]?.[language] ?? text;
  };
  const fill = (text: string) => text.replace(PLACEHOLDER, (_, name: string) => valueOf(name));
  const body = template.body[language];
  return {
    title: fill(template.title[language]),
    body: fill(body),
    parameters: [...body.matchAll(PLACEHOLDER)].map((m) => valueOf(m[1]!)),
  };
}

/** The offer notification's two actions, in the partner's language. */
export const OFFER_NOTIFICATION_ACTIONS: Readonly<Record<'accept' | 'view', Record<Language, string>>> = {
  accept: { en: 'Accept', hi: 'स्वीकार करें' },
  view: { en: 'View', hi: 'देखें' },
};
