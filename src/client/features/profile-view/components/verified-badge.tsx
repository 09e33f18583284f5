import { Badge, Group, Text } from '@mantine/core';
import { checksDone, type Verifications } from '@shared/verifications';
import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * "Verified by Rishta" and the checks a matchmaker has done (issue 18, decision 036): shown on the profile
 * view to everyone who may see the profile, once at least one check is done; nothing when none is.
 */
export function VerifiedBadge({ verifications }: { verifications: Verifications | null | undefined }) {
  const { t } = useTranslation('profileView');
  const done = checksDone(verifications);
  if (done.length === 0) return null;
  return (
    <Group gap="xs" wrap="wrap" mt={6} data-testid="verified-badge">
      <Badge
        color="teal"
        variant="light"
        size="lg"
        tt="none"
        leftSection={<IconShieldCheck size={16} aria-hidden />}
      >
        {t('verified.title')}
      </Badge>
      <Text size="sm" c="dimmed" component="span">
        {done.map((check) => t(`verified.checks.${check}`)).join(' · ')}
      </Text>
    </Group>
  );
}
