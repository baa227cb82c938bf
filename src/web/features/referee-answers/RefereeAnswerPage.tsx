import { Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useParams } from 'react-router';
import { refereeAnswerMessages } from '../../../contract/referee-answers';
import { PageLoader } from '../../components/PageLoader';
import { PublicPanel } from '../../components/PublicPanel';
import { useAlert } from '../../lib/alert';
import { ApiError } from '../../lib/api';
import { AnswerSent } from './AnswerSent';
import { AnswerStepper, type GivenAnswer } from './AnswerStepper';
import { ConfirmationStatement } from './ConfirmationStatement';
import { LinkProblem } from './LinkProblem';
import { RejectionDialog } from './RejectionDialog';
import { useRefereeQuestionnaire, useSendRefereeAnswer } from './referee-answer-queries';

/** Statuses that mean the link itself cannot be answered (unknown, answered, expired). */
const closedStatuses = new Set([404, 409, 410]);

/**
 * /profile/response/:user?/:code? (spec 2 §2.10): a referee opens the e-mailed link, with or without
 * a session, and accepts by answering the questions or rejects with remarks. Both route values are
 * passed to the server as they are (base64url); the server decodes and checks them.
 */
export default function RefereeAnswerPage() {
  const { user = '', code = '' } = useParams();
  const { showAlert, clearAlert } = useAlert();
  const [rejecting, setRejecting] = useState(false);
  const [closed, setClosed] = useState<ApiError | null>(null);
  const [sent, setSent] = useState<'Accept' | 'Reject' | null>(null);
  const link = { memberNo: user, code };

  const questionnaire = useRefereeQuestionnaire(user, code);

  const answer = useSendRefereeAnswer({
    onMutate: clearAlert,
    onSuccess: (result, body) => {
      setRejecting(false);
      notifications.show({ color: 'success', message: result.message, autoClose: 8000 });
      // Not the route the server returns (spec §2.10: the start page, which is the sign-in page for
      // someone without an account): a referee stays on a page that thanks them (issue 28 item 6).
      setSent(body.response);
    },
    onError: (error) => {
      setRejecting(false);
      if (error instanceof ApiError && closedStatuses.has(error.status)) setClosed(error);
      else showAlert({ status: 'error', message: error.message });
    },
  });

  if (!user || !code) {
    return <LinkProblem status={404} message={refereeAnswerMessages.linkInvalid} />;
  }
  if (closed) return <LinkProblem status={closed.status} message={closed.message} />;
  if (questionnaire.isPending) return <PageLoader label="Loading the questionnaire" />;
  if (questionnaire.isError) {
    const error = questionnaire.error;
    return (
      <LinkProblem
        status={error instanceof ApiError ? error.status : 0}
        message={error.message}
        onRetry={() => questionnaire.refetch()}
      />
    );
  }

  const { referee, applicant, ConfirmationStatement: statement, Questions } = questionnaire.data;
  if (sent) return <AnswerSent response={sent} referee={referee.FirstName} applicant={applicant} />;
  const accept = (answers: GivenAnswer[]) =>
    answer.mutate({ ...link, response: 'Accept', Questions: answers });

  return (
    <PublicPanel title="Referee request" width={720}>
      <Stack gap="sm">
        <Text fw={600}>
          Dear {referee.FirstName} {referee.LastName},
        </Text>
        <Text size="sm">
          <strong>{applicant}</strong> has named you as a referee in their application for membership. Please
          read the statement below and answer each question to accept, or reject the request if you cannot act
          as their referee.
        </Text>
        <ConfirmationStatement statement={statement.confirmationStatement} />
      </Stack>
      <AnswerStepper
        questions={Questions}
        submitting={answer.isPending}
        onAccept={accept}
        onReject={() => setRejecting(true)}
      />
      <RejectionDialog
        opened={rejecting}
        submitting={answer.isPending}
        onCancel={() => setRejecting(false)}
        onSubmit={(Remarks) => answer.mutate({ ...link, response: 'Reject', Remarks })}
      />
    </PublicPanel>
  );
}
