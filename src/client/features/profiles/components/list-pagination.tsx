import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { LIST_MESSAGES } from '../messages';

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
  return (
    <Group component="nav" aria-label={LIST_MESSAGES.paginationLabel} justify="center" gap="sm" wrap="nowrap">
      <Button
        variant="default"
        leftSection={<IconChevronLeft size={16} aria-hidden />}
        disabled={disabled || page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {LIST_MESSAGES.previous}
      </Button>
      <Text size="sm" aria-live="polite" ta="center">
        {LIST_MESSAGES.pageOf(page, Math.max(page, pages), more)}
      </Text>
      <Button
        variant="default"
        rightSection={<IconChevronRight size={16} aria-hidden />}
        disabled={disabled || (page >= pages && !more)}
        onClick={() => onPage(page + 1)}
      >
        {LIST_MESSAGES.next}
      </Button>
    </Group>
  );
}
