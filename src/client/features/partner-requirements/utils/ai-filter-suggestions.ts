/**
 * The extractor's proposal (DESIGN §4) as suggestion lines for the matchmaker to tick: one per AI Filters
 * line, with the family's own words it came from.
 */

import type { PreferenceProposal } from '@shared/preference-extractor';
import { AI_FILTER_LABELS, REQUIREMENT_MESSAGES } from '../messages';
import { AI_FILTER_ROW_KEYS, type AiFilterRowKey, rowOfKey, rowValue } from './ai-filters';

export interface AiFilterSuggestion {
  readonly key: AiFilterRowKey;
  readonly label: string;
  readonly value: string;
  /** The words of partnerEducation/partnerDetails it came from, each once. */
  readonly evidence: readonly string[];
  /** 'Minimum age 25 — from "age 25-30"'. */
  readonly text: string;
}

export function suggestionRows({ proposal, evidence }: PreferenceProposal): AiFilterSuggestion[] {
  const rows: AiFilterSuggestion[] = [];
  for (const key of AI_FILTER_ROW_KEYS) {
    const value = rowValue(key, proposal);
    if (value === undefined) continue;
    const words: string[] = [];
    for (const e of evidence) if (rowOfKey(e.key) === key && !words.includes(e.text)) words.push(e.text);
    const label = AI_FILTER_LABELS[key];
    const text =
      words.length > 0 ? REQUIREMENT_MESSAGES.suggestionLine(label, value, words) : `${label} ${value}`;
    rows.push({ key, label, value, evidence: words, text });
  }
  return rows;
}
