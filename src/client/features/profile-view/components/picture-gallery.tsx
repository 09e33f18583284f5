import { DefaultAvatar } from '@client/components/default-avatar';
import { Group, Image, Paper, Text, UnstyledButton } from '@mantine/core';
import type { ProfileView } from '@shared/profile-view';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hiddenPicturesText } from '../utils/privacy-note';
import { PictureViewer } from './picture-viewer';

type GalleryProfile = Pick<
  ProfileView,
  'gender' | 'pictureUrls' | 'thumbnailUrls' | 'picturesHidden' | 'privacyNote'
>;

/**
 * Thumbnails that open the full-screen viewer. Without pictures: the default avatar; with pictures this
 * viewer may not see: the avatar and a respectful line saying why, as true for this viewer (issue 16).
 */
export function PictureGallery({ profile }: { profile: GalleryProfile }) {
  const { t } = useTranslation('profileView');
  const [open, setOpen] = useState<number | null>(null);
  const urls = profile.pictureUrls ?? [];
  const thumbs = profile.thumbnailUrls ?? [];

  if (urls.length === 0) {
    return (
      <Group gap="md" wrap="nowrap" align="center" data-testid="picture-gallery">
        <DefaultAvatar
          gender={profile.gender}
          size={96}
          radius="lg"
          alt={profile.picturesHidden ? '' : t('pictures.none')}
        />
        {profile.picturesHidden ? (
          <Paper withBorder radius="md" p="sm" style={{ flex: 1 }}>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <IconLock size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
              <Text size="sm">{t(hiddenPicturesText(profile.privacyNote))}</Text>
            </Group>
          </Paper>
        ) : null}
      </Group>
    );
  }

  return (
    <>
      <Group
        component="ul"
        gap="sm"
        aria-label={t('pictures.label')}
        data-testid="picture-gallery"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {urls.map((url, i) => (
          <li key={url}>
            <UnstyledButton
              onClick={() => setOpen(i)}
              aria-label={t('pictures.open', { n: i + 1, total: urls.length })}
              style={{ display: 'block', borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
            >
              <Image
                src={thumbs[i] ?? url}
                alt=""
                w={{ base: 96, sm: 120 }}
                h={{ base: 96, sm: 120 }}
                fit="cover"
                loading="lazy"
              />
            </UnstyledButton>
          </li>
        ))}
      </Group>
      <PictureViewer urls={urls} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} />
    </>
  );
}
