import type { CodeList } from '../../../../contract/setup';
import { useCodeList, useDisciplines } from '../../../lib/reference-lists';

interface Named {
  code: string;
  description: string;
}

/** The name a list gives a code: nothing while the list loads (no code flashes up), the code only when no list knows it. */
function nameIn(code: string, pending: boolean, ...lists: (Named[] | undefined)[]) {
  if (code === '') return '-';
  const found = lists.flatMap((items) => items ?? []).find((item) => item.code === code);
  if (found) return found.description;
  return pending ? null : code;
}

/**
 * A stored code as the lookup list names it (MSC -> Master of Science); `also` is a second list the
 * code may come from (a certificate awarded is a qualification or a certificate).
 */
export function LookupName({ code, list, also }: { code: string; list: CodeList; also?: CodeList }) {
  const first = useCodeList(list);
  const second = useCodeList(also ?? list);
  return <>{nameIn(code, first.isPending || second.isPending, first.data, also && second.data)}</>;
}

/** A discipline code as its name (ELEC -> Electrical Engineering). */
export function DisciplineName({ code }: { code: string }) {
  const disciplines = useDisciplines();
  return <>{nameIn(code, disciplines.isPending, disciplines.data)}</>;
}
