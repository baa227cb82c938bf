import { Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PublicPanel } from '../../../components/PublicPanel';

/** What a visitor sees when a link's route value cannot be used: a plain reason and a way on. */
export function RouteProblem({
  title,
  message,
  to,
  action,
}: {
  title: string;
  message: string;
  to: string;
  action: string;
}) {
  return (
    <PublicPanel title={title}>
      <Text mb="lg">{message}</Text>
      <Button component={Link} to={to}>
        {action}
      </Button>
    </PublicPanel>
  );
}
