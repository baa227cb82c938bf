import { Alert, Stack, Text, Title } from '@mantine/core';
import { PageLoader } from '../../../components/PageLoader';
import { QuestionsCard } from './QuestionsCard';
import { useQuestionnaire } from './questionnaire-query';
import { StatementCard } from './StatementCard';

/**
 * Admins: the referee questionnaire (issue 6; spec 2 §2.10), the questions every referee answers and
 * the statement they confirm. Changes apply to every answer given from now on.
 */
export default function RefereeQuestionsPage() {
  const questionnaire = useQuestionnaire();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Referee Questions
        </Title>
        <Text c="dimmed" size="sm">
          What a referee is asked when they answer an applicant's reference request.
        </Text>
      </div>
      {questionnaire.error && <Alert color="error">{questionnaire.error.message}</Alert>}
      {questionnaire.isPending && <PageLoader />}
      {questionnaire.data && (
        <>
          <QuestionsCard questions={questionnaire.data.questions} />
          <StatementCard statement={questionnaire.data.confirmationStatement} />
        </>
      )}
    </Stack>
  );
}
