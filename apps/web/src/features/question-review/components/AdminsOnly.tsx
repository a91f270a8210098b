import { Container, Text, Title } from '@mantine/core';

/** What a non-admin sees on a review page (the API refuses them too). */
export function AdminsOnly({ title }: { title: string }) {
  return (
    <Container size="sm" py="xl">
      <Title order={1}>{title}</Title>
      <Text mt="sm">
        Only admins review questions and papers. Your own questions and their reviews are under Upload a
        Question, your papers under Upload a Paper.
      </Text>
    </Container>
  );
}
