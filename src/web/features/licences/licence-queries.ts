import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { licenceAddresses } from '../../../contract/endpoints/addresses/licences';
import { licenceCaptionOf } from '../../../contract/licence-messages';
import type { LicenceDetails } from '../../../contract/licences';
import { call, type MutationReactions } from '../../lib/call';
import { useSiteSettings } from '../../lib/settings';

export const licencesQueryKey = ['licences'] as const;

/** GET license: the caller's applications. */
export const useLicences = () =>
  useQuery({ queryKey: licencesQueryKey, queryFn: () => call(licenceAddresses.ownLicences, {}) });

/** GET license/{no}: one application with its details. */
export const useLicence = (no: string) =>
  useQuery({
    queryKey: [...licencesQueryKey, no],
    queryFn: () => call(licenceAddresses.ownLicence, { params: { id: no } }),
    enabled: no !== '',
  });

/** GET license/profile: what the details tab is prefilled with. */
export const useLicenceProfile = () =>
  useQuery({
    queryKey: [...licencesQueryKey, 'profile'],
    queryFn: () => call(licenceAddresses.profile, {}),
    retry: false,
  });

/** GET license/{no}/proforma: the proforma invoice's PDF. */
export const useLicenceProformaPdf = (no: string) =>
  useQuery({
    queryKey: [...licencesQueryKey, 'proforma', no],
    queryFn: () => call(licenceAddresses.proformaPdf, { params: { id: no } }),
    retry: false,
  });

/** The application's own PDF. */
export const useLicenceApplicationPdf = (no: string) =>
  useQuery({
    queryKey: [...licencesQueryKey, 'application', no],
    queryFn: () => call(licenceAddresses.applicationPdf, { params: { id: no } }),
    retry: false,
  });

/** The issued licence's certificate (base64 PDF); the server answers 409 before issue. */
export const useLicenceCertificatePdf = (no: string) =>
  useQuery({
    queryKey: [...licencesQueryKey, 'certificate', no],
    queryFn: () => call(licenceAddresses.certificate, { params: { id: no } }),
    retry: false,
  });

/** GET licence-verify/{licenceNo}?code= (public): the check a licence certificate's QR code opens. */
export const useLicenceCheck = (licenceNo: string, code: string) =>
  useQuery({
    queryKey: ['licence-verify', licenceNo, code],
    queryFn: () => call(licenceAddresses.verify, { params: { licenceNo }, query: { code } }),
    enabled: Boolean(licenceNo),
    retry: false,
  });

/** The licence checklist of the member's category; waits until the category is known. */
export const useLicenceChecklist = (category: string) =>
  useQuery({
    queryKey: [...licencesQueryKey, 'checklist', category],
    queryFn: () => call(licenceAddresses.checklist, { params: { id: category } }),
    enabled: category !== '',
  });

/** Submits the application with its declaration; the member's applications are read again. */
export function useSubmitLicence() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (submitted: LicenceDetails) =>
      call(licenceAddresses.submit, { body: { ...submitted, declaration: true } }),
    onSuccess: () => client.invalidateQueries({ queryKey: licencesQueryKey }),
  });
}

/**
 * Uploads the signed, stamped scan of an application; the applications are read again. The
 * reactions sit on the mutation, not on `mutate`: reading the applications again replaces the
 * upload form, and `mutate`'s own callbacks die with it (the confirmation never showed).
 */
export function useUploadLicenceScan(applicationNo: string, reactions: MutationReactions<unknown, File>) {
  const client = useQueryClient();
  return useMutation({
    ...reactions,
    mutationFn: (scan: File) => {
      const form = new FormData();
      form.append('licenseApplicationNo', applicationNo);
      form.append('licenseBase64', scan, scan.name);
      return call(licenceAddresses.uploadScan, { body: form });
    },
    onSuccess: async (...args) => {
      await reactions.onSuccess?.(...args);
      await client.invalidateQueries({ queryKey: licencesQueryKey });
    },
  });
}

/** The licence caption of minor settings (spec 3 §2.5, default 'License'). */
export const useLicenceCaption = (): string => licenceCaptionOf(useSiteSettings().minor_settings);
