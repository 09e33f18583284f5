/**
 * Profile versions (issue 27, decision 055): every profile carries `version`, and a write may name the version
 * it was based on as `version` in its body (bulk: `versions: { id: version }`). A write based on an older
 * version is refused (409) with who changed what since; a write that names no version (SPEC §7) is applied as
 * before.
 */
import { z } from 'zod';
import { parseDecimalId } from './ids';

export const VERSION_MESSAGES = {
  version: 'version must be the whole number the profile was read with.',
  versions: 'versions must map each profile id to the version it was read with.',
  conflict:
    'Someone else changed this profile while you had it open. Nothing was saved: look at what changed and save again.',
  conflictOf: (id: number) =>
    `Someone else changed profile #${id} while you had it open. Nothing was changed: look at what changed and try again.`,
} as const;

/** A version a write was based on: a positive whole number. */
export const baseVersionSchema = z
  .number({ error: VERSION_MESSAGES.version })
  .int({ error: VERSION_MESSAGES.version })
  .min(1, { error: VERSION_MESSAGES.version })
  .max(2_147_483_647, { error: VERSION_MESSAGES.version });

const isObject = (body: unknown): body is Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body);

/**
 * A write's body with an optional `version` beside what `schema` reads: `version` is taken out and checked
 * first, the rest is `schema`'s (so each body keeps its own messages and its refusal of unknown keys).
 */
export function withBaseVersion<S extends z.ZodType>(schema: S) {
  return z.unknown().transform((body, ctx): { body: z.output<S>; version: number | undefined } => {
    let rest: unknown = body;
    let version: number | undefined;
    if (isObject(body) && 'version' in body) {
      const { version: sent, ...others } = body;
      const parsed = baseVersionSchema.safeParse(sent);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', path: ['version'], message: VERSION_MESSAGES.version });
        return z.NEVER;
      }
      version = parsed.data;
      rest = others;
    }
    const parsed = schema.safeParse(rest);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      return z.NEVER;
    }
    return { body: parsed.data, version };
  });
}

/** Bulk: `versions: { "12": 3, … }`, each key a profile id, each value the version it was read with. */
export const baseVersionsSchema = z.record(z.string(), z.unknown()).transform((record, ctx) => {
  const versions = new Map<number, number>();
  for (const [key, value] of Object.entries(record)) {
    const id = parseDecimalId(key);
    const version = baseVersionSchema.safeParse(value);
    if (id === null || !version.success) {
      ctx.addIssue({ code: 'custom', path: [key], message: VERSION_MESSAGES.versions });
      return z.NEVER;
    }
    versions.set(id, version.data);
  }
  return versions;
});

/** A bulk body with an optional `versions` beside what `schema` reads. */
export function withBaseVersions<S extends z.ZodType>(schema: S) {
  return z.unknown().transform((body, ctx): { body: z.output<S>; versions: Map<number, number> } => {
    let rest: unknown = body;
    let versions = new Map<number, number>();
    if (isObject(body) && 'versions' in body) {
      const { versions: sent, ...others } = body;
      const parsed = baseVersionsSchema.safeParse(sent);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', path: ['versions'], message: VERSION_MESSAGES.versions });
        return z.NEVER;
      }
      versions = parsed.data;
      rest = others;
    }
    const parsed = schema.safeParse(rest);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      return z.NEVER;
    }
    return { body: parsed.data, versions };
  });
}

/**
 * One field changed since the version a refused write was based on: what the writer sent, what it now is.
 * Pictures (file ids) also carry the thumbnail address of each picture still stored (decision 067).
 */
export const conflictFieldSchema = z.object({
  name: z.string(),
  yours: z.unknown(),
  theirs: z.unknown(),
  thumbnailUrls: z.record(z.string(), z.string()).optional(),
});
export type ConflictField = z.infer<typeof conflictFieldSchema>;

/** The 409 of a stale write. `version` is the profile's version now: the one to name when saving again. */
export const versionConflictSchema = z.object({
  statusCode: z.literal(409),
  error: z.string(),
  message: z.string(),
  id: z.number().int(),
  version: z.number().int(),
  changedBy: z.string().nullable(),
  changedAt: z.string().nullable(),
  fields: z.array(conflictFieldSchema),
});
export type VersionConflict = z.infer<typeof versionConflictSchema>;

/** A conflict without the error's own words: the profile, its version now, who changed what (bulk's skipped). */
export const versionConflictDetailsSchema = versionConflictSchema.pick({
  id: true,
  version: true,
  changedBy: true,
  changedAt: true,
  fields: true,
});
export type VersionConflictDetails = z.infer<typeof versionConflictDetailsSchema>;
