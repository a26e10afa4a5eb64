import {
  OFFICE_ADDRESS,
  SALES_EMAIL,
  SALES_PHONE_DISPLAY,
  SUPPORT_EMAIL,
  SUPPORT_PHONE_DISPLAY,
} from '../../../config/contact';

export type ContactCardIcon = 'phone' | 'mail' | 'pin' | 'clock';

export interface ContactLine {
  label: string;
  value: string;
  href?: string;
}

export interface ContactCard {
  title: string;
  icon: ContactCardIcon;
  lines: readonly ContactLine[];
}

const telHref = (display: string) => `tel:${display.replace(/[^\d+]/g, '')}`;

/** Spec section 2 'Contact': two phones, two mailboxes, the Connaught Place address and business hours. */
export const CONTACT_CARDS: readonly ContactCard[] = [
  {
    title: 'Call Us',
    icon: 'phone',
    lines: [
      { label: 'Support', value: SUPPORT_PHONE_DISPLAY, href: telHref(SUPPORT_PHONE_DISPLAY) },
      { label: 'Sales', value: SALES_PHONE_DISPLAY, href: telHref(SALES_PHONE_DISPLAY) },
    ],
  },
  {
    title: 'Email Us',
    icon: 'mail',
    lines: [
      { label: 'Support', value: SUPPORT_EMAIL, href: `mailto:${SUPPORT_EMAIL}` },
      { label: 'Sales', value: SALES_EMAIL, href: `mailto:${SALES_EMAIL}` },
    ],
  },
  {
    title: 'Visit Us',
    icon: 'pin',
    lines: [{ label: 'Office', value: OFFICE_ADDRESS }],
  },
  {
    title: 'Business Hours',
    icon: 'clock',
    lines: [
      { label: 'Monday - Friday', value: '9:00 AM - 7:00 PM' },
      { label: 'Saturday', value: '9:00 AM - 5:00 PM' },
      { label: 'Sunday', value: 'Closed' },
    ],
  },
];

export interface FaqEntry {
  question: string;
  answer: string;
}

/** The contact page FAQ: four entries (spec section 2 'Contact'). */
export const FAQ: readonly FaqEntry[] = [
  {
    question: 'How quickly will you reply to my message?',
    answer:
      'We reply within 24 hours. For an urgent delivery problem, call our support line during business hours; signed-in users can also ask the assistant at any time.',
  },
  {
    question: 'Which areas does LogiSaathi serve?',
    answer:
      'Delhi NCR: Delhi, Noida, Greater Noida, Gurugram, Ghaziabad and Faridabad. Routes, shared trucks and micro-warehouses are planned for this region.',
  },
  {
    question: 'How much can I save with shared truck pooling?',
    answer:
      'A pooled delivery gets a 30% discount on its price, and pooling typically saves 30-50% compared with booking a whole truck for a part load.',
  },
  {
    question: 'Can I see a demo before signing up?',
    answer:
      "Yes. Choose 'Request a Demo' as the subject above and tell us what you ship; we will set up a walk-through with your own routes.",
  },
];
