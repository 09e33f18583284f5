import { CamelCasePlugin, type QueryId, type UnknownRow } from 'kysely';
import { describe, expect, it } from 'vitest';
import { RowCamelCasePlugin } from './camel-case';

const queryId = { queryId: 'q' } as QueryId;
const rowsOf = async (plugin: CamelCasePlugin, rows: UnknownRow[]) =>
  (await plugin.transformResult({ queryId, result: { rows } })).rows;

describe('RowCamelCasePlugin', () => {
  const created = new Date('2026-11-24T00:00:00Z');
  const rows: UnknownRow[] = [
    {
      id: 1,
      first_name: 'Sana',
      created_at: created,
      ai_filters: { min_age: 25, marital_status: ['Single'] },
      pictures: [{ id: 'a', thumbnail_id: 'b' }],
      tags: ['x_y'],
      photo: Buffer.from('raw'),
      nothing: null,
    },
    {
      id: 2,
      first_name: null,
      created_at: created,
      ai_filters: null,
      pictures: [],
      tags: [],
      photo: null,
      nothing: null,
    },
  ];

  it("renames rows exactly as Kysely's own CamelCasePlugin does, nested JSON included", async () => {
    expect(await rowsOf(new RowCamelCasePlugin(), rows)).toEqual(await rowsOf(new CamelCasePlugin(), rows));
    const [first] = await rowsOf(new RowCamelCasePlugin(), rows);
    expect(first).toEqual({
      id: 1,
      firstName: 'Sana',
      createdAt: created,
      aiFilters: { minAge: 25, maritalStatus: ['Single'] },
      pictures: [{ id: 'a', thumbnailId: 'b' }],
      tags: ['x_y'],
      photo: Buffer.from('raw'),
      nothing: null,
    });
    expect(first?.createdAt).toBeInstanceOf(Date);
  });

  it('keeps one renaming per set of columns, and results without rows as they are', async () => {
    const plugin = new RowCamelCasePlugin();
    expect(await rowsOf(plugin, [{ profile_id: 7 }])).toEqual([{ profileId: 7 }]);
    expect(await rowsOf(plugin, [{ profile_id: 8, side_status: 'Matched' }])).toEqual([
      { profileId: 8, sideStatus: 'Matched' },
    ]);
    expect(await rowsOf(plugin, [{ profile_id: 9 }])).toEqual([{ profileId: 9 }]);
    expect(await rowsOf(plugin, [])).toEqual([]);
    const update = { rows: [], numAffectedRows: 3n };
    expect(await plugin.transformResult({ queryId, result: update })).toBe(update);
  });

  it('makes a safe property of any column name', async () => {
    const odd = { 'a"b': 1, "c'); throw 1; ('": 2, 'd\\e': 3 };
    expect(await rowsOf(new RowCamelCasePlugin(), [odd])).toEqual(await rowsOf(new CamelCasePlugin(), [odd]));
  });
});
