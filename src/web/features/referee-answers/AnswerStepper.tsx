import { Button, Group, Stepper, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import {
  REFEREE_ANSWER_MAX,
  type RefereeQuestion,
  refereeAnswerMessages,
  refereeAnswerText,
} from '../../../contract/referee-answers';

export interface GivenAnswer {
  questionNo: number;
  answer: string;
}

const isValid = (answer: string) => refereeAnswerText.safeParse(answer).success;

/**
 * One step per question (spec 2 §2.10): Next only once the current answer is valid, Reject on the
 * first step only, Accept on the last. Answers are limited to REFEREE_ANSWER_MAX characters with a
 * counter (decisions.md "Referee answers").
 */
export function AnswerStepper({
  questions,
  submitting,
  onAccept,
  onReject,
}: {
  questions: RefereeQuestion[];
  submitting: boolean;
  onAccept: (answers: GivenAnswer[]) => void;
  onReject: () => void;
}) {
  const narrow = useMediaQuery('(max-width: 36em)') ?? false;
  const [active, setActive] = useState(0);
  const [answers, setAnswers] = useState<Record<number, string>>({});
  const [touched, setTouched] = useState<Record<number, boolean>>({});
  const current = questions[active];
  if (!current) {
    // Staff may switch every question off: the referee then only confirms the statement.
    return (
      <Group justify="space-between" mt="lg">
        <Button variant="outline" color="error" onClick={onReject} disabled={submitting}>
          Reject
        </Button>
        <Button onClick={() => onAccept([])} loading={submitting}>
          Accept
        </Button>
      </Group>
    );
  }
  const answerOf = (questionNo: number) => answers[questionNo] ?? '';
  const currentValid = isValid(answerOf(current.questionNo));
  const last = active === questions.length - 1;
  const showError = touched[current.questionNo] && !currentValid;

  const accept = () => {
    const invalid = questions.findIndex((question) => !isValid(answerOf(question.questionNo)));
    if (invalid >= 0) {
      setActive(invalid);
      return;
    }
    onAccept(
      questions.map((question) => ({
        questionNo: question.questionNo,
        answer: answerOf(question.questionNo).trim(),
      })),
    );
  };

  return (
    <>
      <Stepper
        active={active}
        // Going back is always allowed; going forward only through Next, which checks the answer.
        onStepClick={(step) => step < active && setActive(step)}
        allowNextStepsSelect={false}
        size="sm"
        mt="md"
      >
        {questions.map((question, index) => (
          <Stepper.Step
            key={question.questionNo}
            label={narrow ? undefined : `Question ${index + 1}`}
            aria-label={`Question ${index + 1} of ${questions.length}`}
          />
        ))}
      </Stepper>
      <Textarea
        mt="lg"
        key={current.questionNo}
        label={current.question}
        description={refereeAnswerMessages.answerHint}
        required
        rows={5}
        maxLength={REFEREE_ANSWER_MAX}
        value={answerOf(current.questionNo)}
        onChange={(event) => {
          const value = event.currentTarget.value.slice(0, REFEREE_ANSWER_MAX);
          setAnswers((previous) => ({ ...previous, [current.questionNo]: value }));
        }}
        onBlur={() => setTouched((previous) => ({ ...previous, [current.questionNo]: true }))}
        error={showError ? refereeAnswerMessages.answerRequired : undefined}
      />
      <Text size="xs" c="dimmed" ta="right" mt={4} aria-live="polite" data-testid="answer-counter">
        {answerOf(current.questionNo).length}/{REFEREE_ANSWER_MAX}
      </Text>
      <Group justify="space-between" mt="lg" gap="sm">
        <Group gap="sm">
          <Button
            variant="default"
            onClick={() => setActive(active - 1)}
            disabled={active === 0 || submitting}
          >
            Previous
          </Button>
          {active === 0 && (
            <Button variant="outline" color="error" onClick={onReject} disabled={submitting}>
              Reject
            </Button>
          )}
        </Group>
        {last ? (
          <Button onClick={accept} disabled={!currentValid} loading={submitting}>
            Accept
          </Button>
        ) : (
          <Button onClick={() => setActive(active + 1)} disabled={!currentValid}>
            Next
          </Button>
        )}
      </Group>
    </>
  );
}
