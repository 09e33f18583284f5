import { i18n, loadNamespaces } from '@client/lib/i18n';
import { CONNECTION_MESSAGES, type ConnectionMessageKey } from '@shared/connection-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../i18n/en';
import ur from '../i18n/ur';
import { connectionMessageText } from './connection-text';

/** The connection messages a family can meet: the cards, and the server's answers to its own answer. */
const FAMILY_MESSAGES: readonly ConnectionMessageKey[] = [
  'matched',
  'inContact',
  'bothAccepted',
  'ownRejected',
  'otherRejected',
  'ownAccepted',
  'otherAccepted',
  'notAllowed',
  'changedMeanwhile',
  'noConnection',
];

beforeAll(async () => {
  await i18n.loadLanguages(['en', 'ur']);
  await loadNamespaces('profileView');
});
afterAll(() => i18n.changeLanguage('en'));

describe('connectionMessageText', () => {
  it('keys the English catalog by the English messages themselves', () => {
    for (const [key, value] of Object.entries(en.connectionMessages)) expect(value).toBe(key);
    const shared: readonly string[] = Object.values(CONNECTION_MESSAGES);
    for (const key of Object.keys(ur.connectionMessages)) expect(shared).toContain(key);
  });

  it('shows every message a family meets in Urdu, and each as it is in English', async () => {
    await i18n.changeLanguage('en');
    for (const key of FAMILY_MESSAGES) {
      expect(connectionMessageText(CONNECTION_MESSAGES[key])).toBe(CONNECTION_MESSAGES[key]);
    }
    await i18n.changeLanguage('ur');
    for (const key of FAMILY_MESSAGES) {
      const urdu = connectionMessageText(CONNECTION_MESSAGES[key]);
      expect(urdu, key).not.toBe(CONNECTION_MESSAGES[key]);
      expect(urdu, key).toMatch(/[\u0600-\u06FF]/);
    }
    expect(connectionMessageText(CONNECTION_MESSAGES.ownAccepted)).toBe(
      'آپ نے اس پروفائل میں دلچسپی ظاہر کی ہے۔ براہ کرم ان کے جواب کا انتظار کریں۔',
    );
    // Found in the app-wide catalog of server messages.
    expect(connectionMessageText(CONNECTION_MESSAGES.notAllowed)).toBe(
      'رابطے کے اس مرحلے پر یہ جواب ممکن نہیں۔',
    );
    expect(connectionMessageText('A message nobody translated.')).toBe('A message nobody translated.');
  });
});
