import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileSectionExtraEndpoints } from '../../../../contract/endpoints/profile-sections';
import { profileSections, TRANSCRIPT_FILE_FIELD } from '../../../../contract/profile-sections';
import { call } from '../../../lib/call';
import { sectionQueryKey } from './section-api';

// Apart from section-api.ts, which the dashboard loads: these calls bring the sections' schemas.
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
