import { Button } from '@client/components/button';
import { PageContainer } from '@client/components/page-container';
import { PageTitle } from '@client/components/page-title';
import { isApiError } from '@client/lib/api-client';
import { useLanguage } from '@client/lib/i18n';
import {
  Alert,
  Badge,
  Center,
  Divider,
  Group,
  Loader,
  Paper,
  Radio,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { receiptDate, receiptMessage, rupees } from '@shared/payments';
import { defaultPhoneChoice, type PhoneChoice, phoneOf, whatsappLink } from '@shared/whatsapp';
import { IconArrowLeft, IconBrandWhatsapp, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useReceipt } from '../api/payments-api';
import classes from './receipt.module.css';

const POSITIVE_INT = /^[1-9]\d{0,9}$/;

/**
 * `/admin/receipts/{paymentId}` (issue 28): a payment's receipt in the app's language, printable on A4 and
 * readable on a phone, with the bureau's name and contact, and the WhatsApp message to the family.
 */
export function ReceiptRoute() {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const { paymentId = '' } = useParams();
  const id = POSITIVE_INT.test(paymentId) ? Number(paymentId) : 0;
  const query = useReceipt(id);
  // The candidate's phone or the family phone (issue 29); until chosen, the family phone of a woman.
  const [phoneChoice, setPhoneChoice] = useState<PhoneChoice | null>(null);

  if (id === 0 || (query.isError && isApiError(query.error, 404)))
    return (
      <PageContainer>
        <Alert color="red">{t('receipt.notFound')}</Alert>
      </PageContainer>
    );
  if (query.isError)
    return (
      <PageContainer>
        <Alert color="red" role="alert">
          {t('receipt.failed')}
        </Alert>
      </PageContainer>
    );
  if (!query.data)
    return (
      <Center py="xl">
        <Group gap="xs">
          <Loader size="sm" />
          <Text>{t('receipt.loading')}</Text>
        </Group>
      </Center>
    );

  const { entry, profile, bureau } = query.data;
  const receiptNo = entry.receiptNo ?? '';
  const message = (lang: 'en' | 'ur') => receiptMessage(entry, profile._id, lang);
  const phones = { ...profile, gender: profile.gender ?? 'Male' };
  const chosenPhone = phoneChoice ?? defaultPhoneChoice(phones);
  const sendTo = phoneOf(phones, chosenPhone);
  const rows: [string, string, boolean?][] = [
    [t('receipt.date'), receiptDate(entry.receivedOn, language)],
    [t('receipt.profile'), t('receipt.profileNo', { id: profile._id })],
    [t('receipt.for'), t(`kinds.${entry.kind}`)],
    [t('receipt.method'), entry.method ? t(`methods.${entry.method}`) : '—'],
    ...(entry.reference
      ? [[t('receipt.reference'), entry.reference, true] as [string, string, boolean]]
      : []),
    ...(entry.note ? [[t('receipt.note'), entry.note] as [string, string]] : []),
  ];

  return (
    <PageContainer size="md">
      <PageTitle title={t('receipt.pageTitle', { receipt: receiptNo })} />
      <Stack gap="md">
        <Group gap="xs" className={classes.noPrint} wrap="wrap">
          <Button
            variant="subtle"
            href={`/profile/${profile._id}`}
            leftSection={
              <IconArrowLeft
                size={16}
                aria-hidden
                style={{ transform: language === 'ur' ? 'scaleX(-1)' : undefined }}
              />
            }
          >
            {t('receipt.back')}
          </Button>
        </Group>
        <Paper
          withBorder
          radius="md"
          p={{ base: 'md', sm: 'xl' }}
          className={classes.receipt}
          data-testid="receipt"
        >
          <Stack gap="md">
            <Stack gap={2} align="center">
              <Title order={1} size="h2" ta="center">
                {bureau.name}
              </Title>
              <Text size="sm" c="dimmed" ta="center">
                {t('receipt.whatsappLabel')} <bdi dir="ltr">{bureau.whatsapp}</bdi> ·{' '}
                <bdi dir="ltr">{bureau.email}</bdi>
              </Text>
            </Stack>
            <Divider />
            <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
              <Title order={2} size="h3">
                {t('receipt.heading')}
              </Title>
              <Text fw={700} data-testid="receipt-number">
                {t('receipt.receiptNo')}
                {'\u00a0'}
                <bdi dir="ltr">{receiptNo}</bdi>
              </Text>
            </Group>
            <Stack gap={0}>
              <Text size="sm" c="dimmed">
                {t('receipt.amount')}
              </Text>
              <Text className={classes.amount}>
                <bdi dir="ltr" data-testid="receipt-amount">
                  {rupees(entry.amount)}
                </bdi>
              </Text>
            </Stack>
            {entry.reversedBy !== null ? (
              <Badge color="red" variant="light" size="lg" style={{ textTransform: 'none' }}>
                {t('receipt.reversed')}
              </Badge>
            ) : null}
            <Table className={classes.rows} verticalSpacing="xs" withRowBorders>
              <Table.Tbody>
                {rows.map(([label, value, latin]) => (
                  <Table.Tr key={label}>
                    <Table.Th scope="row">{label}</Table.Th>
                    <Table.Td>{latin ? <bdi dir="ltr">{value}</bdi> : value}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Text size="sm">{t('receipt.thanks')}</Text>
          </Stack>
        </Paper>
        <Group gap="xs" className={classes.noPrint} wrap="wrap" justify="center">
          <Button
            onClick={() => window.print()}
            variant="outline"
            leftSection={<IconPrinter size={16} aria-hidden />}
          >
            {t('receipt.print')}
          </Button>
          {sendTo ? (
            <>
              {profile.phoneNo && profile.familyPhoneNo ? (
                <Radio.Group
                  label={t('receipt.sendTo')}
                  value={chosenPhone}
                  onChange={(value) => setPhoneChoice(value as PhoneChoice)}
                >
                  <Group gap="md" mt={4}>
                    <Radio value="own" label={t('receipt.ownPhone')} />
                    <Radio value="family" label={t('receipt.familyPhone')} />
                  </Group>
                </Radio.Group>
              ) : null}
              <Button
                href={whatsappLink(sendTo, message('en'))}
                external
                leftSection={<IconBrandWhatsapp size={16} aria-hidden />}
              >
                {t('receipt.whatsappEnglish')}
              </Button>
              <Button
                href={whatsappLink(sendTo, message('ur'))}
                external
                leftSection={<IconBrandWhatsapp size={16} aria-hidden />}
              >
                {t('receipt.whatsappUrdu')}
              </Button>
            </>
          ) : null}
        </Group>
      </Stack>
    </PageContainer>
  );
}
