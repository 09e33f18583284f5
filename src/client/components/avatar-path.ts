/** Apart from default-avatar.tsx so that the navbar can use it without Mantine's Avatar (issue 7 "Speed"). */
export type Gender = 'Male' | 'Female';

/** Path of the default avatar picture for a gender (public/avatars). Unknown gender gets the male one. */
export function avatarFor(gender: Gender | null | undefined): string {
  return gender === 'Female' ? '/avatars/female.svg' : '/avatars/male.svg';
}
