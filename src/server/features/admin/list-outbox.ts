import type { z } from 'zod';
import type { OutboxPage, outboxQuerySchema } from '../../../contract/outbox';
import type { Db } from '../../db/database';
import { outboxSummaryColumns } from '../../platform/outbox';

const PAGE_SIZE = 20;

/** The message log: what was queued, to whom, and whether it went out. Bodies stay on the server. */
export async function listOutbox(db: Db, query: z.output<typeof outboxQuerySchema>): Promise<OutboxPage> {
  let base = db.selectFrom('outbox');
  if (query.status) base = base.where('status', '=', query.status);
  if (query.channel) base = base.where('channel', '=', query.channel);
  const [{ total } = { total: 0 }] = await base
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .execute();
  const items = await base
    .select(outboxSummaryColumns)
    .orderBy('id', 'desc')
    .limit(PAGE_SIZE)
    .offset((query.page - 1) * PAGE_SIZE)
    .execute();
  return {
    items: items.map(({ secret, ...item }) => ({ ...item, secret: secret === 1 })),
    total: Number(total),
    page: query.page,
    pageSize: PAGE_SIZE,
  };
}
