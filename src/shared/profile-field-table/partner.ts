import type { FieldSpec } from '../profile-field-spec';

/** The partner section's fields (SPEC §2 "Partner Information"). Part of PROFILE_FIELDS (../profile-fields.ts). */
export const PARTNER_FIELDS = {
  partnerEducation: {
    kind: 'text',
    section: 'partner',
    label: { en: 'Partner Education', ur: 'جیون ساتھی کی تعلیم' },
    question: { en: "Partner's education", ur: 'جیون ساتھی کی تعلیم' },
    visibility: 'all',
    freeText: true,
    filterable: false,
  },
  partnerDetails: {
    kind: 'text',
    section: 'partner',
    label: { en: 'Partner Details', ur: 'جیون ساتھی کی تفصیل' },
    question: {
      en: 'Partner requirements',
      ur: 'جیون ساتھی کی شرائط۔ براہ کرم یہاں نام، فون نمبر یا ای میل نہ لکھیں؛ رابطے کی تفصیل ہم خود دیتے ہیں۔',
    },
    visibility: 'all',
    freeText: true,
    filterable: false,
  },
} as const satisfies Record<string, FieldSpec>;
