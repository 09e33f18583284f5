import type { ProfileView } from '@shared/profile-view';
import { displayNameFromEmail } from '@shared/team';
import { type ConflictField, VERSION_MESSAGES, type VersionConflictDetails } from '@shared/versions';
import type { Viewer } from '../auth/viewer';
import type { HistoryEntry } from '../history/repository';
import { HttpError } from '../http/errors';
import type { VersionsRepository } from './repository';

/** A matchmaker's name for the people she works with: her account's name, else made from her e-mail. */
export function displayNameOf(name: string | null, email: string | null): string | null {
  if (name?.trim()) return name.trim();
  return email ? displayNameFromEmail(email) : null;
}

/** Who a family is told changed its profile: never a matchmaker's name (the bureau speaks as one). */
export const FAMILY_SEES = { matchmaker: 'The Rishta bureau', family: 'Your family' } as const;

/** Who made the last change, as `viewer` may be told it (a family never reads a matchmaker's name). */
export function changedByFor(
  viewer: Viewer,
  last:
    | {
        actorAccountId: number | null;
        actorProfileId: number | null;
        actorName: string | null;
        actorEmail: string | null;
      }
    | undefined,
  /** For a family: the profile whose own change it calls "Your family" (any profile's when not named). */
  familyProfile?: number,
): string | null {
  if (!last) return null;
  if (viewer.kind === 'admin') {
    if (last.actorAccountId !== null) return displayNameOf(last.actorName, last.actorEmail);
    return last.actorProfileId !== null ? `The family (#${last.actorProfileId})` : null;
  }
  if (last.actorAccountId !== null) return FAMILY_SEES.matchmaker;
  return familyProfile === undefined || last.actorProfileId === familyProfile ? FAMILY_SEES.family : null;
}

/** History fields that record that something happened rather than a value, left out of a conflict's fields. */
const EVENTS_ONLY = new Set(['created', 'accessTokenRotated', 'heldTextApproved', 'heldTextDeclined']);

/** The name of a history field in the profile view (a verification check, held text), or null. */
function viewNameOf(field: string): string | null {
  if (EVENTS_ONLY.has(field)) return null;
  if (field.startsWith('held:')) return 'heldText';
  if (field === 'familyEditsSeen') return 'familyEditedAt';
  const check = /^verified(Phone|Cnic|Meeting|Education)$/.exec(field)?.[1];
  if (check) return `verifications.${check.toLowerCase()}`;
  return field;
}

function valueAt(object: unknown, name: string): unknown {
  let value: unknown = object;
  for (const part of name.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

const pictureIds = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];

/**
 * A conflict over pictures names them by file id, which a screen cannot show: the field also carries each
 * picture's thumbnail address (`/file/{id}`, served by the viewer's own session like every picture), for
 * both sets. A picture that is no longer stored (the other save removed it) has none (decision 067).
 */
async function withThumbnails(versions: VersionsRepository, id: number, fields: ConflictField[]) {
  const pictures = fields.find((field) => field.name === 'pictures');
  if (!pictures) return;
  const ids = [...new Set([...pictureIds(pictures.yours), ...pictureIds(pictures.theirs)])];
  const rows = await versions.thumbnailsOf(id, ids);
  pictures.thumbnailUrls = Object.fromEntries(rows.map((row) => [row.id, `/file/${row.thumbnailId}`]));
}

/**
 * Profile versions for the profile writes (decision 055). `claim` is the first thing a write does to the
 * profile, in the write's transaction: it adds one to the version (only if it is still the base the writer
 * named), or refuses the whole write with a 409 saying who changed which fields since that base.
 */
export function profileVersions(versions: VersionsRepository) {
  return {
    /**
     * `yours`: the values the refused write sent, by view name (a PUT's body, a PATCH's fields);
     * `view`: the writer's own view of the profile now, for `theirs` (only fields this viewer may read).
     */
    async claim(
      viewer: Viewer,
      id: number,
      base: number | undefined,
      yours: unknown,
      view: () => Promise<ProfileView>,
    ): Promise<number> {
      const claimed = await versions.claim(id, base);
      if (claimed !== undefined) return claimed;
      const current = await versions.current(id);
      if (current === undefined || base === undefined)
        throw new HttpError(404, 'This profile does not exist.');
      throw await this.conflict(viewer, id, base, current, yours, await view());
    },

    /**
     * For a write that may change nothing (decision 066): locks the profile's row and refuses a stale base
     * exactly as `claim` does, but adds nothing to the version yet. The write then calls `next()` only when
     * it changes something, so a write that changes nothing leaves the version (and every screen) alone.
     */
    async hold(
      viewer: Viewer,
      id: number,
      base: number | undefined,
      yours: unknown,
      view: () => Promise<ProfileView>,
    ): Promise<{ version: number; next: () => Promise<number> }> {
      const current = await versions.lock(id);
      if (current === undefined) throw new HttpError(404, 'This profile does not exist.');
      if (base !== undefined && base !== current)
        throw await this.conflict(viewer, id, base, current, yours, await view());
      let made: number | undefined;
      return {
        version: current,
        next: async () => {
          made ??= await versions.bump(id);
          return made;
        },
      };
    },

    /**
     * Matchmakers: who made the profile's current version and when, and whether it was this matchmaker, for
     * "Changed by … just now" on a screen that follows the profile (decision 055). Null when not recorded.
     */
    async lastChange(viewer: Viewer, id: number, version: number) {
      if (viewer.kind !== 'admin') return undefined;
      const row = await versions.madeBy(id, version);
      if (!row) return null;
      return {
        by:
          row.actorAccountId !== null
            ? (displayNameOf(row.actorName, row.actorEmail) ?? '')
            : `The family (#${row.actorProfileId ?? id})`,
        at: row.at.toISOString(),
        mine: row.actorAccountId === viewer.accountId,
      };
    },

    /** Who changed which fields of profile `id` since `base` (the profile is at `current` now). */
    async describe(
      viewer: Viewer,
      id: number,
      base: number,
      current: number,
      yours: unknown,
      view: ProfileView,
    ): Promise<VersionConflictDetails> {
      const rows = await versions.changesSince(id, base);
      const fields: ConflictField[] = [];
      const seen = new Set<string>();
      for (const row of rows) {
        const name = viewNameOf(row.field);
        if (name === null || seen.has(name)) continue;
        const theirs = valueAt(view, name);
        // A field this viewer does not read (a family and the fees) is not named to it.
        if (theirs === undefined && viewer.kind !== 'admin') continue;
        seen.add(name);
        fields.push({ name, yours: valueAt(yours, name) ?? null, theirs: theirs ?? null });
      }
      await withThumbnails(versions, id, fields);
      const last = rows.at(-1);
      const changedBy = changedByFor(viewer, last);
      return { id, version: current, changedBy, changedAt: last ? last.at.toISOString() : null, fields };
    },

    /** The 409 for a write based on `base` when the profile is at `current`. */
    async conflict(
      viewer: Viewer,
      id: number,
      base: number,
      current: number,
      yours: unknown,
      view: ProfileView,
    ): Promise<HttpError> {
      return new HttpError(
        409,
        VERSION_MESSAGES.conflict,
        await this.describe(viewer, id, base, current, yours, view),
      );
    },
  };
}
export type ProfileVersions = ReturnType<typeof profileVersions>;

/** History rows of a profile write, each naming the version that write made. */
export const stamped = (entries: HistoryEntry[], version: number): HistoryEntry[] =>
  entries.map((entry) => (entry.entity === 'profile' ? { ...entry, profileVersion: version } : entry));
