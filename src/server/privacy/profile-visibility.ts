import { isListedCity } from '@shared/city';
import type { SideStatus } from '@shared/connection-status';
import type { InactiveReason } from '@shared/enums';
import { familyRequirementsOf } from '@shared/family-requirements';
import { freeTextCleaner } from '@shared/free-text';
import { defaultPreferences } from '@shared/matching';
import { mayNameToFamily } from '@shared/name-rule';
import { type PrivacyNoteFacts, privacyNote } from '@shared/privacy-note';
import { fieldKeys, PROFILE_FIELDS, type ProfileFieldTable } from '@shared/profile-fields';
import { CARD_FIELDS, type ProfileCardView } from '@shared/profile-list';
import type { ProfileView } from '@shared/profile-view';
import type { Viewer } from '../auth/viewer';
import type { ProfileRow } from '../db/schema';
import { aiFiltersOf, matchProfileOf } from '../profiles/columns';

export { ACCEPTED_SIDES } from '@shared/name-rule';

export type ProfilePictures = { id: string; thumbnailId: string }[];

export type VisibilityContext = {
  viewer: Viewer;
  /** The profile's own side in its connection with the viewer's profile, when there is one. */
  sideTowardsViewer: SideStatus | null;
  /** The viewer's own side of that connection: what a woman is told his family sees of her (issue 25). */
  viewerSide?: SideStatus | null;
  pictures: ProfilePictures;
  publicUrl: string;
  /** The profile's fields the view is built with: all of them, or a card's (`CARD_VIEW_FIELDS`). */
  fields?: ViewFields;
};

const keepText = <T>(value: T) => value;

/**
 * The profile's fields a view carries, with who may see each and whether it is the family's own words: the
 * columns of a table of profile fields (src/shared/profile-fields.ts); pictures have their own rule below.
 * The father's name identifies a family as surely as her own name does (visibility `identify`).
 */
export const viewFieldsOf = (table: ProfileFieldTable) =>
  fieldKeys(table, (f) => f.column !== false).map(
    (key) => [key, table[key]?.visibility ?? 'own', table[key]?.freeText ?? false] as const,
  );
type ViewFields = ReturnType<typeof viewFieldsOf>;
const VIEW_FIELDS = viewFieldsOf(PROFILE_FIELDS);
/**
 * A list card's fields: a card is cut from the view (`cardOfView`), so a card's view needs no other field, and
 * a family's card row holds no other (decision 093). The match reasons read only these (a test holds it).
 */
export const CARD_VIEW_FIELDS: ViewFields = VIEW_FIELDS.filter(([key]) => key in CARD_FIELDS);

type Clean = (value: string | null | undefined) => string | null | undefined;

/**
 * A stored profile's fields as one viewer receives them: `undefined` (never sent) where the viewer may not see
 * the field, the free text through `text` (cleaned for another family), every field of the table in its order.
 */
export function fieldsForViewer(
  row: object,
  access: { identify: boolean; own: boolean; text: Clean },
  fields: ViewFields = VIEW_FIELDS,
): Record<string, unknown> {
  const stored = row as Record<string, unknown>;
  const view: Record<string, unknown> = {};
  // A value is read only where it is sent: a family's card row holds only what it may send (decision 093).
  for (const [key, visibility, freeText] of fields) {
    if (visibility === 'identify') view[key] = access.identify ? stored[key] : undefined;
    else if (visibility === 'own') view[key] = access.own ? stored[key] : undefined;
    else view[key] = freeText ? access.text(stored[key] as string | null) : stored[key];
  }
  return view;
}

export function loginLinkOf(publicUrl: string, profileId: number, accessToken: string): string {
  return `${publicUrl}/login/${profileId}:${accessToken}`;
}

/** Whether a viewer may see a profile's name and pictures (before restrictPhotosVisibility). */
export function mayIdentify(
  profile: Pick<ProfileRow, 'id' | 'gender'>,
  ctx: Omit<VisibilityContext, 'pictures' | 'publicUrl'>,
): boolean {
  const { viewer } = ctx;
  if (viewer.kind === 'admin') return true;
  if (viewer.kind === 'user' && viewer.profileId === profile.id) return true;
  if (viewer.kind !== 'user') return false;
  return mayNameToFamily(profile, viewer, ctx.sideTowardsViewer);
}

/**
 * Whether a viewer may see a profile's pictures, given whether it may identify the profile: matchmakers and
 * the family itself always; another family only if it may identify her and `restrictPhotosVisibility` is off.
 * The same rule answers every `/file/{id}` request (decision 025).
 */
export function mayShowPictures(
  profile: Pick<ProfileRow, 'id' | 'restrictPhotosVisibility'>,
  viewer: Viewer,
  identify: boolean,
): boolean {
  if (viewer.kind === 'admin') return true;
  if (viewer.kind === 'user' && viewer.profileId === profile.id) return true;
  return identify && !profile.restrictPhotosVisibility;
}

/** The facts the privacy note is chosen by (src/shared/privacy-note.ts), from the same ones as above. */
function privacyFacts(
  row: Pick<ProfileRow, 'id' | 'gender' | 'restrictPhotosVisibility'>,
  ctx: Pick<VisibilityContext, 'viewer' | 'sideTowardsViewer' | 'viewerSide'>,
): PrivacyNoteFacts {
  const { viewer } = ctx;
  const profile = { gender: row.gender, picturesPrivate: row.restrictPhotosVisibility };
  const family: PrivacyNoteFacts['viewer'] =
    viewer.kind === 'user'
      ? {
          kind: 'family',
          gender: viewer.gender,
          own: viewer.profileId === row.id,
          picturesPrivate: viewer.profile.restrictPhotosVisibility,
        }
      : viewer;
  return {
    viewer: family,
    profile,
    sideTowardsViewer: ctx.sideTowardsViewer,
    viewerSide: ctx.viewerSide ?? null,
  };
}

/** Where a picture or thumbnail is served; `/file/{id}` decides on every request who may have it. */
const fileUrl = (id: string) => `/file/${id}`;

/**
 * THE one decision of what leaves the server about a profile (DESIGN §3). Every response that carries a
 * profile builds it here. A field the viewer may not see is left out, never sent and hidden by the browser.
 */
export function profileForViewer(stored: ProfileRow, ctx: VisibilityContext): ProfileView {
  const { viewer } = ctx;
  const isAdmin = viewer.kind === 'admin';
  const isOwner = viewer.kind === 'user' && viewer.profileId === stored.id;
  const own = isAdmin || isOwner;
  // Text waiting for review (decision 048): the family reads its own new text at once; matchmakers read the
  // approved text with the held one beside it; every other family reads the approved text only (and its card's
  // row does not carry the held text: decision 093).
  const held = own && stored.heldText && Object.keys(stored.heldText).length > 0 ? stored.heldText : null;
  const row: ProfileRow = isOwner && held ? { ...stored, ...held } : stored;
  const identify = mayIdentify(row, ctx);
  const showPictures = mayShowPictures(row, viewer, identify);
  const pictures = showPictures ? ctx.pictures : undefined;
  // Another family reads the free text without contacts, and without her names until it may identify her.
  const names = identify ? null : [row.name, row.fatherName];
  const text = own ? keepText : freeTextCleaner(names);

  // Every view has every key, in this order: a field the viewer may not see is `undefined`, which JSON leaves
  // out, so it is never sent. One shape for all views keeps a page of them fast to check and serialise.
  // The profile's fields first, each as the table of profile fields says who sees it (decision 076).
  const view = { _id: row.id, ...fieldsForViewer(row, { identify, own, text }, ctx.fields) };
  return Object.assign(view, {
    picturesHidden: ctx.pictures.length > 0 && !showPictures,
    // What this viewer is told about this profile's privacy (issue 16, decision 034).
    privacyNote: privacyNote(privacyFacts(row, ctx)) ?? undefined,
    pictures: pictures?.map((p) => p.id),
    thumbnails: pictures?.map((p) => p.thumbnailId),
    pictureUrls: pictures?.map((p) => fileUrl(p.id)),
    thumbnailUrls: pictures?.map((p) => fileUrl(p.thumbnailId)),
    status: own ? row.status : undefined,
    createdAt: own ? row.createdAt.toISOString() : undefined,
    updatedAt: own ? row.updatedAt.toISOString() : undefined,
    version: own ? row.version : undefined,
    inactiveReason: isAdmin ? (row.inactiveReason as InactiveReason | null) : undefined,
    // The matchmaker's own words about a family (decision 071): never to a family, its own included.
    inactiveNote: isAdmin ? row.inactiveNote : undefined,
    paidFee: isAdmin ? row.paidFee : undefined,
    expectedAdvanceFee: isAdmin ? row.expectedAdvanceFee : undefined,
    expectedPostMatchFee: isAdmin ? row.expectedPostMatchFee : undefined,
    restrictPhotosVisibility: isAdmin ? row.restrictPhotosVisibility : undefined,
    accessToken: isAdmin ? row.accessToken : undefined,
    loginLink: isAdmin ? loginLinkOf(ctx.publicUrl, row.id, row.accessToken) : undefined,
    // The family's own requirements are its own (decision 059): the keys its form sets, not the matchmakers'.
    aiFilters: isAdmin ? aiFiltersOf(row) : own ? familyRequirementsOf(aiFiltersOf(row)) : undefined,
    requirementsSetBy: isAdmin ? row.requirementsSetBy : undefined,
    defaultAiFilters: isAdmin ? defaultPreferences(matchProfileOf(row)) : undefined,
    familyEditedAt: isAdmin ? (row.familyEditedAt?.toISOString() ?? null) : undefined,
    heldText: own ? held : undefined,
    heldAt: own ? (held && row.heldAt ? row.heldAt.toISOString() : null) : undefined,
    // Yes or no per check, to everyone who may see the profile (issue 18, decision 036): nothing private.
    verifications: {
      phone: row.verifiedPhone,
      cnic: row.verifiedCnic,
      meeting: row.verifiedMeeting,
      education: row.verifiedEducation,
    },
    cityNotListed: isAdmin ? !isListedCity(row.city) : undefined,
    assignedTo: isAdmin ? row.assignedTo : undefined,
    pausedAt: own ? (row.pausedAt?.toISOString() ?? null) : undefined,
  }) as ProfileView;
}

/**
 * A list card's part of a profile view (decision 045): the fields the list screens show and the facts its
 * match reasons name (CARD_FIELDS), each the very value of the view, so that a card never carries more than
 * the same viewer's view; the picture is the view's first thumbnail. One object literal in one order, so that
 * every card of a page has one shape (decision 021).
 */
export function cardOfView(view: ProfileView): ProfileCardView {
  const card = {
    _id: view._id,
    name: view.name,
    age: view.age,
    gender: view.gender,
    city: view.city,
    homeTown: view.homeTown,
    heightFt: view.heightFt,
    heightIn: view.heightIn,
    maritalStatus: view.maritalStatus,
    caste: view.caste,
    sect: view.sect,
    nativeLanguage: view.nativeLanguage,
    education: view.education,
    educationYears: view.educationYears,
    jobType: view.jobType,
    otherJobType: view.otherJobType,
    jobTitle: view.jobTitle,
    picturesHidden: view.picturesHidden,
    status: view.status,
    inactiveReason: view.inactiveReason,
    paidFee: view.paidFee,
    expectedAdvanceFee: view.expectedAdvanceFee,
    expectedPostMatchFee: view.expectedPostMatchFee,
    familyEditedAt: view.familyEditedAt,
    createdAt: view.createdAt,
    verifications: view.verifications,
    cityNotListed: view.cityNotListed,
    pausedAt: view.pausedAt,
    engagement: view.engagement,
    version: view.version,
    thumbnailUrl: view.thumbnailUrls?.[0],
  } satisfies Record<keyof ProfileCardView, unknown>;
  return card;
}
