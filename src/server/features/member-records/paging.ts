import { MEMBER_RECORD_PAGE_SIZE, type MemberPage } from '../../../contract/member-records';

/** The rows of `page` (1-based) of a list the member page shows 20 at a time. */
export const offsetOf = (page: number) => (page - 1) * MEMBER_RECORD_PAGE_SIZE;

export const pageOf = <Item>(items: Item[], total: number | string, page: number): MemberPage<Item> => ({
  items,
  total: Number(total),
  page,
  pageSize: MEMBER_RECORD_PAGE_SIZE,
});
