import { Avatar, type AvatarProps } from '@mantine/core';

export type Gender = 'Male' | 'Female';

/** Path of the default avatar picture for a gender (public/avatars). Unknown gender gets the male one. */
export function avatarFor(gender: Gender | null | undefined): string {
  return gender === 'Female' ? '/avatars/female.svg' : '/avatars/male.svg';
}

export interface DefaultAvatarProps extends Omit<AvatarProps, 'src' | 'alt'> {
  gender: Gender | null | undefined;
  /** Accessible name; empty (decorative) by default. */
  alt?: string;
}

/** A respectful default picture for a profile or user without a photo. */
export function DefaultAvatar({ gender, alt = '', ...rest }: DefaultAvatarProps) {
  return <Avatar src={avatarFor(gender)} alt={alt} color="maroon" {...rest} />;
}
