import {
  Box,
  Burger,
  Button,
  Drawer,
  Group,
  Indicator,
  NavLink as MantineNavLink,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLayoutGrid, IconSchool } from '@tabler/icons-react';
import { useId } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { LogoutConfirmModal } from './LogoutConfirmModal';
import { MoreFunctionsSidebar } from './MoreFunctionsSidebar';
import { NAV_LINKS } from './nav-links';
import { useGetSidebarPreferencesQuery, useUpdateSidebarPreferencesMutation } from './sidebar-api';
import classes from './TopBar.module.css';
import { UserMenu } from './UserMenu';

/** The top bar of the protected layout (spec section 2 "Top bar and sidebar"). */
export function TopBar() {
  const [menuOpened, menu] = useDisclosure(false);
  const [sidebarOpened, sidebar] = useDisclosure(false);
  const [logoutOpened, logout] = useDisclosure(false);
  const { pathname } = useLocation();
  const dotId = useId();
  const { data: prefs } = useGetSidebarPreferencesQuery();
  const [updatePrefs] = useUpdateSidebarPreferencesMutation();

  // The new-feature dot shows until the first open of the sidebar, then never again.
  const showDot = !!prefs && !prefs.newFeatureSeen;
  const openSidebar = () => {
    menu.close();
    sidebar.open();
    if (showDot) void updatePrefs({ newFeatureSeen: true });
  };

  return (
    <Group h="100%" px={{ base: 'sm', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap" miw={0}>
        <Burger
          opened={menuOpened}
          onClick={menu.toggle}
          hiddenFrom="sm"
          size="sm"
          aria-label={menuOpened ? 'Close navigation' : 'Open navigation'}
        />
        <Link to="/" className={classes.brand} aria-label="Exam Prep Studio, start page">
          <IconSchool size={26} aria-hidden className={classes.brandIcon} />
          <Text component="span" fw={800} fz="lg" className={classes.brandText}>
            Exam Prep Studio
          </Text>
        </Link>
      </Group>

      <Box component="nav" aria-label="Main" visibleFrom="sm" className={classes.nav}>
        {NAV_LINKS.map((link) => (
          <NavLink key={link.to} to={link.to} className={classes.link}>
            {link.label}
          </NavLink>
        ))}
      </Box>

      <Group gap="xs" wrap="nowrap">
        <Indicator disabled={!showDot} color="red" size={10} offset={4} processing={showDot} withBorder>
          <Button
            variant="light"
            onClick={openSidebar}
            aria-label="More Functions"
            aria-describedby={showDot ? dotId : undefined}
            px={{ base: 10, md: 'md' }}
          >
            <IconLayoutGrid size={18} aria-hidden />
            <Box component="span" visibleFrom="md" ml={8}>
              More Functions
            </Box>
          </Button>
        </Indicator>
        {showDot && <VisuallyHidden id={dotId}>New feature</VisuallyHidden>}
        <UserMenu onLogout={logout.open} />
      </Group>

      <Drawer
        opened={menuOpened}
        onClose={menu.close}
        size="xs"
        title={<Text fw={700}>Menu</Text>}
        hiddenFrom="sm"
        closeButtonProps={{ 'aria-label': 'Close navigation' }}
      >
        <Stack component="nav" aria-label="Main" gap={2}>
          {NAV_LINKS.map((link) => (
            <MantineNavLink
              key={link.to}
              component={Link}
              to={link.to}
              label={link.label}
              active={pathname === link.to}
              onClick={menu.close}
            />
          ))}
        </Stack>
      </Drawer>
      <MoreFunctionsSidebar opened={sidebarOpened} onClose={sidebar.close} />
      <LogoutConfirmModal opened={logoutOpened} onClose={logout.close} />
    </Group>
  );
}
