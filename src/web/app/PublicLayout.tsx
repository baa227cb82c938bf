import { AppShell, Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { Footer } from '../components/Footer';
import { TopBar } from '../components/TopBar';

/** Visitor pages: top bar, the page, footer. */
export default function PublicLayout() {
  return (
    <AppShell header={{ height: 64 }} padding="md">
      <AppShell.Header>
        <TopBar />
      </AppShell.Header>
      <AppShell.Main style={{ display: 'flex', flexDirection: 'column' }}>
        <Container size="lg" w="100%" style={{ flex: 1 }} px={0}>
          <Outlet />
        </Container>
        <Footer />
      </AppShell.Main>
    </AppShell>
  );
}
