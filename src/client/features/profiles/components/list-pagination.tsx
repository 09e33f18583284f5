import { NumberInput } from '@client/components/number-input';
import { Button, Group, Text, useMatches, VisuallyHidden } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ListPaginationProps {
  page: number;
  pages: number;
  /** The total is a floor: there are more pages than `pages`. */
  more?: boolean;
  onPage: (page: number) => void;
  disabled?: boolean;
  /** The landmark's name; the bars above and below the list need different ones. */
  label: string;
}

/**
 * SPEC §2: Previous, Next and 'Page X of Y'. With more than one page, X is a field to jump to any page
 * (issue 15): type a number and press Enter, or leave the field.
 */
export function ListPagination({
  page,
  pages,
  more = false,
  onPage,
  disabled = false,
  label,
}: ListPaginationProps) {
  const { t } = useTranslation('profiles');
  const last = Math.max(page, pages);
  const canJump = last > 1 || more;
  const [typed, setTyped] = useState<string | number>(page);
  // On a phone the words alone, so that Previous, the page field and Next fit in one line.
  const arrows = useMatches({ base: false, xs: true });
  useEffect(() => setTyped(page), [page]);

  const jump = () => {
    const n = Math.floor(Number(typed));
    if (!Number.isFinite(n) || n < 1) return setTyped(page);
    const target = more ? n : Math.min(n, last);
    if (target !== page) onPage(target);
    else setTyped(page);
  };

  return (
    <Group component="nav" aria-label={label} justify="center" gap="xs" wrap="nowrap">
      <Button
        variant="default"
        px={{ base: 'sm', xs: 'md' }}
        leftSection={
          arrows ? <IconChevronLeft size={16} aria-hidden className="rishta-flip-rtl" /> : undefined
        }
        disabled={disabled || page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('previous')}
      </Button>
      {canJump ? (
        <Group gap={6} wrap="nowrap" align="center">
          <Text size="sm" component="span" aria-hidden>
            {t('pageWord')}
          </Text>
          <NumberInput
            aria-label={t('pageJump', { pages: last })}
            value={typed}
            onChange={setTyped}
            onBlur={jump}
            onKeyDown={(event) => {
              if (event.key === 'Enter') jump();
            }}
            min={1}
            max={more ? undefined : last}
            clampBehavior="none"
            allowDecimal={false}
            allowNegative={false}
            hideControls
            inputMode="numeric"
            disabled={disabled}
            w={Math.max(44, 18 + String(last).length * 10)}
            size="sm"
            styles={{ input: { textAlign: 'center', paddingInline: 4 } }}
          />
          <Text size="sm" component="span" aria-hidden style={{ whiteSpace: 'nowrap' }}>
            {t(more ? 'ofPagesMore' : 'ofPages', { pages: last })}
          </Text>
          <VisuallyHidden aria-live="polite">
            {t(more ? 'pageOfMore' : 'pageOf', { page, pages: last })}
          </VisuallyHidden>
        </Group>
      ) : (
        <Text size="sm" aria-live="polite" ta="center">
          {t(more ? 'pageOfMore' : 'pageOf', { page, pages: last })}
        </Text>
      )}
      <Button
        variant="default"
        px={{ base: 'sm', xs: 'md' }}
        rightSection={
          arrows ? <IconChevronRight size={16} aria-hidden className="rishta-flip-rtl" /> : undefined
        }
        disabled={disabled || (page >= pages && !more)}
        onClick={() => onPage(page + 1)}
      >
        {t('next')}
      </Button>
    </Group>
  );
}
