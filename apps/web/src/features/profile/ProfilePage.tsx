import { Anchor, Avatar, Button, Card, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconLock, IconUser } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { initials } from '@/features/navigation';
import { useSession } from '@/lib/session';
import { PasswordTab } from './PasswordTab';
import { PersonalTab } from './PersonalTab';

type ProfileTab = 'personal' | 'password';

/** /profile with the tabs 'personal' and 'password', kept in ?tab=. */
export function ProfilePage() {
  const { user, isGuest } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: ProfileTab = searchParams.get('tab') === 'password' ? 'password' : 'personal';

  if (isGuest || !user) {
    return (
      <Container size="sm" py="xl">
        <Card withBorder radius="md" padding="xl">
          <Stack gap="sm" align="flex-start">
            <Title order={1} fz="h2">
              Profile
            </Title>
            <Text>
              Guests have no profile. Create a free account to keep your name, picture and password.
            </Text>
            <Button component={Link} to="/register">
              Create an account
            </Button>
          </Stack>
        </Card>
      </Container>
    );
  }

  return (
    <Container size="md" py="xl">
      <Group gap="md" mb="lg" wrap="nowrap">
        <Avatar src={user.avatarPath} alt="" size={56} radius={56} color="indigo">
          {initials(user.fullName)}
        </Avatar>
        <div style={{ minWidth: 0 }}>
          <Title order={1} fz="h2">
            Profile
          </Title>
          <Text c="dimmed" truncate>
            {user.fullName} · {user.email}
          </Text>
        </div>
      </Group>
      <Card withBorder radius="md" padding={0}>
        <Tabs
          value={tab}
          onChange={(value) =>
            setSearchParams({ tab: value === 'password' ? 'password' : 'personal' }, { replace: true })
          }
        >
          <Tabs.List px="md" pt="xs">
            <Tabs.Tab value="personal" leftSection={<IconUser size={16} aria-hidden />}>
              Personal
            </Tabs.Tab>
            <Tabs.Tab value="password" leftSection={<IconLock size={16} aria-hidden />}>
              Password
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="personal" p={{ base: 'md', sm: 'xl' }}>
            <PersonalTab key={user.id} user={user} />
          </Tabs.Panel>
          <Tabs.Panel value="password" p={{ base: 'md', sm: 'xl' }}>
            <PasswordTab />
          </Tabs.Panel>
        </Tabs>
      </Card>
      <Text size="xs" c="dimmed" mt="md">
        Read how we handle your data in the{' '}
        <Anchor component={Link} to="/privacy-policy" inherit underline="always">
          Privacy Policy
        </Anchor>
        .
      </Text>
    </Container>
  );
}
