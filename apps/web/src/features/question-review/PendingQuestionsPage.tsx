import { Container, Stack, Tabs, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useSession } from '@/lib/session';
import { AdminsOnly } from './components/AdminsOnly';
import { PapersQueue } from './components/PapersQueue';
import { QuestionsQueue } from './components/QuestionsQueue';
import { ReportsQueue } from './components/ReportsQueue';

const TITLE = 'Pending Questions';
const TABS = ['questions', 'papers', 'reports'] as const;
type Tab = (typeof TABS)[number];

/**
 * /pending-questions: the admins' queue in three tabs (questions, uploaded papers, problem reports);
 * the tab is in the address (?tab=) so Back and links keep it. Only the open tab asks the API.
 */
export function PendingQuestionsPage() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const isAdmin = user?.role === 'admin' && !user.isGuest;
  if (!isAdmin) return <AdminsOnly title={TITLE} />;
  const asked = params.get('tab');
  const tab: Tab = TABS.includes(asked as Tab) ? (asked as Tab) : 'questions';
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Title order={1}>{TITLE}</Title>
        <Tabs
          value={tab}
          onChange={(t) => setParams(t && t !== 'questions' ? { tab: t } : {})}
          keepMounted={false}
        >
          <Tabs.List>
            <Tabs.Tab value="questions">Questions</Tabs.Tab>
            <Tabs.Tab value="papers">Papers</Tabs.Tab>
            <Tabs.Tab value="reports">Reports</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="questions" pt="md">
            <QuestionsQueue />
          </Tabs.Panel>
          <Tabs.Panel value="papers" pt="md">
            <PapersQueue />
          </Tabs.Panel>
          <Tabs.Panel value="reports" pt="md">
            <ReportsQueue />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
