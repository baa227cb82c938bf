import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  profileSectionExtraEndpoints,
  type SectionEndpoints,
} from '../../../../contract/endpoints/profile-sections';
import {
  profileSections,
  type SectionInfo,
  TRANSCRIPT_FILE_FIELD,
} from '../../../../contract/profile-sections';
import { call } from '../../../lib/call';

/** The query keys of a section's list, and of the requirements checklist that counts the sections. */
export const sectionQueryKey = (path: string) => ['profile', 'sections', path] as const;
export const checklistQueryKey = ['checklist'] as const;

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

/**
 * A stored qualification's transcripts (spec 2 §7 certifications): add one with its description,
 * or remove one; the certifications list, which carries them, is read again after either.
 */
export function useCertificationTranscriptChanges(entryNo: number) {
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: sectionQueryKey(profileSections.certifications.path) });
  const add = useMutation({
    mutationFn: ({ file, description }: { file: File; description: string }) => {
      const form = new FormData();
      form.append('EntryNo', String(entryNo));
      form.append('description', description);
      form.append(TRANSCRIPT_FILE_FIELD, file, file.name);
      return call(profileSectionExtraEndpoints.addTranscript, { body: form });
    },
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (transcriptId: number) =>
      call(profileSectionExtraEndpoints.removeTranscript, { body: { EntryNo: entryNo, transcriptId } }),
    onSuccess: refresh,
  });
  return { add, remove };
}
