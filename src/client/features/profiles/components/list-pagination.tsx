import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface ListPaginationProps {
  page: number;
  pages: number;
  /** The total is a floor: there are more pages than `pages`. */
  more?: boolean;
  onPage: (page: number) => void;
  disabled?: boolean;
}

/** SPEC §2: Previous, Next and 'Page X of Y'. */
export function ListPagination({ page, pages, more = false, onPage, disabled = false }: ListPaginationProps) {
  const { t } = useTranslation('profiles');
  return (
    <Group component="nav" aria-label={t('paginationLabel')} justify="center" gap="sm" wrap="nowrap">
      <Button
        variant="default"
        leftSection={<IconChevronLeft size={16} aria-hidden className="rishta-flip-rtl" />}
        disabled={disabled || page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('previous')}
      </Button>
      <Text size="sm" aria-live="polite" ta="center">
        {t(more ? 'pageOfMore' : 'pageOf', { page, pages: Math.max(page, pages) })}
      </Text>
      <Button
        variant="default"
        rightSection={<IconChevronRight size={16} aria-hidden className="rishta-flip-rtl" />}
        disabled={disabled || (page >= pages && !more)}
        onClick={() => onPage(page + 1)}
      >
        {t('next')}
      </Button>
    </Group>
  );
}
