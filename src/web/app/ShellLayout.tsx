import { AppShell, Box, Breadcrumbs, Burger, Container, NavLink, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, Outlet, NavLink as RouterNavLink, type UIMatch, useLocation, useMatches } from 'react-router';
import type { SiteSettings } from '../../contract/settings';
import { Footer } from '../components/Footer';
import { PageAlert } from '../components/PageAlert';
import { ScrollToTop } from '../components/ScrollToTop';
import { TopBar } from '../components/TopBar';
import { useSiteSettings } from '../lib/settings';
import { useInactivityLogout } from '../lib/use-inactivity-logout';
import { DisabledNavEntry } from './DisabledNavEntry';

export interface NavItem {
  label: string;
  /** Where the item goes; a group (children) or an action (onClick) has none. */
  to?: string;
  icon?: ReactNode;
  /** Set when the item is shown but cannot be opened yet: why, as the item's tooltip (spec 1 §2). */
  disabledReason?: string;
  /** Sub-items, shown under the item; the group starts open when one of them is the current page. */
  children?: NavItem[];
  /** An action instead of a route, e.g. a link out that is fetched when clicked. */
  onClick?: () => void;
}

const routeOf = (item: NavItem): string[] => [
  ...(item.to ? [item.to] : []),
  ...(item.children ?? []).flatMap(routeOf),
];

function NavEntry({ item, onNavigate }: { item: NavItem; onNavigate: () => void }) {
  const { pathname } = useLocation();
  if (item.disabledReason)
    return <DisabledNavEntry label={item.label} icon={item.icon} reason={item.disabledReason} />;
  if (item.children)
    return (
      <NavLink
        component="button"
        label={item.label}
        leftSection={item.icon}
        defaultOpened={routeOf(item).some((to) => pathname.startsWith(to))}
      >
        {item.children.map((child) => (
          <NavEntry key={child.to ?? child.label} item={child} onNavigate={onNavigate} />
        ))}
      </NavLink>
    );
  if (item.onClick) {
    const act = item.onClick;
    return (
      <NavLink
        component="button"
        label={item.label}
        leftSection={item.icon}
        rightSection={<IconExternalLink size={14} aria-hidden="true" />}
        onClick={() => {
          act();
          onNavigate();
        }}
      />
    );
  }
  return (
    <NavLink
      component={RouterNavLink}
      to={item.to ?? '/'}
      label={item.label}
      leftSection={item.icon}
      onClick={onNavigate}
    />
  );
}

const HEADER_HEIGHT = 64;

/** A page's breadcrumb: fixed text, or text a site setting decides (the licence caption). */
export interface CrumbHandle {
  crumb: string | ((settings: SiteSettings) => string);
}

function Crumbs() {
  const settings = useSiteSettings();
  const crumbs = (useMatches() as UIMatch<unknown, Partial<CrumbHandle>>[]).flatMap((match) => {
    const crumb = match.handle?.crumb;
    if (!crumb) return [];
    return [
      { id: match.id, pathname: match.pathname, text: typeof crumb === 'string' ? crumb : crumb(settings) },
    ];
  });
  if (crumbs.length === 0) return null;
  return (
    <Breadcrumbs mb="md" aria-label="Breadcrumb">
      {crumbs.map((match, index) =>
        index === crumbs.length - 1 ? (
          <Text key={match.id} size="sm" aria-current="page">
            {match.text}
          </Text>
        ) : (
          <Text key={match.id} size="sm" component={Link} to={match.pathname} c="primary">
            {match.text}
          </Text>
        ),
      )}
    </Breadcrumbs>
  );
}

/** The signed-in frame shared by the member dashboard and the admin area: sidebar, top bar, breadcrumbs. */
export function ShellLayout({
  nav,
  headerEnd,
  banner,
}: {
  nav: NavItem[];
  headerEnd?: ReactNode;
  banner?: ReactNode;
}) {
  const [opened, { toggle, close }] = useDisclosure();
  const settings = useSiteSettings();
  useInactivityLogout(settings.minor_settings.inactivityLogout);
  // An account without a profile yet (/initiate-profile) has no menu: no empty column, no burger.
  const hasNav = nav.length > 0;
  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={hasNav ? { width: 250, breakpoint: 'sm', collapsed: { mobile: !opened } } : undefined}
      padding="md"
      styles={{ main: { background: 'var(--mantine-color-BackTheme-0)' } }}
    >
      <AppShell.Header>
        <TopBar
          start={
            hasNav && (
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label="Toggle navigation"
              />
            )
          }
          end={headerEnd}
        />
      </AppShell.Header>
      {hasNav && (
        <AppShell.Navbar p="xs" aria-label="Main navigation">
          {/* A plain scrolling box: Mantine's ScrollArea would bring its floating code into every signed-in page. */}
          <Box mih={0} style={{ overflowY: 'auto' }}>
            {nav.map((item) => (
              <NavEntry key={item.to ?? item.label} item={item} onNavigate={close} />
            ))}
          </Box>
        </AppShell.Navbar>
      )}
      <AppShell.Main>
        {banner}
        {/* At least a screen tall (less the header and the main area's padding), so the footer starts
            below the fold: a page whose content arrives late would otherwise push a visible footer
            down (layout shift, Lighthouse's CLS). */}
        <Container size="xl" px={0} mih={`calc(100dvh - ${HEADER_HEIGHT}px - 2 * var(--mantine-spacing-md))`}>
          <Crumbs />
          <PageAlert />
          <Box component="section">
            <Outlet />
          </Box>
        </Container>
        <Footer />
        <ScrollToTop />
      </AppShell.Main>
    </AppShell>
  );
}
