import { useLanguage } from '@client/lib/i18n';
import en, { type BulkMessages } from './en';
import ur from './ur';

/** The bulk texts in the language shown now; components re-render when it changes. */
export function useBulkMessages(): BulkMessages {
  return useLanguage() === 'ur' ? ur : en;
}
