import {
  FORM_FIELDS,
  formFieldsOf,
  newProfileFormState,
  type ProfileFormState,
} from '@client/features/profile-form/model/form-values';
import { toProfilePayload } from '@client/features/profile-form/model/payload';
import { fieldLabel } from '@client/features/profile-history/utils/history-text';
import { viewSectionsOf } from '@client/lib/profile-text/profile-fields';
import type { ViewText } from '@client/lib/profile-text/view-text';
import { fieldsForViewer, viewFieldsOf } from '@server/privacy/profile-visibility';
import { columnsOf } from '@server/profiles/columns';
import { FILTER_KEYS } from '@shared/constants';
import { freeTextCleaner, HIDDEN } from '@shared/free-text';
import {
  fieldKeys,
  fieldLabels,
  filterKeysOf,
  PROFILE_FIELDS,
  type ProfileFieldTable,
} from '@shared/profile-fields';
import { profileViewSchema, viewValueSchemas } from '@shared/profile-view';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

/**
 * The table of profile fields drives the server, the view, the history, the form and the list's filters (issue
 * 26, decision 076): a field added to a copy of the table is stored, sent by its visibility, cleaned as free
 * text, shown in its section of the view, in the view's schema by its kind, named by the history, held by the
 * form and sent by its payload, and a filterable one is a filter key of the list, with no other change. (The
 * form's inputs are held to the real table by src/client/features/profile-form/model/form-fields.test.ts; the
 * schema, the profiles table's columns and FILTER_KEYS's order by the typecheck.)
 */
describe('a field added to the table of profile fields', () => {
  const table = {
    ...PROFILE_FIELDS,
    favouriteColour: {
      kind: 'text',
      section: 'family',
      label: { en: 'Favourite colour', ur: 'پسندیدہ رنگ' },
      question: { en: 'Your favourite colour', ur: 'آپ کا پسندیدہ رنگ' },
      visibility: 'all',
      freeText: true,
      filterable: true,
    },
    motherPhoneNo: {
      kind: 'phone',
      section: 'family',
      label: { en: "Mother's phone", ur: 'والدہ کا فون نمبر' },
      visibility: 'own',
      freeText: false,
      filterable: false,
    },
  } satisfies ProfileFieldTable;
  const colour = 'Blue, call 0300 1234567';

  it('is a column the server stores', () => {
    const columns = columnsOf(
      { favouriteColour: colour, age: 30 },
      fieldKeys(table, (f) => f.column !== false),
    );
    expect(columns).toMatchObject({ favouriteColour: colour, motherPhoneNo: null, age: 30 });
  });

  it('is sent by its visibility, and cleaned as free text for another family', () => {
    const row = { favouriteColour: colour, motherPhoneNo: '+923001112233', name: 'Hira' };
    const fields = viewFieldsOf(table);
    const family = fieldsForViewer(
      row,
      { identify: false, own: false, text: freeTextCleaner(['Hira']) },
      fields,
    );
    expect(family.favouriteColour).toBe(`Blue, call ${HIDDEN}`);
    expect(family.motherPhoneNo).toBeUndefined();
    expect(family.name).toBeUndefined();
    const own = fieldsForViewer(row, { identify: true, own: true, text: (v) => v }, fields);
    expect(own).toMatchObject({ favouriteColour: colour, motherPhoneNo: '+923001112233', name: 'Hira' });
    expect(fieldKeys(table, (f) => f.freeText)).toContain('favouriteColour');
  });

  it('is a line of its section on the profile view, with its label, read by its kind', () => {
    const family = viewSectionsOf(table).find((section) => section.id === 'family');
    const line = family?.fields.find((field) => field.key === ('favouriteColour' as never));
    expect(line?.label).toEqual({ en: 'Favourite colour', ur: 'پسندیدہ رنگ' });
    expect(line?.read({ favouriteColour: 'Blue' } as never, {} as ViewText)).toBe('Blue');
    // After the lines the view orders itself.
    expect(family?.fields.at(-2)?.key).toBe('favouriteColour');
  });

  it("is in the view's schema by its kind: absent for a viewer who may not see it, null when not answered", () => {
    const view = z.object(viewValueSchemas(table));
    const base = { age: 30, gender: 'Female', city: 'Lahore', maritalStatus: 'Single', religion: 'Muslim' };
    expect(view.safeParse({ ...base, favouriteColour: 'Blue', motherPhoneNo: null }).success).toBe(true);
    expect(view.safeParse(base).success).toBe(true);
    expect(view.safeParse({ ...base, favouriteColour: 7 }).success).toBe(false);
    // The real table's view is the profile's: every column field, in the table's order, after the id.
    const columns = fieldKeys(PROFILE_FIELDS, (f) => f.column !== false);
    expect(Object.keys(profileViewSchema.shape).slice(0, columns.length + 1)).toEqual(['_id', ...columns]);
  });

  it('is named by the history', () => {
    expect(fieldLabels(table, 'en').favouriteColour).toBe('Favourite colour');
    // The history's own labels are the real table's: every field of it has its label there.
    for (const [key, spec] of Object.entries(PROFILE_FIELDS)) expect(fieldLabel(key)).toBe(spec.label.en);
  });

  it("is held by the form and sent by its payload, in the table's order", () => {
    expect(formFieldsOf(table)).toEqual([
      ...formFieldsOf(PROFILE_FIELDS),
      'favouriteColour',
      'motherPhoneNo',
    ]);
    // The real table's are the form's own, before the requirements and the matchmakers' fields.
    expect(FORM_FIELDS.slice(0, formFieldsOf(PROFILE_FIELDS).length)).toEqual(formFieldsOf(PROFILE_FIELDS));
    const values = {
      ...newProfileFormState(),
      name: 'Hira',
      favouriteColour: 'Blue',
      motherPhoneNo: '03001112233',
    } as ProfileFormState;
    const payload = toProfilePayload(values, [], table);
    expect(payload).toMatchObject({ name: 'Hira', favouriteColour: 'Blue', motherPhoneNo: '03001112233' });
    expect(Object.keys(payload).slice(-3)).toEqual(['favouriteColour', 'motherPhoneNo', 'pictures']);
    expect(toProfilePayload(values, [])).not.toHaveProperty('favouriteColour');
  });

  it("is a filter key of the list when it is filterable (FILTER_KEYS keeps SPEC §9's order)", () => {
    expect(filterKeysOf(table)).toEqual([...filterKeysOf(PROFILE_FIELDS), 'favouriteColour']);
    expect(filterKeysOf(table)).not.toContain('motherPhoneNo');
    for (const key of filterKeysOf(PROFILE_FIELDS)) expect(FILTER_KEYS as readonly string[]).toContain(key);
  });
});
