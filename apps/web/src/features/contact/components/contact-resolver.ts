import { zodResolver } from '@hookform/resolvers/zod';
import { contactFormSchema } from '@logisaathi/domain';

/** The contact form's validation, in its own chunk (see lazyResolver): it brings zod with it. */
export const contactResolver = zodResolver(contactFormSchema);
