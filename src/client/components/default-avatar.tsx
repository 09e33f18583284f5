import { Avatar, type AvatarProps } from '@mantine/core';
import { avatarFor, type Gender } from './avatar-path';

export { avatarFor, type Gender };

export interface DefaultAvatarProps extends Omit<AvatarProps, 'src' | 'alt'> {
  gender: Gender | null | undefined;
  /** Accessible name; empty (decorative) by default. */
  alt?: string;
}

/** A respectful default picture for a profile or user without a photo. */
export function DefaultAvatar({ gender, alt = '', ...rest }: DefaultAvatarProps) {
  return <Avatar src={avatarFor(gender)} alt={alt} color="maroon" {...rest} />;
}
