import { Alert, Card, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { FieldChange, ReviewDecision } from '@eps/contracts';
import { ChangesTable } from './ChangesTable';
import { DecisionForm, type DecisionFormProps } from './DecisionForm';

type ReviewedItem = 'question' | 'paper';

/** The fields that changed since the last reviewed version (every field of a new item), in a card. */
export function ChangesCard({
  changes,
  previousVersion,
  item,
}: {
  changes: FieldChange[];
  previousVersion: number | null;
  item: ReviewedItem;
}) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="changes-title">
      <Stack gap="xs">
        <Title order={2} fz="h4" id="changes-title">
          {previousVersion ? `Changes since version ${previousVersion}` : `New ${item}: every field`}
        </Title>
        <ChangesTable changes={changes} previousVersion={previousVersion} item={item} />
      </Stack>
    </Card>
  );
}

interface DecisionCardProps extends Omit<DecisionFormProps, 'onDecided'> {
  item: ReviewedItem;
  /** Only a waiting item can be decided; anything else says so instead of offering the form. */
  waiting: boolean;
  /** What the admin reads once each decision is saved. */
  done: Record<ReviewDecision, string>;
}

/** The admin's decision on a reviewed item, and what it did once saved. */
export function DecisionCard({ item, waiting, done, ...form }: DecisionCardProps) {
  const [decided, setDecided] = useState<ReviewDecision | null>(null);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="decision-title">
      <Stack gap="xs">
        <Title order={2} fz="h4" id="decision-title">
          Decision
        </Title>
        {decided ? (
          <Alert color="green" role="status">
            {done[decided]}
          </Alert>
        ) : waiting ? (
          <DecisionForm {...form} onDecided={setDecided} />
        ) : (
          <Text>This {item} is not waiting for review.</Text>
        )}
      </Stack>
    </Card>
  );
}
