import {
  Alert,
  Anchor,
  Button,
  Card,
  EmptyState,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconBuilding, IconCategory, IconUser } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import type { UserType } from '../../../../contract/auth';
import type { Category } from '../../../../contract/setup';
import { formatKes } from '../../../lib/format';
import { applicationFee, useCategories } from './apply-api';
import { RegistrationOpenOnly } from './RegistrationOpenOnly';

function CategoryCard({ category }: { category: Category }) {
  const fee = applicationFee(category);
  const titleId = `category-${category.Code}`;
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={titleId}>
      <Stack gap="sm" h="100%" justify="space-between">
        <div>
          <Title order={3} size="h4" id={titleId}>
            {category.Description}
          </Title>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600} mt="md">
            Application fee
          </Text>
          {fee ? (
            <Text fw={600} size="lg">
              {formatKes(fee.Amount_Including_VAT)}{' '}
              <Text span size="sm" c="dimmed" fw={400}>
                incl. VAT
              </Text>
            </Text>
          ) : (
            <Text c="dimmed">No application fee</Text>
          )}
        </div>
        <Button
          component={Link}
          to={`/signup/${category.categoryType}/${encodeURIComponent(category.Code)}`}
          aria-label={`Select ${category.Description}`}
          fullWidth
        >
          Select
        </Button>
      </Stack>
    </Card>
  );
}

function CategoryList({ type }: { type: UserType }) {
  const { data, error, isPending, refetch, isRefetching } = useCategories(type);
  if (isPending) {
    return (
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="md"
        role="status"
        aria-busy="true"
        aria-label="Loading categories"
      >
        {[1, 2, 3].map((key) => (
          <Skeleton key={key} h={188} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (error) {
    return (
      <Alert color="error" icon={<IconAlertCircle />} role="alert" title="The categories could not be loaded">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{error.message}</Text>
          <Button
            size="xs"
            variant="white"
            color="error"
            onClick={() => void refetch()}
            loading={isRefetching}
          >
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  const open = data
    .filter((category) => category.CanApply)
    .sort(
      (a, b) =>
        (applicationFee(a)?.Amount_Including_VAT ?? 0) - (applicationFee(b)?.Amount_Including_VAT ?? 0) ||
        a.Description.localeCompare(b.Description),
    );
  if (open.length === 0) {
    return (
      <EmptyState
        icon={<IconCategory size={28} />}
        withIndicatorBackground
        title="No categories open"
        description={`No ${type === 'Corporate' ? 'firm' : 'individual'} membership categories are open for applications at the moment. Please check again later.`}
        py="xl"
      />
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {open.map((category) => (
        <CategoryCard key={category.Code} category={category} />
      ))}
    </SimpleGrid>
  );
}

function Categories() {
  const [params, setParams] = useSearchParams();
  const tab: UserType = params.get('type') === 'Corporate' ? 'Corporate' : 'Individual';
  return (
    <Stack gap="lg" py={{ base: 'md', md: 'xl' }}>
      <div>
        <Title order={1} size="h2">
          Apply for membership
        </Title>
        <Text c="dimmed" mt={4}>
          Choose the membership category you are applying for. Already have an account?{' '}
          <Anchor component={Link} to="/">
            Sign in
          </Anchor>
        </Text>
      </div>
      <Tabs
        value={tab}
        onChange={(value) => setParams(value === 'Corporate' ? { type: 'Corporate' } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          <Tabs.Tab value="Individual" leftSection={<IconUser size={16} />}>
            Individual
          </Tabs.Tab>
          <Tabs.Tab value="Corporate" leftSection={<IconBuilding size={16} />}>
            Firm
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="Individual">
          <CategoryList type="Individual" />
        </Tabs.Panel>
        <Tabs.Panel value="Corporate">
          <CategoryList type="Corporate" />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** /categories (spec 1 §2): the categories a visitor can apply for, individuals and firms apart. */
export default function CategoriesPage() {
  return (
    <RegistrationOpenOnly>
      <Categories />
    </RegistrationOpenOnly>
  );
}
