import { Button } from '@client/components/button';
import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface SubmitSuccessProps {
  onSubmitAnother: () => void;
  /** For a matchmaker: the new profile, to open it. */
  profileHref?: string;
}

/** Shown after a new profile was submitted (SPEC §2, §4 "Profile form": the success state). */
export function SubmitSuccess({ onSubmitAnother, profileHref }: SubmitSuccessProps) {
  const { t } = useTranslation('form');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, []);
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} role="status">
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={56} radius="xl" variant="light" color="green" aria-hidden>
          <IconCircleCheck size={32} />
        </ThemeIcon>
        <Title ref={heading} tabIndex={-1} order={2}>
          {t('successTitle')}
        </Title>
        <Text maw={480}>{t('success')}</Text>
        <Stack gap="xs" w="100%" align="center">
          <Button onClick={onSubmitAnother} fullOnMobile>
            {t('submitAnother')}
          </Button>
          {profileHref ? (
            <Button href={profileHref} variant="outline" fullOnMobile>
              {t('viewProfile')}
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </Paper>
  );
}
