import { Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import classes from '../auth.module.css';
import type { RegisterRole } from '../lib/register-validation';

const POINTS: Record<RegisterRole, readonly string[]> = {
  teacher: [
    'Turn lecture material into notes and slides as PDFs',
    'Write student feedback in minutes',
    'Share past papers and questions with your classes',
    'Runs on your school\u2019s own server, even offline',
  ],
  student: [
    'AI chatbox with worked answers and the maths shown',
    'Past papers for A-level, AP and IB',
    'Exam grader that marks against the mark scheme',
    'Quizzes made from your own notes',
  ],
};

const FIGURES = [
  ['50K+', 'students'],
  ['1K+', 'past papers'],
  ['100+', 'countries'],
] as const;

/** The coloured panel beside the register form (wide screens only): what the chosen role gets. */
export function RegisterPitch({ role }: { role: RegisterRole }) {
  return (
    <Paper visibleFrom="md" radius="lg" p="xl" className={classes.carousel}>
      <Stack gap="lg" justify="center" style={{ flex: 1 }}>
        <Title order={2} c="white">
          {role === 'teacher' ? 'Teach with less busywork' : 'Study smarter for your exams'}
        </Title>
        <List
          spacing="md"
          c="indigo.0"
          icon={
            <ThemeIcon color="white" c="indigo.7" radius="xl" size={22}>
              <IconCheck size={14} aria-hidden />
            </ThemeIcon>
          }
        >
          {POINTS[role].map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      </Stack>
      <Stack gap="md">
        <Group gap="xl">
          {FIGURES.map(([value, label]) => (
            <div key={label}>
              <Text fw={800} fz={24} c="white" lh={1.2}>
                {value}
              </Text>
              <Text size="sm" c="indigo.1">
                {label}
              </Text>
            </div>
          ))}
        </Group>
        <Text size="sm" c="indigo.1">
          Already studying as a guest? Create an account to keep your work.
        </Text>
      </Stack>
    </Paper>
  );
}
