import { DefaultAvatar } from '@client/components/default-avatar';
import { type CurrentUser, firstNameOf } from '@client/lib/session';
import { Badge, Box, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import {
  IconChartBar,
  IconChevronDown,
  IconClipboardCheck,
  IconHeartHandshake,
  IconLayoutDashboard,
  IconLogout,
  IconSearch,
  IconUserCircle,
  IconUserHeart,
  IconUserOff,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { logout } from '../api/logout';
import type authEn from '../i18n/en';

type MenuKey = keyof typeof authEn.menu;

interface MenuLink {
  /** Its label's key under `menu` (namespace `auth`). */
  label: MenuKey;
  to: string;
  icon: ReactNode;
}

const iconSize = 18;

/** Menu entries of SPEC §2 "User menu". */
export function menuLinksFor(user: CurrentUser): MenuLink[] {
  if (user.role === 'admin') {
    return [
      { label: 'dashboard', to: '/admin/dashboard', icon: <IconLayoutDashboard size={iconSize} /> },
      { label: 'overview', to: '/admin/overview', icon: <IconChartBar size={iconSize} /> },
      { label: 'activeProfiles', to: '/admin/profiles', icon: <IconUsers size={iconSize} /> },
      {
        label: 'pendingReviews',
        to: '/admin/profiles?status=Review',
        icon: <IconClipboardCheck size={iconSize} />,
      },
      {
        label: 'inactiveProfiles',
        to: '/admin/profiles?status=InActive',
        icon: <IconUserOff size={iconSize} />,
      },
      // The profiles this matchmaker is responsible for, in every status (decision 054).
      {
        label: 'myFamilies',
        to: '/admin/profiles?status=All&assignedTo=me',
        icon: <IconUserHeart size={iconSize} />,
      },
      ...(user.teamRole === 'owner'
        ? [{ label: 'team' as const, to: '/admin/team', icon: <IconUsersGroup size={iconSize} /> }]
        : []),
    ];
  }
  const links: MenuLink[] = [
    { label: 'myProfile', to: '/my-profile', icon: <IconUserCircle size={iconSize} /> },
    { label: 'myConnections', to: '/my-connections', icon: <IconHeartHandshake size={iconSize} /> },
  ];
  if (user.profile !== undefined) {
    links.push({ label: 'findMatch', to: '/profiles', icon: <IconSearch size={iconSize} /> });
  }
  return links;
}

/** The number shown as '#id': the family's profile number, or the account number of a matchmaker. */
export function displayIdOf(user: CurrentUser): number {
  return user.profile ?? user._id;
}

export interface UserMenuProps {
  user: CurrentUser;
  /** The navbar is transparent over a dark hero: light text. */
  onDark?: boolean;
}

/** The signed-in user's menu in the navbar. */
export function UserMenu({ user, onDark = false }: UserMenuProps) {
  const { t } = useTranslation('auth');
  const [loggingOut, setLoggingOut] = useState(false);
  const firstName = firstNameOf(user);
  const roleLabel = user.role === 'admin' ? t('roleAdmin') : t('roleUser');

  async function handleLogout() {
    setLoggingOut(true);
    await logout();
  }

  return (
    <Menu position="bottom-end" width={260} shadow="md" radius="md" withinPortal>
      <Menu.Target>
        <UnstyledButton
          aria-label={`${t('menuButtonLabel')}: ${firstName}, ${roleLabel}`}
          px={6}
          py={4}
          className="rishta-tap-target"
          style={{ borderRadius: 'var(--mantine-radius-xl)', color: onDark ? 'white' : undefined }}
        >
          <Group gap={8} wrap="nowrap">
            <DefaultAvatar gender={user.gender} size={34} radius="xl" />
            <Box visibleFrom="xs" style={{ lineHeight: 1.15 }}>
              <Text size="sm" fw={600} c={onDark ? 'white' : undefined} truncate maw={140}>
                {firstName}
              </Text>
              <Text size="xs" c={onDark ? 'gray.2' : 'dimmed'}>
                {roleLabel}
              </Text>
            </Box>
            {/* On a phone the avatar alone: the navbar's room goes to the matchmaker's counts. */}
            <Box component="span" visibleFrom="xs" style={{ display: 'flex' }}>
              <IconChevronDown size={16} aria-hidden />
            </Box>
          </Group>
        </UnstyledButton>
      </Menu.Target>

      <Menu.Dropdown>
        <Stack gap={2} px="sm" pt="xs" pb="sm">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={700} truncate>
              {firstName}
            </Text>
            <Badge size="sm" variant="light" tt="none" color={user.role === 'admin' ? 'gold' : 'maroon'}>
              {roleLabel}
            </Badge>
          </Group>
          <Text size="sm">{t('greeting', { firstName })}</Text>
          <Text size="xs" c="dimmed">
            #{displayIdOf(user)}
          </Text>
          {user.email ? (
            <Text size="xs" c="dimmed" truncate title={user.email} dir="ltr" ta="start">
              {user.email}
            </Text>
          ) : null}
        </Stack>
        <Menu.Divider />
        {menuLinksFor(user).map((link) => (
          <Menu.Item key={link.to} component={Link} to={link.to} leftSection={link.icon}>
            {t(`menu.${link.label}`)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={iconSize} />}
          onClick={handleLogout}
          disabled={loggingOut}
          closeMenuOnClick={false}
        >
          {loggingOut ? t('loggingOut') : t('logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
