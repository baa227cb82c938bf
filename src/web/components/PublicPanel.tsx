import { Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageAlert } from './PageAlert';

/**
 * The frame of the visitor pages around sign-in (registration, verification, passwords): a titled
 * panel with the page alert at its top, centred and full width on a phone.
 */
export function PublicPanel({
  title,
  intro,
  width = 560,
  children,
}: {
  title: string;
  intro?: ReactNode;
  width?: number;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      shadow="sm"
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      my={{ base: 'md', md: 'xl' }}
      mx="auto"
      maw={width}
      component="section"
      aria-labelledby="panel-title"
    >
      <Title order={1} size="h2" mb={intro ? 4 : 'lg'} id="panel-title">
        {title}
      </Title>
      {intro && (
        <Text c="dimmed" size="sm" mb="lg">
          {intro}
        </Text>
      )}
      <PageAlert />
      {children}
    </Paper>
  );
}
