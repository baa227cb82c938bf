import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SectionEndpoints } from '../../../../contract/endpoints/profile-sections';
import type { SectionInfo } from '../../../../contract/profile-sections';
import { call } from '../../../lib/call';
import { checklistQueryKey } from '../../checklist/public';

/** The query key of a section's list. */
export const sectionQueryKey = (path: string) => ['profile', 'sections', path] as const;

/**
 * A section's entries, and its create / update / remove calls (spec 2 §7 paths), as the contract
 * declares them (`profileSectionEndpoints`).
 */
export function useSectionEntries<Entry extends { EntryNo: number }>(
  info: SectionInfo,
  declared: SectionEndpoints<Entry>,
) {
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: sectionQueryKey(info.path),
    queryFn: () => call(declared.list, {}),
  });
  // Every change refetches the list and tells the checklist to count again (spec 2 §2.1).
  const changed = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: sectionQueryKey(info.path) }),
      queryClient.invalidateQueries({ queryKey: checklistQueryKey }),
    ]);
  const save = useMutation({
    mutationFn: ({ values, entryNo }: { values: object; entryNo: number | null }) =>
      // JSON, or a form when a file was chosen (a section with files takes either), so the body is
      // not the type of one declaration; the answer is.
      entryNo === null
        ? call(declared.create, { body: bodyOf(values) } as never)
        : call(declared.update, { body: bodyOf({ ...values, EntryNo: entryNo }) } as never),
    onSuccess: changed,
  });
  const remove = useMutation({
    mutationFn: (entryNo: number) => call(declared.remove, { body: { EntryNo: entryNo } }),
    onSuccess: changed,
  });
  return { list, save, remove };
}

/**
 * The body of a save: JSON, or a multipart form when a file was chosen (sections with files, README
 * "Sections with files"); in the form every other value is sent as text and empty ones are left out.
 */
export function bodyOf(values: object): object | FormData {
  const entries = Object.entries(values);
  if (!entries.some(([, value]) => value instanceof Blob)) return values;
  const form = new FormData();
  for (const [key, value] of entries) {
    if (value === null || value === undefined) continue;
    if (value instanceof File) form.append(key, value, value.name);
    else if (value instanceof Blob) form.append(key, value);
    else form.append(key, String(value));
  }
  return form;
}
