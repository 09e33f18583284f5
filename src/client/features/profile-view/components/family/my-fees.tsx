import { Button } from '@client/components/button';
import { whatsappLink } from '@client/lib/client-config';
import { Badge, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { feeParts } from '@shared/fees';
import { rupees } from '@shared/payments';
import { feesQuestionText } from '@shared/whatsapp';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useOwnFees } from '../../api/family-controls-api';

/**
 * The family's own fees (decision 061): what it paid, what is expected (advance and success, SPEC §4's parts)
 * and how to pay: the bureau's payment details and a WhatsApp button to the matchmakers. The server answers
 * only the family's own.
 */
export function MyFees({ profileId }: { profileId: number }) {
  const { t } = useTranslation('profileView');
  const query = useOwnFees(profileId);
  if (query.isPending)
    return (
      <Paper withBorder radius="lg" p="md">
        <Loader type="dots" size="sm" aria-label={t('myFees.title')} />
      </Paper>
    );
  if (!query.data)
    return (
      <Text c="red.8" size="sm" role="alert">
        {t('myFees.loadFailed')}
      </Text>
    );
  const fees = query.data;
  const parts = feeParts(fees);
  const rows = [
    { label: t('myFees.advance'), part: parts.advance },
    { label: t('myFees.success'), part: parts.postMatch },
  ];
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="my-fees">
      <Stack gap="md">
        <Title order={2} size="h3" id="my-fees">
          {t('myFees.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('myFees.intro')}
        </Text>
        {rows.map(({ label, part }) => (
          <Group key={label} justify="space-between" gap="xs" wrap="wrap">
            <Stack gap={0}>
              <Text fw={600}>{label}</Text>
              <Text size="sm" c="dimmed" dir="auto">
                {t('myFees.paidOf', { paid: rupees(part.paid), expected: rupees(part.expected) })}
              </Text>
            </Stack>
            <Badge color={part.colour} variant="light">
              {t(`myFees.states.${part.state}`)}
            </Badge>
          </Group>
        ))}
        <Stack gap={4}>
          <Text fw={600}>{t('myFees.payments')}</Text>
          {fees.payments.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('myFees.noPayments')}
            </Text>
          ) : (
            <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {fees.payments.map((payment) => (
                <Text component="li" size="sm" key={payment._id} dir="auto">
                  {payment.receivedOn} · {t(`myFees.kinds.${payment.kind}`)} · {rupees(payment.amount)}
                  {payment.receiptNo ? ` · ${t('myFees.receipt', { no: payment.receiptNo })}` : ''}
                </Text>
              ))}
            </Stack>
          )}
        </Stack>
        <Stack gap={6} align="flex-start">
          <Text fw={600}>{t('myFees.howToPay')}</Text>
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} dir="auto">
            {fees.paymentDetails ?? t('myFees.noDetails')}
          </Text>
          <Button
            href={whatsappLink(fees.whatsapp, feesQuestionText(profileId))}
            external
            fullOnMobile
            leftSection={<IconBrandWhatsapp size={20} aria-hidden />}
          >
            {t('myFees.askOnWhatsApp')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
