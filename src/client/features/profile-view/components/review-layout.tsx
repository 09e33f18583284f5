import { Button, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './review-layout.module.css';

const WIDE = '(min-width: 62em)';

/**
 * A matchmaker reviewing a profile in Review (issue 29, decision 069): the family's details come first. On a
 * wide screen the admin tools stand beside them; on a phone the review's own actions stay above and the rest of
 * the tools fold away above the details until asked for.
 */
export function ReviewLayout({
  header,
  review,
  tools,
  details,
}: {
  header: ReactNode;
  /** Status, "Approve and next", open reports: always in sight. */
  review: ReactNode;
  /** The admin panel and the family's edits. */
  tools: ReactNode;
  details: ReactNode;
}) {
  const { t } = useTranslation('profileView');
  const wide = useMediaQuery(WIDE, window.matchMedia?.(WIDE).matches ?? true, {
    getInitialValueInEffect: false,
  });
  const [open, setOpen] = useState(false);
  const toolsId = useId();

  if (wide) {
    return (
      <Stack gap="lg">
        {header}
        <div className={classes.columns}>
          <Stack gap="lg" miw={0} data-testid="review-details">
            {details}
          </Stack>
          <Stack gap="md" miw={0} component="aside" aria-label={t('reviewQueue.adminTools')}>
            {review}
            {tools}
          </Stack>
        </div>
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      {header}
      {review}
      <div>
        <Button
          variant="subtle"
          size="compact-md"
          onClick={() => setOpen((was) => !was)}
          aria-expanded={open}
          aria-controls={toolsId}
          rightSection={
            open ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />
          }
        >
          {open ? t('reviewQueue.hideAdminTools') : t('reviewQueue.showAdminTools')}
        </Button>
        {open ? (
          <Stack gap="md" pt="sm" id={toolsId}>
            {tools}
          </Stack>
        ) : null}
      </div>
      <Stack gap="lg" data-testid="review-details">
        {details}
      </Stack>
    </Stack>
  );
}
