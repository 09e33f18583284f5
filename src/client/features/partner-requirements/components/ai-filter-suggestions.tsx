import { Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { REQUIREMENT_MESSAGES } from '../messages';
import type { AiFilterSuggestion } from '../utils/ai-filter-suggestions';
import type { AiFilterRowKey } from '../utils/ai-filters';

export interface AiFilterSuggestionsProps {
  suggestions: readonly AiFilterSuggestion[];
  /** Fills the edit form with the ticked lines; nothing is saved here. */
  onApply: (rows: AiFilterRowKey[]) => void;
  onDismiss: () => void;
}

/** What the extractor proposes from the partner details, each line with the family's words, all ticked. */
export function AiFilterSuggestions({ suggestions, onApply, onDismiss }: AiFilterSuggestionsProps) {
  const [ticked, setTicked] = useState<AiFilterRowKey[]>(() => suggestions.map((s) => s.key));
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="ai-suggestions-title">
      <Stack gap="xs">
        <Title order={4} size="h6" id="ai-suggestions-title">
          {REQUIREMENT_MESSAGES.suggestionsTitle}
        </Title>
        {suggestions.length === 0 ? (
          <Text size="sm" c="dimmed" role="status">
            {REQUIREMENT_MESSAGES.suggestionsEmpty}
          </Text>
        ) : (
          <>
            <Stack gap={6}>
              {suggestions.map((s) => (
                <Checkbox
                  key={s.key}
                  label={s.text}
                  checked={ticked.includes(s.key)}
                  onChange={(event) => {
                    const on = event.currentTarget.checked;
                    setTicked((now) => (on ? [...now, s.key] : now.filter((k) => k !== s.key)));
                  }}
                  styles={{ label: { overflowWrap: 'anywhere' } }}
                />
              ))}
            </Stack>
            <Text size="xs" c="dimmed">
              {REQUIREMENT_MESSAGES.applySuggestionsHint}
            </Text>
          </>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" size="xs" onClick={onDismiss}>
            {REQUIREMENT_MESSAGES.dismissSuggestions}
          </Button>
          {suggestions.length > 0 ? (
            <Button size="xs" disabled={ticked.length === 0} onClick={() => onApply(ticked)}>
              {REQUIREMENT_MESSAGES.applySuggestions}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
