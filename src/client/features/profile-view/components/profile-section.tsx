import type { ProfileField, ProfileSection as Section } from '@client/lib/profile-text/profile-fields';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ExpandableText } from './expandable-text';

function Field({ field }: { field: ProfileField }) {
  return (
    <Stack gap={2} style={field.long ? { gridColumn: '1 / -1' } : undefined} data-field={field.key}>
      <Text component="dt" size="sm" c="dimmed" fw={500}>
        {field.label}
      </Text>
      <dd style={{ margin: 0 }}>
        {field.ltr ? (
          // An isolated left-to-right run: digits and symbols keep their order inside an Urdu page.
          <Text style={{ overflowWrap: 'anywhere' }}>
            <span dir="ltr">{field.value}</span>
          </Text>
        ) : (
          <ExpandableText>{field.value}</ExpandableText>
        )}
        {field.detail ? (
          <Text size="sm" c="dimmed">
            {field.detail}
          </Text>
        ) : null}
      </dd>
    </Stack>
  );
}

/** One section of the profile (Personal, Family, …) with the fields present, as a description list. */
export function ProfileSection({ section }: { section: Section }) {
  const headingId = `section-${section.id}`;
  return (
    <Paper
      component="section"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      aria-labelledby={headingId}
    >
      <Title order={2} size="h4" id={headingId} mb="sm">
        {section.title}
      </Title>
      <SimpleGrid component="dl" cols={{ base: 2, md: 3 }} spacing="md" verticalSpacing="sm" m={0}>
        {section.fields.map((field) => (
          <Field key={field.key} field={field} />
        ))}
      </SimpleGrid>
    </Paper>
  );
}
