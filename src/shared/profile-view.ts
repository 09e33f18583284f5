import { z } from 'zod';
import { SIDE_STATUSES } from './connection-status';
import { duplicateSchema } from './duplicates';
import { GENDERS, INACTIVE_REASONS, PROFILE_STATUSES } from './enums';
import { followUpSchema } from './follow-up';
import { heldTextSchema } from './held-text';
import type { AiFilterKey } from './partner-requirements';
import { PRIVACY_NOTES } from './privacy-note';
import {
  type ColumnFieldKey,
  type FieldKind,
  fieldKeys,
  PROFILE_FIELDS,
  type ProfileFieldTable,
} from './profile-fields';
import { verificationsSchema } from './verifications-schema';

/**
 * A profile as the API answers it to one viewer (GET /api/profile/{id}, connections; a list card carries part
 * of it, CARD_FIELDS in src/shared/profile-list.ts, decision 045). Which fields are present is decided on the
 * server for that viewer (DESIGN §3): a field the viewer may not see is absent, not blanked. `pictures`/`thumbnails` are file ids as in SPEC §3; `pictureUrls`/`thumbnailUrls` are the same
 * pictures as addresses for <img>, in the same order: `/file/{id}`, which serves each request by the
 * requester's own session (decision 025), so an address alone grants nothing.
 */
const text = z.string().nullable().optional();
const count = z.number().nullable().optional();
const flag = z.boolean().nullable().optional();

/** The aiFilters keys, from the one table of partner requirements (src/shared/partner-requirements.ts). */
export { AI_FILTER_KEYS, type AiFilterKey } from './partner-requirements';

/** Partner preferences (SPEC §3 aiFilters): only the keys that are set. */
export const aiFiltersSchema = z.object({
  minAge: z.number().int().optional(),
  maxAge: z.number().int().optional(),
  maritalStatus: z.array(z.string()).optional(),
  maxKids: z.number().int().optional(),
  residenceType: z.string().optional(),
  caste: z.string().optional(),
  sect: z.string().optional(),
  nativeLanguage: z.string().optional(),
  minEducationYears: z.number().int().optional(),
  maxEducationYears: z.number().int().optional(),
  jobType: z.string().optional(),
  minHeightFt: z.number().int().optional(),
  minHeightIn: z.number().int().optional(),
  minEducation: z.boolean().optional(),
  heighted: z.boolean().optional(),
  /** Ours (decision 059): the cities the partner may live in, searched within `locationRadius` km of each. */
  cities: z.array(z.string()).optional(),
  locationRadius: z.number().int().optional(),
  // One schema per key of the partner requirements' table: the typecheck refuses a key missing or extra.
} satisfies Record<AiFilterKey, z.ZodType>);
export type AiFilters = z.infer<typeof aiFiltersSchema>;

/** The live pairs of the dashboard's sections (decision 053), as a card names them (issue 28, part 4). */
export const ENGAGEMENT_STATES = ['Awaiting Contact', 'In Contact', 'Matched'] as const;
export const engagementSchema = z.object({
  /** The profile across the pair. */
  profileId: z.number().int(),
  state: z.enum(ENGAGEMENT_STATES),
});
export type Engagement = z.infer<typeof engagementSchema>;

/** A column field's value in a view, by the field's kind: absent where the viewer may not see it, null unanswered. */
const VALUE_OF_KIND = {
  text,
  choice: text,
  place: text,
  phone: text,
  email: text,
  number: count,
  money: count,
  yesNo: flag,
} as const satisfies Record<Exclude<FieldKind, 'pictures'>, z.ZodType>;

/** What every profile answers and every viewer receives (a card's age, gender, city, marital status, religion). */
const ALWAYS_SENT = {
  age: z.number().int(),
  gender: z.enum(GENDERS),
  city: z.string(),
  maritalStatus: z.string(),
  religion: z.string(),
} as const satisfies Partial<Record<ColumnFieldKey, z.ZodType>>;

type ViewValues<T extends ProfileFieldTable> = {
  [K in keyof T as T[K] extends { column: false } ? never : K]: K extends keyof typeof ALWAYS_SENT
    ? (typeof ALWAYS_SENT)[K]
    : (typeof VALUE_OF_KIND)[Exclude<T[K]['kind'], 'pictures'>];
};

/**
 * The view's schema of each column field of a table of profile fields (decision 076: the fields are declared
 * once, in src/shared/profile-fields.ts), in the table's order.
 */
export function viewValueSchemas<T extends ProfileFieldTable>(table: T): ViewValues<T> {
  const always: Partial<Record<string, z.ZodType>> = ALWAYS_SENT;
  return Object.fromEntries(
    fieldKeys(table, (field) => field.column !== false).map((key) => [
      key,
      always[key] ?? VALUE_OF_KIND[table[key].kind as Exclude<FieldKind, 'pictures'>],
    ]),
  ) as ViewValues<T>;
}

export const profileViewSchema = z.object({
  _id: z.number().int(),
  ...viewValueSchemas(PROFILE_FIELDS),
  pictures: z.array(z.string()).optional(),
  thumbnails: z.array(z.string()).optional(),
  pictureUrls: z.array(z.string()).optional(),
  thumbnailUrls: z.array(z.string()).optional(),
  /** True when the profile has pictures that this viewer may not see (show the privacy note, not an avatar). */
  picturesHidden: z.boolean(),
  /** The privacy note this viewer reads on this profile (issue 16, src/shared/privacy-note.ts); absent: none. */
  privacyNote: z.enum(PRIVACY_NOTES).optional(),
  status: z.enum(PROFILE_STATUSES).optional(),
  inactiveReason: z.enum(INACTIVE_REASONS).nullable().optional(),
  /** Matchmakers only: why, with the reason "Other" (decision 071); never sent to a family. */
  inactiveNote: z.string().nullable().optional(),
  paidFee: z.number().optional(),
  expectedAdvanceFee: z.number().optional(),
  expectedPostMatchFee: z.number().optional(),
  restrictPhotosVisibility: z.boolean().optional(),
  accessToken: z.string().optional(),
  loginLink: z.string().optional(),
  aiFilters: aiFiltersSchema.optional(),
  /** Matchmakers: who set the requirements last, the family on its form or a matchmaker (decision 059). */
  requirementsSetBy: z.enum(['family', 'matchmaker']).nullable().optional(),
  /** The preferences that apply where the matchmaker set none (SPEC §9 defaults), for the admin panel. */
  defaultAiFilters: aiFiltersSchema.optional(),
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
  /**
   * Matchmakers and the family itself: the version a write names as its base (decision 055). Never sent to
   * another family, which writes nothing to the profile and must not count its edits.
   */
  version: z.number().int().optional(),
  /** Matchmakers: since when the family has changed its profile without a matchmaker marking it seen. */
  familyEditedAt: z.string().nullable().optional(),
  /**
   * Matchmakers and the family itself: the family's edits of text other families read, waiting for a
   * matchmaker (field → new value; decision 048), and since when; null when nothing waits. The fields above
   * are the approved text for matchmakers, and the family's own newest text for the family. Never sent to
   * another family.
   */
  heldText: heldTextSchema.nullable().optional(),
  heldAt: z.string().nullable().optional(),
  /**
   * The checks a matchmaker has done (issue 18, decision 036), to every viewer who may see the profile: the
   * server always sends it; optional here only so that views built by hand (tests) need not name it.
   */
  verifications: verificationsSchema.optional(),
  /**
   * Matchmakers: the city is not in the built-in list, so location matching cannot place it ("City not in the
   * list", issue 16, decision 033). Never sent to families.
   */
  cityNotListed: z.boolean().optional(),
  /** Matchmakers: the responsible matchmaker's account id, or null (decision 054). Never sent to families. */
  assignedTo: z.number().int().nullable().optional(),
  /**
   * Matchmakers and the family itself: since when the family has paused its profile (decision 060), or null.
   * Never sent to another family, which never receives a paused profile at all.
   */
  pausedAt: z.string().nullable().optional(),
  /**
   * Matchmakers: the live pair the profile is in, "In contact with #34" (issue 28, part 4); null when none; on
   * the page and on list cards. Never for families: whom another family is talking to is not theirs to know.
   */
  engagement: engagementSchema.nullable().optional(),
});
export type ProfileView = z.infer<typeof profileViewSchema>;

/** One side of a connection (SPEC §3): the profile, its status and when it last changed. */
export const connectionSideSchema = z.object({
  profile: z.number().int(),
  status: z.enum(SIDE_STATUSES),
  updatedAt: z.string(),
  inquiredAboutReceivedProfileOn: z.string().nullable(),
});
export type ConnectionSide = z.infer<typeof connectionSideSchema>;

/** The single-connection form: profile1/profile2 (SPEC §3). */
export const connectionSchema = z.object({
  _id: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  profile1: connectionSideSchema,
  profile2: connectionSideSchema,
});
export type Connection = z.infer<typeof connectionSchema>;

/** GET /api/profile/{id}: the profile, its connections (admins, when asked) and the viewer's connection with it. */
/** One field a family changed on its own profile (from the history), for the matchmakers. */
export const familyEditSchema = z.object({
  at: z.string(),
  field: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type FamilyEdit = z.infer<typeof familyEditSchema>;

export const profileResponseSchema = z.object({
  profile: profileViewSchema,
  connections: z.array(connectionSchema),
  connection: connectionSchema.nullable(),
  /** Matchmakers: the family's changes not yet marked seen, oldest first (absent for families). */
  familyEdits: z.array(familyEditSchema).optional(),
  /** Matchmakers: the possible duplicates no matchmaker dismissed (decision 038; absent for families). */
  duplicates: z.array(duplicateSchema).optional(),
  /**
   * Matchmakers: who made the profile's current version, when, and whether it was the asking matchmaker
   * (decision 055: "Changed by … just now"); null when not recorded (older changes); absent for families.
   */
  lastChange: z.object({ by: z.string(), at: z.string(), mine: z.boolean() }).nullable().optional(),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** POST /api/profile as a family: only the new id. */
export const profileCreatedSchema = z.object({ _id: z.number().int() });

/** The list form of a connection (GET /api/connections): `primary` is the viewer's (or first) side. */
export const connectionListSideSchema = z.object({
  profile: profileViewSchema,
  status: z.enum(SIDE_STATUSES),
  updatedAt: z.string(),
  inquiredAboutReceivedProfileOn: z.string().nullable(),
});
export const connectionListItemSchema = z.object({
  _id: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  primary: connectionListSideSchema,
  secondary: connectionListSideSchema,
});
export type ConnectionListItem = z.infer<typeof connectionListItemSchema>;

/**
 * A profile as the dashboard names it (issue 29, decision 053): what its cards show and its buttons need
 * ("Name · #id · age · city", the phone to call, the family phone a message may go to (decision 068), the
 * login link for Inquire), not the whole view.
 */
export const dashboardProfileSchema = profileViewSchema.pick({
  _id: true,
  name: true,
  age: true,
  gender: true,
  city: true,
  phoneNo: true,
  familyPhoneNo: true,
  status: true,
  loginLink: true,
});
export type DashboardProfile = z.infer<typeof dashboardProfileSchema>;

/** GET /api/pending-connections (admin): the dashboard's sections. */
export const connectedPairSchema = z.object({
  connection: connectionSchema,
  profiles: z.tuple([dashboardProfileSchema, dashboardProfileSchema]),
  /** How long the pair has waited since its last change; Matched pairs are never marked (decision 031). */
  followUp: followUpSchema,
});
export type ConnectedPair = z.infer<typeof connectedPairSchema>;

/** The dashboard's sections that page (decision 053), in SPEC's field names. */
export const DASHBOARD_PAGED_SECTIONS = [
  'pendingResponse',
  'awaitingContact',
  'inContact',
  'matched',
] as const;
export type DashboardPagedSection = (typeof DASHBOARD_PAGED_SECTIONS)[number];
/** A page of a dashboard section: 20, most urgent first. */
export const DASHBOARD_PAGE_SIZE = 20;
/** The Matched section shows the pairs matched in the last 30 days; older ones are in the list. */
export const DASHBOARD_MATCHED_DAYS = 30;
/** GET /api/connections (a matchmaker's): a page of 50, most recently changed first. */
export const CONNECTIONS_PAGE_SIZE = 50;

const pageNumber = z.coerce
  .number({ error: 'Please give the page as a whole number from 1 to 10000' })
  .int({ error: 'Please give the page as a whole number from 1 to 10000' })
  .min(1, { error: 'Please give the page as a whole number from 1 to 10000' })
  .max(10_000, { error: 'Please give the page as a whole number from 1 to 10000' });

/** `?section=…&page=…`: one section's further page; without them, every section's first page. */
export const pendingConnectionsQuerySchema = z
  .object({
    section: z
      .enum(DASHBOARD_PAGED_SECTIONS, {
        error: 'Please choose pendingResponse, awaitingContact, inContact or matched',
      })
      .optional(),
    page: pageNumber.optional(),
  })
  .refine((q) => q.page === undefined || q.page === 1 || q.section !== undefined, {
    error: 'Please name the section to page (section=pendingResponse, awaitingContact, inContact or matched)',
  });
export type PendingConnectionsQuery = z.infer<typeof pendingConnectionsQuerySchema>;

/** `GET /api/connections?page=…` (a matchmaker's list pages; a family's is its own, whole). */
export const connectionsQuerySchema = z.object({ page: pageNumber.optional() });

export const pendingConnectionsSchema = z.object({
  /** Profiles that received a profile and have not answered, each with those connections, longest wait first. */
  pendingResponse: z.array(
    z.object({
      profile: dashboardProfileSchema,
      connections: z.array(connectionSchema.extend({ other: dashboardProfileSchema })),
      /** The family's longest wait among them, since receiving a profile or being asked about it (decision 031). */
      followUp: followUpSchema,
    }),
  ),
  /** Both sides accepted: the matchmaker should put the families in contact. */
  awaitingContact: z.array(connectedPairSchema),
  inContact: z.array(connectedPairSchema),
  /** Matched in the last DASHBOARD_MATCHED_DAYS days, most recent first. */
  matched: z.array(connectedPairSchema),
  /** FOLLOW_UP_DAYS (the server's setting) and how many pairs and families need follow-up (decision 031). */
  followUp: z.object({ days: z.number().int(), count: z.number().int() }),
  /** Each section's whole count (the arrays hold one page of DASHBOARD_PAGE_SIZE), decision 053. */
  counts: z.object({
    pendingResponse: z.number().int(),
    awaitingContact: z.number().int(),
    inContact: z.number().int(),
    matched: z.number().int(),
  }),
  /** The page the arrays hold; with `section`, only that section's array is filled. */
  page: z.number().int(),
  pageSize: z.number().int(),
  section: z.enum(DASHBOARD_PAGED_SECTIONS).nullable(),
});
export type PendingConnections = z.infer<typeof pendingConnectionsSchema>;

/** One entry of a connection's timeline (admin). */
export const connectionHistoryEntrySchema = z.object({
  at: z.string(),
  profile: z.number().int(),
  field: z.enum(['status', 'inquired']),
  from: z.string().nullable(),
  to: z.string().nullable(),
  by: z.string(),
  /** Who, as people read it: the matchmaker's display name (decision 054), else as `by`. */
  byName: z.string().optional(),
});
export type ConnectionHistoryEntry = z.infer<typeof connectionHistoryEntrySchema>;

/**
 * One entry of a profile's timeline (admin, GET /api/profile/{id}/history): a status, inactive reason, fee,
 * setting, partner-requirement (`aiFilters`, JSON) or family edit (one field), a note added or deleted (its id,
 * never its text), the profile's creation, deletion or a new login link (no value: the token is never kept).
 * `by` is the matchmaker's e-mail, "Family of profile #id" or "Rishta".
 */
export const profileHistoryEntrySchema = z.object({
  at: z.string(),
  field: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  by: z.string(),
  /** Who, as people read it: the matchmaker's display name (decision 054), else as `by`. */
  byName: z.string().optional(),
});
export type ProfileHistoryEntry = z.infer<typeof profileHistoryEntrySchema>;
