import type { SideStatus } from '@shared/connection-status';
import type { InactiveReason } from '@shared/enums';
import { defaultPreferences } from '@shared/matching';
import type { ProfileView } from '@shared/profile-view';
import type { Viewer } from '../auth/viewer';
import type { ProfileRow } from '../db/schema';
import type { PictureSigner } from '../pictures/signing';
import { aiFiltersOf, matchProfileOf } from '../profiles/columns';

/** A woman's side at these statuses means she has accepted the viewer's profile (DESIGN §3). */
const ACCEPTED_SIDES: readonly SideStatus[] = ['Profile Accepted', 'In Contact', 'Matched'];

export type ProfilePictures = { id: string; thumbnailId: string }[];

export type VisibilityContext = {
  viewer: Viewer;
  /** The profile's own side in its connection with the viewer's profile, when there is one. */
  sideTowardsViewer: SideStatus | null;
  pictures: ProfilePictures;
  signer: PictureSigner;
  publicUrl: string;
};

export function loginLinkOf(publicUrl: string, profileId: number, accessToken: string): string {
  return `${publicUrl}/login/${profileId}:${accessToken}`;
}

/** Whether a viewer may see a profile's name and pictures (before restrictPhotosVisibility). */
export function mayIdentify(
  profile: Pick<ProfileRow, 'id' | 'gender'>,
  ctx: Omit<VisibilityContext, 'pictures' | 'signer' | 'publicUrl'>,
): boolean {
  const { viewer } = ctx;
  if (viewer.kind === 'admin') return true;
  if (viewer.kind === 'user' && viewer.profileId === profile.id) return true;
  if (profile.gender === 'Male') return viewer.kind === 'user';
  if (viewer.kind === 'user' && viewer.gender === 'Female') return true;
  return ctx.sideTowardsViewer !== null && ACCEPTED_SIDES.includes(ctx.sideTowardsViewer);
}

/**
 * THE one decision of what leaves the server about a profile (DESIGN §3). Every response that carries a
 * profile builds it here. A field the viewer may not see is left out, never sent and hidden by the browser.
 */
export function profileForViewer(row: ProfileRow, ctx: VisibilityContext): ProfileView {
  const { viewer } = ctx;
  const isAdmin = viewer.kind === 'admin';
  const isOwner = viewer.kind === 'user' && viewer.profileId === row.id;
  const identify = mayIdentify(row, ctx);
  const showPictures = identify && (isAdmin || isOwner || !row.restrictPhotosVisibility);

  const view: ProfileView = {
    _id: row.id,
    age: row.age,
    gender: row.gender,
    city: row.city,
    residenceType: row.residenceType,
    homeTown: row.homeTown,
    heightFt: row.heightFt,
    heightIn: row.heightIn,
    maritalStatus: row.maritalStatus,
    marriedYears: row.marriedYears,
    haveChildren: row.haveChildren,
    children: row.children,
    childrenLivingWithYou: row.childrenLivingWithYou,
    divorceReason: row.divorceReason,
    hasDisability: row.hasDisability,
    disabilities: row.disabilities,
    aboutYou: row.aboutYou,
    fatherOccupation: row.fatherOccupation,
    motherOccupation: row.motherOccupation,
    caste: row.caste,
    religion: row.religion,
    sect: row.sect,
    nativeLanguage: row.nativeLanguage,
    brothers: row.brothers,
    sisters: row.sisters,
    brothersMaritalInformation: row.brothersMaritalInformation,
    sistersMaritalInformation: row.sistersMaritalInformation,
    brothersDetails: row.brothersDetails,
    education: row.education,
    educationYears: row.educationYears,
    educationInstituteName: row.educationInstituteName,
    jobType: row.jobType,
    otherJobType: row.otherJobType,
    jobTitle: row.jobTitle,
    company: row.company,
    workCountry: row.workCountry,
    workCity: row.workCity,
    businessType: row.businessType,
    monthlyIncome: row.monthlyIncome,
    partnerEducation: row.partnerEducation,
    partnerDetails: row.partnerDetails,
    picturesHidden: ctx.pictures.length > 0 && !showPictures,
  };
  if (identify) {
    view.name = row.name;
    // The father's name identifies a family as surely as her own name does.
    view.fatherName = row.fatherName;
  }
  if (showPictures) {
    view.pictures = ctx.pictures.map((p) => p.id);
    view.thumbnails = ctx.pictures.map((p) => p.thumbnailId);
    view.pictureUrls = ctx.pictures.map((p) => ctx.signer.url(p.id));
    view.thumbnailUrls = ctx.pictures.map((p) => ctx.signer.url(p.thumbnailId));
  }
  if (isAdmin || isOwner) {
    view.phoneNo = row.phoneNo;
    view.familyPhoneNo = row.familyPhoneNo;
    view.email = row.email;
    view.address = row.address;
    view.status = row.status;
    view.createdAt = row.createdAt.toISOString();
    view.updatedAt = row.updatedAt.toISOString();
  }
  if (isAdmin) {
    view.inactiveReason = row.inactiveReason as InactiveReason | null;
    view.paidFee = row.paidFee;
    view.expectedAdvanceFee = row.expectedAdvanceFee;
    view.expectedPostMatchFee = row.expectedPostMatchFee;
    view.restrictPhotosVisibility = row.restrictPhotosVisibility;
    view.accessToken = row.accessToken;
    view.loginLink = loginLinkOf(ctx.publicUrl, row.id, row.accessToken);
    view.aiFilters = aiFiltersOf(row);
    view.defaultAiFilters = defaultPreferences(matchProfileOf(row));
  }
  return view;
}
