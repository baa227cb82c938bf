import { Select } from '@mantine/core';
import { ageFilterChoices } from '../../../contract/review-assignment-rules';
import { useReviewers } from './review-api';

/** The Select value standing for "no filter", since Mantine treats '' as a real option. */
const ANY = 'any';

export const assigneeAgeTexts = {
  assignee: 'Assignee',
  anyone: 'Anyone',
  me: 'Assigned to me',
  unassigned: 'Unassigned',
  age: 'Age',
  anyAge: 'Any age',
} as const;

interface Props {
  assignee: string | null;
  age: string | null;
  onChange: (next: { assignee?: string | null; age?: string | null }) => void;
}

/** Whose work and how old: the queue's assignee and age filters (decision 0031). */
export function AssigneeAgeFilters({ assignee, age, onChange }: Props) {
  const reviewers = useReviewers();
  const assigneeOptions = [
    { value: ANY, label: assigneeAgeTexts.anyone },
    { value: 'me', label: assigneeAgeTexts.me },
    { value: 'none', label: assigneeAgeTexts.unassigned },
    ...(reviewers.data ?? []).map((reviewer) => ({ value: String(reviewer.id), label: reviewer.name })),
  ];
  // A reviewer in the address who is no longer listed still shows as chosen, by number.
  if (assignee && !assigneeOptions.some((option) => option.value === assignee)) {
    assigneeOptions.push({ value: assignee, label: `Reviewer ${assignee}` });
  }
  const ageOptions: { value: string; label: string }[] = [
    { value: ANY, label: assigneeAgeTexts.anyAge },
    ...ageFilterChoices,
  ];
  if (age && !ageOptions.some((option) => option.value === age)) {
    ageOptions.push({ value: age, label: `More than ${age} days in stage` });
  }
  return (
    <>
      <Select
        label={assigneeAgeTexts.assignee}
        data={assigneeOptions}
        value={assignee ?? ANY}
        onChange={(value) => onChange({ assignee: value && value !== ANY ? value : null })}
        allowDeselect={false}
        searchable
        w={{ base: '100%', sm: 200 }}
      />
      <Select
        label={assigneeAgeTexts.age}
        data={ageOptions}
        value={age ?? ANY}
        onChange={(value) => onChange({ age: value && value !== ANY ? value : null })}
        allowDeselect={false}
        w={{ base: '100%', sm: 220 }}
      />
    </>
  );
}
