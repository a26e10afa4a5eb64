import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@logisaathi/domain';
import { OFFICE_ADDRESS, SALES_EMAIL, SALES_PHONE_DISPLAY } from '@/config/contact';

/*
 * The contact cards' facts (numbers, addresses, links). Their words are in the `contact` catalog
 * (cards.<card>, cards.lines.<line>, cards.times.<line>), in English and Hindi.
 */
export type ContactCardIcon = 'phone' | 'mail' | 'pin' | 'clock';
export type ContactCardId = 'call' | 'email' | 'visit' | 'hours';
export type ContactLineId = 'support' | 'sales' | 'office' | 'weekdays' | 'saturday' | 'sunday';
/** Lines whose value is itself a text to translate (business hours). */
export type ContactTimeId = 'weekdays' | 'saturday' | 'sunday';

export interface ContactLine {
  id: ContactLineId;
  /** A number, e-mail or address shown as it is; absent when the value is a business-hours text. */
  value?: string;
  time?: ContactTimeId;
  href?: string;
}

export interface ContactCard {
  id: ContactCardId;
  icon: ContactCardIcon;
  lines: readonly ContactLine[];
}

const telHref = (display: string) => `tel:${display.replace(/[^\d+]/g, '')}`;

/** Spec section 2 'Contact': two phones, two mailboxes, the Connaught Place address and business hours. */
export const CONTACT_CARDS: readonly ContactCard[] = [
  {
    id: 'call',
    icon: 'phone',
    lines: [
      { id: 'support', value: SUPPORT_PHONE, href: telHref(SUPPORT_PHONE) },
      { id: 'sales', value: SALES_PHONE_DISPLAY, href: telHref(SALES_PHONE_DISPLAY) },
    ],
  },
  {
    id: 'email',
    icon: 'mail',
    lines: [
      { id: 'support', value: SUPPORT_EMAIL, href: `mailto:${SUPPORT_EMAIL}` },
      { id: 'sales', value: SALES_EMAIL, href: `mailto:${SALES_EMAIL}` },
    ],
  },
  {
    id: 'visit',
    icon: 'pin',
    lines: [{ id: 'office', value: OFFICE_ADDRESS }],
  },
  {
    id: 'hours',
    icon: 'clock',
    lines: [
      { id: 'weekdays', time: 'weekdays' },
      { id: 'saturday', time: 'saturday' },
      { id: 'sunday', time: 'sunday' },
    ],
  },
];
