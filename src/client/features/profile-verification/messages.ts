/** The matchmakers' verification control in English (admin screens are English only, issue 7). */
export const VERIFICATION_CONTROL_MESSAGES = {
  title: 'Verification',
  titleCount: (n: number) => `Verification (${n} of 4)`,
  hint: 'Tick a check once you have done it. Families see "Verified by Rishta" with the checks done. Only yes or no is kept: no card number or document.',
  failed: 'Failed to update. Please try again later.',
} as const;
