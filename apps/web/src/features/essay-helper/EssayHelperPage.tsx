import { Tabs } from '@mantine/core';
import { IconChecklist, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { ToolPage } from '@/components/tool-page';
import { EssayChecker } from './components/EssayChecker';
import { EssayWriter } from './components/EssayWriter';

type EssayTab = 'write' | 'correct';

/** /essayhelper: a model essay for a bank question ('write') or feedback on your own ('correct'). */
export function EssayHelperPage() {
  const [tab, setTab] = useState<EssayTab>('write');
  return (
    <ToolPage
      title="AP Essay Helper"
      description="Model essays for AP free-response questions, and feedback on your own essays."
    >
      <Tabs value={tab} onChange={(t) => setTab(t === 'correct' ? 'correct' : 'write')} keepMounted>
        <Tabs.List mb="md">
          <Tabs.Tab value="write" leftSection={<IconPencil size={16} aria-hidden />}>
            Essay Writing
          </Tabs.Tab>
          <Tabs.Tab value="correct" leftSection={<IconChecklist size={16} aria-hidden />}>
            Essay Correction
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="write">
          <EssayWriter />
        </Tabs.Panel>
        <Tabs.Panel value="correct">
          <EssayChecker />
        </Tabs.Panel>
      </Tabs>
    </ToolPage>
  );
}
