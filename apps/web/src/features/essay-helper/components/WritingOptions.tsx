import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { EssayAnalysis, WritingOption } from '@eps/contracts';
import { useJobProgress } from '@/lib/jobs';
import { useApplyOptionMutation, useWritingOptionsMutation } from '../api';
import { StepProgress } from './StepProgress';

const OPTION_STEPS = ['Analyzing current essay...', 'Generating alternatives...', 'Ranking options...'];
const APPLY_STEPS = ['Preparing changes...', 'Rewriting content...', 'Finalizing essay...'];

export interface WritingOptionsProps {
  essay: string;
  analysis: EssayAnalysis | null;
  onApplied: (essay: string, analysis: EssayAnalysis) => void;
  onFailure: (message: string) => void;
}

/** Writing Enhancement Options: alternatives for the essay, each of which can be applied to it. */
export function WritingOptions({ essay, analysis, onApplied, onFailure }: WritingOptionsProps) {
  const [fetchOptions, { isLoading: loadingOptions }] = useWritingOptionsMutation();
  const [applyOption] = useApplyOptionMutation();
  const [options, setOptions] = useState<WritingOption[] | null>(null);
  const [applying, setApplying] = useState<WritingOption | null>(null);
  const job = useJobProgress();

  const getOptions = async () => {
    try {
      const request = analysis ? { currentEssay: essay, analysis } : { currentEssay: essay };
      setOptions((await fetchOptions({ request, jobId: job.follow() }).unwrap()).options);
    } catch {
      onFailure('Could not get writing options.');
    } finally {
      job.finish();
    }
  };

  const apply = async (option: WritingOption) => {
    setApplying(option);
    try {
      const answer = await applyOption({
        request: { currentEssay: essay, option },
        jobId: job.follow(),
      }).unwrap();
      onApplied(answer.updatedEssay, answer.analysis);
    } catch {
      onFailure(`Could not apply '${option.title}'.`);
    } finally {
      setApplying(null);
      job.finish();
    }
  };

  return (
    <Card withBorder>
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={3} size="h4">
          Writing Enhancement Options
        </Title>
        <Button size="xs" onClick={() => void getOptions()} loading={loadingOptions} disabled={!!applying}>
          Get Options
        </Button>
      </Group>
      <Stack gap="sm">
        {loadingOptions && <StepProgress steps={OPTION_STEPS} progress={job.progress} />}
        {applying && (
          <StepProgress title={`Applying: ${applying.title}`} steps={APPLY_STEPS} progress={job.progress} />
        )}
        {!loadingOptions && options === null && (
          <Text size="sm" c="dimmed">
            Click &quot;Get Options&quot; to see AI-generated writing alternatives
          </Text>
        )}
        {!loadingOptions &&
          options?.map((option) => {
            const isApplying = applying === option;
            return (
              <Card key={`${option.type}-${option.title}`} withBorder padding="sm">
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                  <Stack gap={2} miw={0}>
                    <Group gap={6}>
                      <Text fw={600} size="sm">
                        {option.title}
                      </Text>
                      <Badge size="xs" variant="light">
                        {option.type}
                      </Badge>
                    </Group>
                    <Text size="sm" c="dimmed">
                      {option.description}
                    </Text>
                  </Stack>
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => void apply(option)}
                    disabled={!!applying}
                    style={{ flexShrink: 0 }}
                    aria-label={isApplying ? 'Applying...' : `Apply ${option.title}`}
                  >
                    {isApplying ? 'Applying...' : 'Apply'}
                  </Button>
                </Group>
              </Card>
            );
          })}
      </Stack>
    </Card>
  );
}
