import { Badge, Box, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import classes from '../auth.module.css';
import { TEASER_INTERVAL_MS, TEASERS, TYPE_CHAR_MS, TYPE_START_DELAY_MS } from '../lib/teasers';

/**
 * Types `lines` one after another: the first starts 1 s after mount, each next line 1 s after the
 * previous one finished. With reduced motion every line is shown at once.
 */
function Typewriter({ lines, instant }: { lines: readonly string[]; instant: boolean }) {
  // progress = [line index, characters typed in that line]
  const [progress, setProgress] = useState<[number, number]>([0, 0]);
  const [line, chars] = progress;
  const done = instant || line >= lines.length;

  useEffect(() => {
    if (done) return;
    const current = lines[line];
    const timer =
      chars === 0
        ? setTimeout(() => setProgress([line, 1]), TYPE_START_DELAY_MS)
        : chars < current.length
          ? setTimeout(() => setProgress([line, chars + 1]), TYPE_CHAR_MS)
          : setTimeout(() => setProgress([line + 1, 0]), 0);
    return () => clearTimeout(timer);
  }, [done, line, chars, lines]);

  const shown = done ? lines : [...lines.slice(0, line), lines[line].slice(0, chars)];
  return (
    <>
      <VisuallyHidden>{lines.join(' ')}</VisuallyHidden>
      <Box className={classes.terminal} aria-hidden>
        {shown.map((text, i) => (
          <div key={i}>
            {text}
            {!done && i === shown.length - 1 && <span className={classes.caret} />}
          </div>
        ))}
      </Box>
    </>
  );
}

/** Side carousel of the login page: six teasers, one every 8 s, paused while hovered or focused. */
export function LoginCarousel() {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();
  const paused = hovered || focused;

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % TEASERS.length), TEASER_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [index, paused]);

  const teaser = TEASERS[index];
  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label="What you can do with Exam Prep Studio"
      className={classes.carousel}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <Group justify="space-between" wrap="nowrap">
        <Badge variant="white" color="indigo" size="lg">
          {index + 1} / {TEASERS.length}
        </Badge>
        {paused && (
          <Text size="xs" c="indigo.0">
            Paused
          </Text>
        )}
      </Group>
      <Stack gap="lg" justify="center" style={{ flex: 1 }} py="xl" aria-live={paused ? 'polite' : 'off'}>
        <div aria-roledescription="slide" aria-label={`${index + 1} of ${TEASERS.length}: ${teaser.title}`}>
          <Title order={2} c="white" mb={6}>
            {teaser.title}
          </Title>
          <Text c="indigo.0" mb="lg">
            {teaser.summary}
          </Text>
          <Typewriter key={index} lines={teaser.lines} instant={!!reducedMotion} />
        </div>
      </Stack>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap={8} role="group" aria-label="Choose a teaser">
          {TEASERS.map((t, i) => (
            <button
              key={t.title}
              type="button"
              className={classes.dot}
              aria-label={`Show ${t.title}`}
              aria-current={i === index}
              onClick={() => setIndex(i)}
            />
          ))}
        </Group>
        <Text size="sm" c="indigo.1">
          Trusted by 50K+ students in 100+ countries
        </Text>
      </Group>
    </Box>
  );
}
