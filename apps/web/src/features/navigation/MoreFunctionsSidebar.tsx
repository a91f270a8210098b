import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Center,
  Divider,
  Drawer,
  Group,
  Loader,
  ScrollArea,
  Stack,
  Text,
  ThemeIcon,
  Title,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useId } from 'react';
import type { ToolId } from '@eps/contracts';
import { ToolIcon } from '@/components/ToolIcon';
import { TOOL_CATALOGUE, type ToolCatalogueEntry } from '@/config/tools';
import { useGetSidebarPreferencesQuery, useUpdateSidebarPreferencesMutation } from './sidebar-api';
import { partitionSidebar, withLikeToggled } from './sidebar-logic';
import classes from './MoreFunctionsSidebar.module.css';
import { useOpenTool } from './use-open-tool';

interface ToolRowProps {
  tool: ToolCatalogueEntry;
  liked: boolean;
  onOpen: (tool: ToolCatalogueEntry) => void;
  onToggleLike: (id: ToolId) => void;
}

function ToolRow({ tool, liked, onOpen, onToggleLike }: ToolRowProps) {
  const StarIcon = liked ? IconStarFilled : IconStar;
  return (
    <Group gap={4} wrap="nowrap" className={classes.row}>
      <Tooltip label={tool.description} position="bottom-start" multiline w={260} openDelay={250} withArrow>
        <UnstyledButton
          className={classes.open}
          onClick={() => onOpen(tool)}
          aria-description={tool.description}
        >
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" color={tool.color} size={34} radius="md">
              <ToolIcon name={tool.icon} size={20} stroke={1.7} />
            </ThemeIcon>
            <Text fw={500} size="sm" truncate>
              {tool.name}
            </Text>
          </Group>
        </UnstyledButton>
      </Tooltip>
      <ActionIcon
        variant="subtle"
        color={liked ? 'yellow' : 'gray'}
        size="lg"
        aria-label={`${liked ? 'Unlike' : 'Like'} ${tool.name}`}
        aria-pressed={liked}
        onClick={() => onToggleLike(tool.id)}
      >
        <StarIcon size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

interface SectionProps {
  title: string;
  empty: string;
  tools: ToolCatalogueEntry[];
  likedIds: readonly ToolId[];
  onOpen: (tool: ToolCatalogueEntry) => void;
  onToggleLike: (id: ToolId) => void;
}

function Section({ title, empty, tools, likedIds, onOpen, onToggleLike }: SectionProps) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Title
        order={3}
        id={headingId}
        fz="xs"
        tt="uppercase"
        c="dimmed"
        fw={700}
        mb={6}
        style={{ letterSpacing: 0.6 }}
      >
        {title}
      </Title>
      {tools.length === 0 ? (
        <Text size="sm" c="dimmed" px={4} py={6}>
          {empty}
        </Text>
      ) : (
        <Stack gap={2} component="ul" className={classes.list}>
          {tools.map((tool) => (
            <li key={tool.id}>
              <ToolRow
                tool={tool}
                liked={likedIds.includes(tool.id)}
                onOpen={onOpen}
                onToggleLike={onToggleLike}
              />
            </li>
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** The 'More Functions' slide-in sidebar of spec section 2, backed by the server-side preferences. */
export function MoreFunctionsSidebar({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { data, isLoading, isError, refetch } = useGetSidebarPreferencesQuery();
  const [updatePrefs] = useUpdateSidebarPreferencesMutation();
  const openTool = useOpenTool();

  const prefs = data ?? { recent: [], liked: [] };
  const sections = partitionSidebar(prefs);

  const onOpen = (tool: ToolCatalogueEntry) => {
    onClose();
    void openTool(tool);
  };
  const onToggleLike = (id: ToolId) => {
    void updatePrefs({ liked: withLikeToggled(prefs.liked, id) });
  };
  const common = { likedIds: prefs.liked, onOpen, onToggleLike };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={360}
      title={
        <Title order={2} fz="lg">
          More Functions
        </Title>
      }
      classNames={{ body: classes.body }}
      closeButtonProps={{ 'aria-label': 'Close More Functions' }}
    >
      <ScrollArea className={classes.scroll} type="auto" offsetScrollbars>
        {isLoading ? (
          <Center py="xl">
            <Loader size="sm" aria-label="Loading your tools" />
          </Center>
        ) : (
          <Stack gap="lg" pb="md">
            {isError && (
              <Alert color="red" variant="light" title="Could not load your tools">
                <Group justify="space-between" gap="xs">
                  <Text size="sm">Your recent and liked tools are not available right now.</Text>
                  <Button size="xs" variant="light" color="red" onClick={() => void refetch()}>
                    Retry
                  </Button>
                </Group>
              </Alert>
            )}
            <Section
              title="Recently Used"
              empty="Tools you open show up here."
              tools={sections.recent}
              {...common}
            />
            <Section
              title="Liked Features"
              empty="Star a tool to keep it here."
              tools={sections.liked}
              {...common}
            />
            <Section
              title="All Other Tools"
              empty="Every tool is already above."
              tools={sections.others}
              {...common}
            />
          </Stack>
        )}
      </ScrollArea>
      <Divider />
      <Group justify="space-between" py="sm" gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {TOOL_CATALOGUE.length} tools available
        </Text>
        <Text size="sm" c="dimmed">
          {prefs.recent.length} recent · {prefs.liked.length} liked
        </Text>
      </Group>
    </Drawer>
  );
}
