import 'i18next';
import type { EnglishCatalogs } from './resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: EnglishCatalogs;
  }
}
