import { describe, expect, it } from 'vitest';
import { parseDraft, serialiseDraft } from './draft';
import { newProfileFormState } from './form-values';

const pictureId = 'Abc_123-xyzABC123456';

describe('profile draft', () => {
  it('round-trips values and uploaded picture ids, emptied defaults included', () => {
    const values = { ...newProfileFormState(), name: 'Sana', age: '25', religion: '' };
    const restored = parseDraft(serialiseDraft({ values, pictures: [pictureId] }));
    expect(restored).toEqual({ values, pictures: [pictureId] });
  });

  it('ignores damaged, foreign or older drafts and unknown keys', () => {
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft('{not json')).toBeNull();
    expect(parseDraft('"text"')).toBeNull();
    expect(parseDraft(JSON.stringify({ version: 0, values: {} }))).toBeNull();
    const restored = parseDraft(
      JSON.stringify({
        version: 1,
        values: { name: 'Ali', age: 30, evil: 'x' },
        pictures: [pictureId, '../etc', 5],
      }),
    );
    expect(restored?.values.name).toBe('Ali');
    expect(restored?.values.age).toBe('');
    expect(restored?.values).not.toHaveProperty('evil');
    expect(restored?.pictures).toEqual([pictureId]);
  });
});
