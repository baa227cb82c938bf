import { Accordion, List, Text } from '@mantine/core';
import type { LeftOutGroup } from '../../../../contract/subscriptions';
import { formatCount } from '../../../lib/format';

/** Who a period leaves out and why: one fold per reason, naming the first few members of each. */
export function LeftOutList({ groups }: { groups: LeftOutGroup[] }) {
  if (groups.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Nobody on the register is left out.
      </Text>
    );
  return (
    <Accordion variant="separated" chevronPosition="left" aria-label="Members left out">
      {groups.map((group) => (
        <Accordion.Item key={`${group.reason}-${group.subject}`} value={`${group.reason}-${group.subject}`}>
          <Accordion.Control>
            <Text size="sm" fw={600} component="span">
              {group.label}
            </Text>{' '}
            <Text size="sm" c="dimmed" component="span">
              ({formatCount(group.count)} {group.count === 1 ? 'member' : 'members'})
            </Text>
          </Accordion.Control>
          <Accordion.Panel>
            <List size="sm" spacing={2}>
              {group.members.map((member) => (
                <List.Item key={member.memberNo}>
                  {member.memberNo} · {member.name}
                </List.Item>
              ))}
            </List>
            {group.count > group.members.length && (
              <Text size="xs" c="dimmed" mt={4}>
                and {formatCount(group.count - group.members.length)} more
              </Text>
            )}
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
