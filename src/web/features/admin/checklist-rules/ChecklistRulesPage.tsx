import { Alert, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { PageLoader } from '../../../components/PageLoader';
import { useCategoryList } from '../../../lib/reference-lists';
import { AddRuleForm } from './AddRuleForm';
import { RulesTable } from './RulesTable';
import { useChecklistRules } from './rules-query';

/**
 * Admins: the requirements checklist of each membership category (spec 2 §2.3; decisions.md "Roles").
 * Changes apply to every applicant's checklist at once; a rule is switched off, never deleted.
 */
export default function ChecklistRulesPage() {
  const [category, setCategory] = useState<string | null>(null);
  const categories = useCategoryList();
  const chosen = category ?? categories.data?.[0]?.Code ?? null;
  const rules = useChecklistRules(chosen);
  const picked = categories.data?.find((candidate) => candidate.Code === chosen);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="end" wrap="wrap">
        <div>
          <Title order={1} size="h2">
            Checklist Rules
          </Title>
          <Text c="dimmed" size="sm">
            What an applicant's profile must have before the application can be submitted.
          </Text>
        </div>
        <Select
          label="Membership category"
          data={(categories.data ?? []).map((c) => ({
            value: c.Code,
            label: `${c.Description} (${c.categoryType})`,
          }))}
          value={chosen}
          onChange={setCategory}
          allowDeselect={false}
          searchable
          w={{ base: '100%', sm: 320 }}
        />
      </Group>
      {categories.error && <Alert color="error">{categories.error.message}</Alert>}
      {rules.error && <Alert color="error">{rules.error.message}</Alert>}
      {(categories.isPending || rules.isPending) && !rules.error && !categories.error && <PageLoader />}
      {chosen && rules.data && (
        <>
          <Card withBorder radius="md" padding={0}>
            <RulesTable category={chosen} rules={rules.data} />
          </Card>
          <AddRuleForm category={chosen} categoryName={picked?.Description ?? chosen} rules={rules.data} />
        </>
      )}
    </Stack>
  );
}
