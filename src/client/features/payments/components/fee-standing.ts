import { feeStanding, rupees } from '@shared/payments';
import type { TFunction } from 'i18next';

/** "Waived", "Rs 5,000 more than expected" or "Paid Rs 5,000 of Rs 20,000". */
export function feeStandingText(
  t: TFunction<'payments'>,
  fees: { paidFee: number; expectedAdvanceFee: number; expectedPostMatchFee: number },
): { text: string; colour: string } {
  const standing = feeStanding(fees);
  if (standing.kind === 'waived') return { text: t('standing.waived'), colour: 'gray' };
  if (standing.kind === 'over')
    return { text: t('standing.over', { amount: rupees(standing.extra) }), colour: 'orange' };
  return {
    text: t('standing.due', { paid: rupees(standing.paid), expected: rupees(standing.expected) }),
    colour: standing.paid >= standing.expected ? 'green' : standing.paid > 0 ? 'blue' : 'red',
  };
}
