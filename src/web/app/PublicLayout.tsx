import { Box, Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { Footer } from '../components/Footer';
import { TopBar } from '../components/TopBar';

const HEADER_HEIGHT = 64;

/**
 * Visitor pages: top bar, the page, footer. Plain header and main elements styled like the signed-in
 * AppShell's rather than AppShell itself: with no sidebar to slide or resize, AppShell would only add
 * its resize and scroll-lock code to the sign-in page, the first page most visitors load.
 */
export default function PublicLayout() {
  return (
    <>
      <Box
        component="header"
        h={HEADER_HEIGHT}
        pos="fixed"
        top={0}
        left={0}
        right={0}
        bg="var(--mantine-color-body)"
        style={{ zIndex: 100, borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <TopBar />
      </Box>
      <Box
        component="main"
        p="md"
        pt={`calc(${HEADER_HEIGHT}px + var(--mantine-spacing-md))`}
        mih="100dvh"
        style={{ display: 'flex', flexDirection: 'column' }}
      >
        <Container size="lg" w="100%" style={{ flex: 1 }} px={0}>
          <Outlet />
        </Container>
        <Footer />
      </Box>
    </>
  );
}
