import { Badge, Button, Container, List, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { ToolIcon } from '@/components/ToolIcon';

export type GeneratorKind = 'notes' | 'slides';

const GENERATORS: Record<
  GeneratorKind,
  { title: string; icon: string; color: string; summary: string; steps: string[]; file: string }
> = {
  notes: {
    title: 'Lecture Notes Generator',
    icon: 'notes',
    color: 'violet',
    summary:
      'Turn lecture material into a formatted LaTeX document, compiled to a PDF you can edit and download.',
    steps: [
      'Paste your lecture material (or paste images to extract their text) and add formatting requirements.',
      'Choose whether to include images and plots, practical examples and a compact layout.',
      'Generate the PDF, then delete or regenerate sections in the document editor.',
    ],
    file: 'lecture_notes.pdf',
  },
  slides: {
    title: 'Lecture Slides Generator',
    icon: 'presentation',
    color: 'grape',
    summary: 'Turn lecture material into a slide deck, compiled to a PDF you can edit and download.',
    steps: [
      'Paste your lecture material and describe how the slides should look.',
      'Choose whether to include images and plots, practical examples and a compact layout.',
      'Generate the slides, then delete or regenerate single slides in the slide editor.',
    ],
    file: 'lecture_slides.pdf',
  },
};

/**
 * The full-screen Notes / Slides Generation modals. Until the generator ships they say so plainly:
 * no inputs that do nothing.
 */
export function GeneratorModal({ kind, onClose }: { kind: GeneratorKind | null; onClose: () => void }) {
  const generator = kind ? GENERATORS[kind] : null;
  return (
    <Modal
      opened={!!generator}
      onClose={onClose}
      fullScreen
      title={
        <Title order={2} fz="h3">
          {generator?.title}
        </Title>
      }
      closeButtonProps={{ 'aria-label': 'Close' }}
      transitionProps={{ transition: 'fade', duration: 150 }}
    >
      {generator && (
        <Container size="sm" py="xl">
          <Stack gap="md" align="flex-start">
            <ThemeIcon size={56} radius="md" variant="light" color={generator.color}>
              <ToolIcon name={generator.icon} size={32} />
            </ThemeIcon>
            <Badge color="orange" variant="light" size="lg">
              Coming soon
            </Badge>
            <Text size="lg">{generator.summary}</Text>
            <Text c="dimmed">The generator is not available yet. When it is, it will work like this:</Text>
            <List spacing="xs" type="ordered">
              {generator.steps.map((step) => (
                <List.Item key={step}>{step}</List.Item>
              ))}
            </List>
            <Text size="sm" c="dimmed">
              The result downloads as {generator.file}.
            </Text>
            <Button onClick={onClose} mt="sm">
              Back to home
            </Button>
          </Stack>
        </Container>
      )}
    </Modal>
  );
}
