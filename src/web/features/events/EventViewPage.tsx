import { Box, Button, Card, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { LoadFailed } from '../../components/ListStates';
import { useBack } from '../../components/use-back';
import { BookEventAction } from './BookEventAction';
import { EventBadges, EventFacts, EventLogo } from './EventParts';
import { eventRoutes, useEvent } from './event-queries';

/** /events/view/:no (spec 3 §2.7): everything about one event, with the same booking action. */
export default function EventViewPage() {
  const { no = '' } = useParams();
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const event = useEvent(no);
  const back = useBack(eventRoutes.list);
  const shown = event.data;

  return (
    <Stack gap="lg">
      <Group>
        <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={back} px={0}>
          Back
        </Button>
      </Group>
      {event.isPending && (
        <Stack gap="sm" role="status" aria-label="Loading event">
          <Skeleton h={32} w="60%" />
          <Skeleton h={180} />
        </Stack>
      )}
      {event.isError && <LoadFailed message={event.error.message} onRetry={() => void event.refetch()} />}
      {shown && (
        <Card withBorder radius="md" padding={narrow ? 'sm' : 'lg'}>
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <EventLogo event={shown} height={narrow ? 160 : 220} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 8 }}>
              <Stack gap="sm">
                <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
                  {shown.description}
                </Title>
                <EventBadges event={shown} />
                <EventFacts event={shown} />
                <Box mt="xs">
                  <BookEventAction event={shown} />
                </Box>
              </Stack>
            </Grid.Col>
          </Grid>
          {shown.details && (
            <Stack gap="xs" mt="lg">
              <Title order={2} size="h4">
                About this event
              </Title>
              {/* Staff write plain text; line breaks are theirs to keep. */}
              <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {shown.details}
              </Text>
            </Stack>
          )}
        </Card>
      )}
    </Stack>
  );
}
