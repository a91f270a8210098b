import { Box, Container, Divider, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PolicyLinks } from '@/components/PolicyLinks';
import { PublicPageHeader } from '@/components/PublicPageHeader';

/** Spec sections 1 and 9: the policies take effect on this date. */
export const EFFECTIVE_DATE = '12/15/2024';
/** The institute that runs this installation; replace the placeholder in your deployment. */
export const INSTITUTE = 'the Institute';
export const CONTACT_EMAIL = 'privacy@your-institute.example';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

/** A readable policy page: title, effective date, numbered sections. */
export function LegalDocument({
  title,
  intro,
  sections,
  standalone,
}: {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
  /** Public pages have no top bar: show a small header with the brand and the other policies. */
  standalone?: boolean;
}) {
  return (
    <Box bg="gray.0" mih={standalone ? '100vh' : 'calc(100vh - 60px)'}>
      {standalone && (
        <PublicPageHeader size="md">
          <PolicyLinks label="Policies" gap="md" />
        </PublicPageHeader>
      )}
      <Container size="md" py="xl">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="lg">
            <div>
              <Title order={1}>{title}</Title>
              <Text c="dimmed" mt={4}>
                Effective date: {EFFECTIVE_DATE}
              </Text>
            </div>
            <Text>{intro}</Text>
            <Divider />
            {sections.map((section, index) => (
              <Box component="section" key={section.heading}>
                <Title order={2} fz="h4" mb="xs">
                  {index + 1}. {section.heading}
                </Title>
                <Stack gap="xs" fz="sm" lh={1.65}>
                  {section.body}
                </Stack>
              </Box>
            ))}
          </Stack>
        </Paper>
      </Container>
    </Box>
  );
}

/** Shared helper for bullet lists in the policies. */
export function Bullets({ items }: { items: ReactNode[] }) {
  return (
    <List spacing={4} size="sm">
      {items.map((item, i) => (
        <List.Item key={i}>{item}</List.Item>
      ))}
    </List>
  );
}
