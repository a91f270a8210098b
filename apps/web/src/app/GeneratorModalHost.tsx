import { Button, Center, Loader, Modal, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { GenerationKind } from '@eps/contracts';

interface GeneratorModalProps {
  kind: GenerationKind;
  opened: boolean;
  onClose: () => void;
}

/** Shown instead of a generator whose chunk could not be downloaded (offline, or a new deploy). */
function GeneratorLoadFailed({ opened, onClose }: GeneratorModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="The generator could not be loaded"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm" align="flex-start">
        <Text>
          Check your connection and reload the page. If you just updated the app, a reload fixes it.
        </Text>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Modal>
  );
}

/** The generators bring the PDF viewer and the LaTeX tooling: a chunk of their own, loaded on first open. */
const GeneratorModal = lazy(() =>
  import('@/features/lecture-generator').then(
    (feature) => ({ default: feature.GeneratorModal }),
    () => ({ default: GeneratorLoadFailed }),
  ),
);

const kindOf = (open: string | null): GenerationKind | null =>
  open === 'notes' || open === 'slides' ? open : null;

/**
 * The Notes and Slides Generation modals, opened by `?open=notes|slides` (with `&material=` to prefill it) on any page of the protected
 * layout (the home cards and the More Functions sidebar link there). A generator stays mounted once
 * opened, so closing and reopening it keeps the material and the PDF.
 */
export function GeneratorModalHost() {
  const [searchParams, setSearchParams] = useSearchParams();
  const open = kindOf(searchParams.get('open'));
  // `&material=` prefills the material (the course helper's "Generate notes" sends a point's name).
  const material = open ? searchParams.get('material') : null;
  const [mounted, setMounted] = useState<GenerationKind[]>([]);

  useEffect(() => {
    if (open && !mounted.includes(open)) setMounted((kinds) => [...kinds, open]);
  }, [open, mounted]);

  const close = () =>
    setSearchParams(
      (params) => {
        params.delete('open');
        params.delete('material');
        return params;
      },
      { replace: true },
    );

  const loading = (
    <Modal
      opened={!!open}
      onClose={close}
      fullScreen
      withCloseButton={false}
      transitionProps={{ duration: 0 }}
    >
      <Center h="80vh" role="status" aria-live="polite">
        <Loader aria-label="loading..." />
      </Center>
    </Modal>
  );

  return (
    <Suspense fallback={loading}>
      {mounted.map((kind) => (
        <GeneratorModal
          key={kind}
          kind={kind}
          opened={open === kind}
          onClose={close}
          material={open === kind ? material : null}
        />
      ))}
    </Suspense>
  );
}
