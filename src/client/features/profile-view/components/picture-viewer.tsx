import { ActionIcon, Box, Group, Image, Modal, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface PictureViewerProps {
  urls: readonly string[];
  /** The picture shown, or null when the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** Full-screen pictures with previous/next (buttons and arrow keys); Escape or the close button closes. */
export function PictureViewer({ urls, index, onIndexChange, onClose }: PictureViewerProps) {
  const { t } = useTranslation('profileView');
  const opened = index !== null;
  const total = urls.length;
  const current = index ?? 0;
  const go = (step: number) => onIndexChange((current + step + total) % total);
  useHotkeys(
    opened && total > 1
      ? [
          ['ArrowLeft', () => go(-1)],
          ['ArrowRight', () => go(1)],
        ]
      : [],
  );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen
      title={t('pictures.viewerTitle')}
      closeButtonProps={{ 'aria-label': t('pictures.close') }}
      styles={{
        content: { background: 'var(--mantine-color-dark-8)' },
        header: { background: 'var(--mantine-color-dark-8)', color: 'var(--mantine-color-white)' },
        close: { color: 'var(--mantine-color-white)' },
        body: { height: 'calc(100dvh - 60px)', display: 'flex', flexDirection: 'column', padding: 8 },
      }}
    >
      <Box style={{ flex: 1, minHeight: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        {opened ? (
          <Image
            src={urls[current]}
            alt={t('pictures.alt', { n: current + 1, total })}
            fit="contain"
            h="100%"
            w="100%"
            radius="sm"
          />
        ) : null}
      </Box>
      {total > 1 ? (
        <Group justify="center" gap="lg" py="sm">
          <ActionIcon
            size="xl"
            radius="xl"
            variant="white"
            aria-label={t('pictures.previous')}
            onClick={() => go(-1)}
          >
            <IconChevronLeft size={26} aria-hidden />
          </ActionIcon>
          <Text c="white" fw={600} aria-live="polite" dir="ltr">
            {t('pictures.counter', { n: current + 1, total })}
          </Text>
          <ActionIcon
            size="xl"
            radius="xl"
            variant="white"
            aria-label={t('pictures.next')}
            onClick={() => go(1)}
          >
            <IconChevronRight size={26} aria-hidden />
          </ActionIcon>
        </Group>
      ) : null}
    </Modal>
  );
}
