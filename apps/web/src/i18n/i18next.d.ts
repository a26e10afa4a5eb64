import 'i18next';
import type { ENGLISH } from './resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof ENGLISH;
  }
}
