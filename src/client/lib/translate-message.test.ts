import { PHONE_HINT } from '@shared/phone';
import { ADMIN_MESSAGES, PROFILE_MESSAGES, tooLongMessage } from '@shared/profile-messages';
import { describe, expect, it } from 'vitest';
import messagesUr from './catalogs/messages-ur';
import { recordLookup, translateMessage } from './translate-message';

const urdu = recordLookup(messagesUr);
const english = recordLookup({});

describe('translateMessage', () => {
  it("translates the schema's English messages by their text", () => {
    expect(translateMessage(PROFILE_MESSAGES.ageRequired, urdu)).toBe('براہ کرم عمر درج کریں');
    expect(translateMessage('Please enter age', urdu)).toBe('براہ کرم عمر درج کریں');
  });

  it('keeps the numbers of a message built with a value', () => {
    expect(translateMessage(tooLongMessage(100), urdu)).toBe('براہ کرم زیادہ سے زیادہ 100 حروف لکھیں');
    expect(translateMessage(tooLongMessage(2000), urdu)).toContain('2000');
  });

  it('falls back to the English message when there is no translation', () => {
    expect(translateMessage('body/age Expected number, received string', urdu)).toBe(
      'body/age Expected number, received string',
    );
    expect(translateMessage(ADMIN_MESSAGES.feeStep, urdu)).toBe(ADMIN_MESSAGES.feeStep);
    expect(translateMessage(PROFILE_MESSAGES.ageRequired, english)).toBe(PROFILE_MESSAGES.ageRequired);
    expect(translateMessage(tooLongMessage(100), english)).toBe(tooLongMessage(100));
    expect(translateMessage('', urdu)).toBe('');
  });

  it('has Urdu for every message of the profile schema and the phone hint', () => {
    const missing = [...Object.values(PROFILE_MESSAGES), PHONE_HINT].filter(
      (message) => translateMessage(message, urdu) === message,
    );
    expect(missing).toEqual([]);
  });

  it('keeps the phone formats left to right inside Urdu', () => {
    const text = translateMessage(PROFILE_MESSAGES.phoneInvalid, urdu);
    // Each format its own left-to-right isolate, the foreign number unbroken by a line end.
    expect(text).toContain(
      '\u206603009876543\u2069، \u2066+923009876543\u2069، \u2066+1\u00a0555\u00a0123\u00a04567\u2069',
    );
  });
});
