import { Badge, Group, Stack, Text } from '@mantine/core';
import { type FeePart, feeParts } from '@shared/fees';
import { formatRupees } from '@shared/money';
import { feeStanding, rupees } from '@shared/payments';
import type { ProfileView } from '@shared/profile-view';
import { IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { PANEL_MESSAGES } from '../messages';
import { PaidFeeModal } from './paid-fee-modal';

type FeeProfile = Pick<ProfileView, '_id' | 'paidFee' | 'expectedAdvanceFee' | 'expectedPostMatchFee'>;

/** The paid fee; a click opens 'Update Paid Fee'. */
export function PaidFeeBadge({ profile }: { profile: FeeProfile }) {
  const [opened, setOpened] = useState(false);
  const text = PANEL_MESSAGES.paidFeeBadge(formatRupees(profile.paidFee ?? 0));
  return (
    <>
      <Badge
        component="button"
        type="button"
        size="lg"
        variant="outline"
        color="maroon"
        rightSection={<IconChevronDown size={14} aria-hidden />}
        onClick={() => setOpened(true)}
        aria-label={`${PANEL_MESSAGES.paidFeeBadgeLabel}: ${text}`}
        data-testid="paid-fee-badge"
        style={{ cursor: 'pointer', textTransform: 'none' }}
      >
        {text}
      </Badge>
      <PaidFeeModal
        profileId={profile._id}
        paidFee={profile.paidFee}
        opened={opened}
        onClose={() => setOpened(false)}
      />
    </>
  );
}

function Part({ name, part, testId }: { name: string; part: FeePart; testId: string }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Badge
        color={part.colour}
        variant="filled"
        data-testid={testId}
        data-state={part.state}
        data-colour={part.colour}
        style={{ textTransform: 'none' }}
      >
        {name}: {part.expected === 0 ? PANEL_MESSAGES.feeWaived : PANEL_MESSAGES.feePartState[part.state]}
      </Badge>
      {part.expected === 0 ? null : (
        <Text size="sm">
          {PANEL_MESSAGES.feePartAmount(formatRupees(part.paid), formatRupees(part.expected))}
        </Text>
      )}
    </Group>
  );
}

/** The advance and post-match parts of the paid fee (SPEC §4 Fees): none red, partial blue, full green. */
export function FeeParts({ profile }: { profile: FeeProfile }) {
  const parts = feeParts(profile);
  // Issue 28: more than both parts is said (the ledger sums every payment; SPEC's parts cap at the expected).
  const standing = feeStanding({
    paidFee: profile.paidFee ?? 0,
    expectedAdvanceFee: parts.advance.expected,
    expectedPostMatchFee: parts.postMatch.expected,
  });
  return (
    <Stack gap={6} aria-label={PANEL_MESSAGES.feesTitle} role="group">
      <Part name={PANEL_MESSAGES.advancePart} part={parts.advance} testId="fee-part-advance" />
      <Part name={PANEL_MESSAGES.postMatchPart} part={parts.postMatch} testId="fee-part-post-match" />
      {standing.kind === 'over' ? (
        <Text size="sm" c="orange.8" fw={500} data-testid="fee-over">
          {PANEL_MESSAGES.feeOver(rupees(standing.extra))}
        </Text>
      ) : null}
    </Stack>
  );
}
