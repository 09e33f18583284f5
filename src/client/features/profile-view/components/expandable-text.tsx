import { FreeText } from '@client/components/facts';
import { Anchor, Text, type TextProps } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { collapseText } from '../utils/expandable';

export interface ExpandableTextProps extends TextProps {
  children: string;
}

/**
 * Long text that collapses beyond 75 characters, only when at least 14 more would be hidden
 * (SPEC §2 "Other widgets"), with a 'Show more' / 'Show less' toggle.
 */
export function ExpandableText({ children, ...rest }: ExpandableTextProps) {
  const { t } = useTranslation('profileView');
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const { visible, collapses } = collapseText(children);
  return (
    <Text id={id} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} {...rest}>
      {/* A family's own words, in its own direction: an English sentence keeps its full stop at its end on
          an Urdu page (issue 16 item 9). */}
      <FreeText>{collapses && !expanded ? `${visible}…` : children}</FreeText>
      {collapses ? ' ' : null}
      {collapses ? (
        <Anchor
          component="button"
          type="button"
          fz="inherit"
          fw={600}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? t('showLess') : t('showMore')}
        </Anchor>
      ) : null}
    </Text>
  );
}
