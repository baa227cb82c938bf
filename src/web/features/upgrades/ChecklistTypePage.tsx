import { Alert, Card, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { LoadingBlock } from '../../components/ListStates';
import { useCategoryChecklist } from '../checklist/public';
import { ChecklistTable, requirementsComplete } from './ChecklistTable';

/** /checklist/type/:type (spec 3 §2.1): the checklist of a category on the signed-in user's profile. */
export default function ChecklistTypePage() {
  const { type = '' } = useParams();
  const checklist = useCategoryChecklist(type);
  return (
    <Stack gap="lg">
      <Title order={1} size="h2" id="checklist-type-heading">
        {type} Checklist
      </Title>
      {checklist.isError && (
        <Alert color="error" role="alert">
          {checklist.error.message}
        </Alert>
      )}
      {checklist.isPending && <LoadingBlock label="Loading checklist" h={120} />}
      {checklist.data && (
        <Card withBorder radius="md" padding="lg">
          <ChecklistTable items={checklist.data} labelledBy="checklist-type-heading" />
          <Text size="sm" c="dimmed" mt="sm">
            {requirementsComplete(checklist.data)}
          </Text>
        </Card>
      )}
    </Stack>
  );
}
