import { useLocalStorage } from '@mantine/hooks';

export const DASHBOARD_SECTIONS = ['reports', 'awaitingContact', 'inContact', 'matched', 'recent'] as const;
export type DashboardSection = (typeof DASHBOARD_SECTIONS)[number];

/** Where each section's collapsed state is kept (local storage, one key per section; decision 031). */
export const collapsedKey = (section: DashboardSection) => `dashboard-collapsed:${section}`;

const storage = (section: DashboardSection) => ({
  key: collapsedKey(section),
  defaultValue: false,
  // Read at the first render, so a collapsed section does not open and close again on a reload.
  getInitialValueInEffect: false,
  serialize: (collapsed: boolean) => (collapsed ? 'true' : 'false'),
  deserialize: (stored: string | undefined) => stored === 'true',
});

/**
 * The dashboard's open sections (all open at first), remembered across reloads: a section the matchmaker
 * collapsed stays collapsed until she opens it again.
 */
export function useOpenSections(): [DashboardSection[], (open: string[]) => void] {
  const awaitingContact = useLocalStorage(storage('awaitingContact'));
  const inContact = useLocalStorage(storage('inContact'));
  const matched = useLocalStorage(storage('matched'));
  const recent = useLocalStorage(storage('recent'));
  const reports = useLocalStorage(storage('reports'));
  const collapsed = { reports, awaitingContact, inContact, matched, recent };
  const open = DASHBOARD_SECTIONS.filter((section) => !collapsed[section][0]);
  const setOpen = (next: string[]) => {
    for (const section of DASHBOARD_SECTIONS) {
      const [isCollapsed, setCollapsed] = collapsed[section];
      const shouldCollapse = !next.includes(section);
      if (isCollapsed !== shouldCollapse) setCollapsed(shouldCollapse);
    }
  };
  return [open, setOpen];
}
