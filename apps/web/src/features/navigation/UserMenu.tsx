import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLock, IconLogout, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSession } from '@/lib/session';
import classes from './TopBar.module.css';

/** Initials for the avatar fallback: 'Ada Lovelace' becomes 'AL'. */
export function initials(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  const first = parts[0]![0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]![0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** Avatar + full name; Profile and Change Password for account holders, Logout for everyone. */
export function UserMenu({ onLogout }: { onLogout: () => void }) {
  const { user, isGuest } = useSession();
  const fullName = user?.fullName || (isGuest ? 'Guest' : 'Account');

  return (
    <Menu position="bottom-end" width={220} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.userButton} aria-label={`User menu for ${fullName}`}>
          <Group gap={8} wrap="nowrap">
            <Avatar src={user?.avatarPath ?? null} alt="" radius="xl" size={32} color="indigo">
              {initials(fullName)}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="lg" maw={160} truncate>
              {fullName}
            </Text>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="dark" truncate>
            {fullName}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {isGuest ? 'Guest session' : user?.email}
          </Text>
        </Menu.Label>
        {!isGuest && (
          <>
            <Menu.Item
              component={Link}
              to="/profile?tab=personal"
              leftSection={<IconUser size={16} aria-hidden />}
            >
              Profile
            </Menu.Item>
            <Menu.Item
              component={Link}
              to="/profile?tab=password"
              leftSection={<IconLock size={16} aria-hidden />}
            >
              Change Password
            </Menu.Item>
          </>
        )}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={onLogout}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
