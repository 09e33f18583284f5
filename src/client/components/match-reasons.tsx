import { optionLabel, useLanguage } from '@client/lib/i18n';
import type { Language } from '@client/lib/language';
import { Badge, Group } from '@mantine/core';
import { type MatchReason, REASON_LABELS, SCORE_LABELS } from '@shared/match-score';
import { textDirection, WithIsolates } from './facts';

/** How many reasons a card shows (the profile view shows them all). */
export const CARD_REASONS = 3;

/**
 * A reason in the viewer's language, from its name and value (the labels live once, in
 * src/shared/match-score.ts; decision 043). A language's name is translated like any listed option; a
 * left-to-right value inside an Urdu label is marked as its own isolate (decision 041).
 */
export function reasonLabel(reason: MatchReason, language: Language): string {
  if (language === 'en') return reason.label;
  const value =
    reason.name === 'sameLanguage' && typeof reason.value === 'string'
      ? optionLabel(reason.value)
      : reason.value;
  const shown = typeof value === 'string' && textDirection(value) === 'ltr' ? `\u2066${value}\u2069` : value;
  return REASON_LABELS[reason.name].ur(shown);
}

/** The score and reasons as chips: "82% match", "Same caste", "12 km away", "Both Punjabi". */
export function MatchChips({
  score,
  reasons,
  max,
}: {
  score: number;
  reasons: readonly MatchReason[];
  /** At most this many reasons (a card's first three); all when left out. */
  max?: number;
}) {
  const language = useLanguage();
  const shown = max === undefined ? reasons : reasons.slice(0, max);
  return (
    <Group gap={6} data-testid="match-chips">
      <Badge color="maroon" variant="filled" size="sm" tt="none" data-testid="match-score">
        <WithIsolates text={SCORE_LABELS[language](score)} />
      </Badge>
      {shown.map((reason) => (
        <Badge key={reason.name} color="teal" variant="light" size="sm" tt="none" data-testid="match-reason">
          <WithIsolates text={reasonLabel(reason, language)} />
        </Badge>
      ))}
    </Group>
  );
}
