/**
 * The shared connection messages (CONNECTION_MESSAGES of src/shared/connection-rules.ts, also the server's
 * 409 answers) in a family's language. They arrive in English and are looked up by their English text, like
 * every server or schema message (lib/translate-message.ts): first in the view's own catalog
 * (`connectionMessages` of i18n/ur.ts), then in the app-wide catalog of messages; else shown in English.
 */

import { currentLanguage, i18n, translateServerMessage } from '@client/lib/i18n';
import type { Language } from '@client/lib/language';
import { type MessageLookup, recordLookup, translateMessage } from '@client/lib/translate-message';

/** The view's catalog of connection messages in `language`, once loaded. */
function viewLookup(language: Language): MessageLookup {
  const bundle = i18n.getResourceBundle(language, 'profileView') as
    | { connectionMessages?: Record<string, string> }
    | undefined;
  return recordLookup(bundle?.connectionMessages);
}

/** An English connection message in the current language. */
export function connectionMessageText(message: string): string {
  const language = currentLanguage();
  if (language === 'en') return message;
  const translated = translateMessage(message, viewLookup(language));
  return translated !== message ? translated : translateServerMessage(message);
}
