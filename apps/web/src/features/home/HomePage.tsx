import { Box, Button, Container, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { findTool } from '@/config/tools';
import { toolHref, useOpenTool } from '@/features/navigation';
import { HomeFooter } from './HomeFooter';
import { chatboxHref, HOME_SECTIONS, type HomeCard } from './home-sections';
import classes from './HomePage.module.css';
import { ToolCard } from './ToolCard';

function CardFor({ card }: { card: HomeCard }) {
  const openTool = useOpenTool();
  if (card.kind === 'link') return <ToolCard {...card} />;
  const tool = findTool(card.toolId);
  return (
    <ToolCard
      name={card.name ?? tool.name}
      description={tool.description}
      icon={tool.icon}
      color={tool.color}
      to={toolHref(tool)}
      onOpen={() => void openTool(tool)}
    />
  );
}

/**
 * /home: the search box, the Main, Advanced and Utility tools, and the footer (spec section 2 "Home").
 * The Notes and Slides cards link to `?open=notes|slides`, which the protected layout turns into their modals.
 */
export function HomePage() {
  const [question, setQuestion] = useState('');
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = question.trim();
    if (!text) return;
    void navigate(chatboxHref(text), { state: { questionPrompt: text } });
  };

  return (
    <Box className={classes.page}>
      <Box className={classes.hero}>
        <Container size="md" py={{ base: 'xl', sm: 48 }}>
          <Stack gap="md" align="center">
            <Title order={1} ta="center" fz={{ base: 26, sm: 36 }}>
              What do you need help with?
            </Title>
            <Text c="dimmed" ta="center">
              Ask a question and the chatbox takes it from there, or pick a tool below.
            </Text>
            <form onSubmit={submit} className={classes.searchForm} role="search">
              <Group gap="xs" wrap="nowrap" w="100%">
                <TextInput
                  value={question}
                  onChange={(e) => setQuestion(e.currentTarget.value)}
                  placeholder="What do you need help with?"
                  aria-label="What do you need help with?"
                  leftSection={<IconSearch size={18} aria-hidden />}
                  size="md"
                  radius="xl"
                  className={classes.searchInput}
                />
                <Button type="submit" size="md" radius="xl">
                  Try now
                </Button>
              </Group>
            </form>
          </Stack>
        </Container>
      </Box>

      <Container size="lg" py="xl">
        <Stack gap={40}>
          {HOME_SECTIONS.map((section) => (
            <Box component="section" key={section.title} aria-labelledby={`home-${section.title}`}>
              <Title order={2} fz="h3" id={`home-${section.title}`}>
                {section.title}
              </Title>
              <Text c="dimmed" size="sm" mb="md">
                {section.description}
              </Text>
              <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
                {section.cards.map((card) => (
                  <CardFor key={card.kind === 'tool' ? card.toolId : card.to} card={card} />
                ))}
              </SimpleGrid>
            </Box>
          ))}
        </Stack>
      </Container>

      <HomeFooter />
    </Box>
  );
}
