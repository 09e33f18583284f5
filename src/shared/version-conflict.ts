import type { VersionConflict } from './versions';

/**
 * Whether an error answer is a version conflict (decision 055). Written by hand, without zod: the edit form
 * and the dialogs ask it, and zod stays out of their first chunk (decision 023).
 */
export function isVersionConflict(body: unknown): body is VersionConflict {
  if (typeof body !== 'object' || body === null) return false;
  const b = body as Record<string, unknown>;
  return b.statusCode === 409 && typeof b.version === 'number' && Array.isArray(b.fields);
}

/** A connection side's 409 (decision 067): SPEC's message, who changed the side and when, what it is now. */
export interface ConnectionConflict {
  statusCode: 409;
  message: string;
  changedBy: string | null;
  changedAt: string;
  fields: { name: string; yours: unknown; theirs: unknown }[];
}

export function isConnectionConflict(body: unknown): body is ConnectionConflict {
  if (typeof body !== 'object' || body === null) return false;
  const b = body as Record<string, unknown>;
  return (
    b.statusCode === 409 &&
    b.version === undefined &&
    typeof b.changedAt === 'string' &&
    Array.isArray(b.fields)
  );
}
