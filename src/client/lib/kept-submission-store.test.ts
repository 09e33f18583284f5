import { describe, expect, it } from 'vitest';
import { parseKeptRecord } from './kept-submission-store';

const kept = {
  state: 'kept',
  key: '0f9c6a52-2f0b-4f4e-9d53-0c6f1f7f2a10',
  body: { name: 'Ayesha' },
  headers: { 'idempotency-key': '0f9c6a52-2f0b-4f4e-9d53-0c6f1f7f2a10', 'x-rishta-device': 'a'.repeat(32) },
  anonymous: true,
  values: { name: 'Ayesha' },
};

describe('the kept submission record (decision 082)', () => {
  it('reads a kept record and a sent one as they are stored', () => {
    expect(parseKeptRecord(kept)).toEqual(kept);
    const sent = { ...kept, state: 'sent', body: {}, sentId: 41, sentAt: 1_764_000_000_000 };
    expect(parseKeptRecord(sent)).toEqual(sent);
  });

  it('drops what the worker could not send as the page kept it', () => {
    expect(parseKeptRecord(undefined)).toBeNull();
    expect(parseKeptRecord('{"key":"x"}')).toBeNull();
    expect(parseKeptRecord({ ...kept, state: 'sending' })).toBeNull();
    expect(parseKeptRecord({ ...kept, key: '' })).toBeNull();
    expect(parseKeptRecord({ ...kept, body: null })).toBeNull();
    expect(parseKeptRecord({ ...kept, body: [] })).toBeNull();
    expect(parseKeptRecord({ ...kept, headers: { 'idempotency-key': 7 } })).toBeNull();
    expect(parseKeptRecord({ ...kept, anonymous: 'yes' })).toBeNull();
    // A sent record without the new profile's id or its time cannot tell the family anything.
    expect(parseKeptRecord({ ...kept, state: 'sent' })).toBeNull();
    expect(parseKeptRecord({ ...kept, state: 'sent', sentId: 1.5, sentAt: 1 })).toBeNull();
  });

  it('keeps nothing it was not given', () => {
    const parsed = parseKeptRecord({ ...kept, token: 'secret', sentId: 3, sentAt: 4 });
    expect(parsed).not.toHaveProperty('token');
    expect(parsed).not.toHaveProperty('sentId');
  });
});
