import { describe, expect, it } from 'vitest';
import { parseDraft, serialiseDraft } from './draft';
import { newProfileFormState } from './form-values';

const pictureId = 'Abc_123-xyzABC123456';

describe('profile draft', () => {
  it('round-trips values and uploaded picture ids, emptied defaults included', () => {
    const values = { ...newProfileFormState(), name: 'Sana', age: '25', religion: '' };
    const restored = parseDraft(serialiseDraft({ values, pictures: [pictureId], pictureNames: {} }));
    expect(restored).toEqual({ values, pictures: [pictureId], pictureNames: {} });
  });

  it("keeps the family's file name beside each picture id, as one line of text", () => {
    const values = newProfileFormState();
    const other = 'Other_picture-id_0001';
    const restored = parseDraft(
      serialiseDraft({
        values,
        pictures: [pictureId, other],
        pictureNames: { [pictureId]: 'IMG_2041.jpg', [other]: ' \u0000tab\tname.png\n', gone: 'x.jpg' },
      }),
    );
    expect(restored?.pictureNames).toEqual({ [pictureId]: 'IMG_2041.jpg', [other]: 'tabname.png' });
  });

  it('drops names of pictures the draft does not hold, names not text, and overlong names are cut', () => {
    const restored = parseDraft(
      JSON.stringify({
        version: 1,
        values: {},
        pictures: [pictureId],
        pictureNames: { [pictureId]: 'x'.repeat(500), other: 'IMG_1.jpg', __proto__: { polluted: 'y' } },
      }),
    );
    expect(restored?.pictureNames[pictureId]).toHaveLength(120);
    expect(Object.keys(restored?.pictureNames ?? {})).toEqual([pictureId]);
    expect(
      parseDraft(
        JSON.stringify({ version: 1, values: {}, pictures: [pictureId], pictureNames: { [pictureId]: 7 } }),
      )?.pictureNames,
    ).toEqual({});
    // A draft saved before names were kept still restores, without names.
    expect(
      parseDraft(JSON.stringify({ version: 1, values: {}, pictures: [pictureId] }))?.pictureNames,
    ).toEqual({});
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
