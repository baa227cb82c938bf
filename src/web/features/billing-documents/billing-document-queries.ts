import { queryOptions, skipToken } from '@tanstack/react-query';
import { type BillingDocumentType, billingDocumentTypes } from '../../../contract/billing-documents';
import { billingDocumentAddresses as declared } from '../../../contract/endpoints/addresses/billing-documents';
import type { PdfSource } from '../../components/PdfPage';
import { call } from '../../lib/call';
import { billingQueryKey } from '../billing/public';

/** A billing document as its page names it: the type and the number, base64, as in the route. */
export interface BillingDocumentCode {
  type: BillingDocumentType;
  code: string;
}

export const isBillingDocumentType = (value: string): value is BillingDocumentType =>
  (billingDocumentTypes as readonly string[]).includes(value);

/** The base64 PDF of an invoice or receipt by type (staff may read any). */
export const fetchBillingPdf = ({ type, code }: BillingDocumentCode) =>
  call(declared.documentPdf, { params: { type, code } });

/**
 * The PDF of a billing document for the viewer (base64): an invoice by its proforma address (a
 * proforma while anything is owed), a receipt by its own, or either by type at billing/document.
 */
export const billingDocumentPdf = {
  invoice: (code: string): PdfSource => ({
    key: [...billingQueryKey, 'proforma', code],
    fetch: () => call(declared.invoicePdf, { params: { code } }),
  }),
  receipt: (code: string): PdfSource => ({
    key: [...billingQueryKey, 'receipt', code],
    fetch: () => call(declared.receiptPdf, { params: { code } }),
  }),
  byType: ({ type, code }: BillingDocumentCode): PdfSource => ({
    key: [...billingQueryKey, 'document', type, code],
    fetch: () => fetchBillingPdf({ type, code }),
  }),
};

/** The billing documents' reads as TanStack Query options. */
export const billingDocumentQueries = {
  /** GET billing/invoice-summary/{code}: what is owed on the invoice, so its page offers Pay Now or not. */
  invoiceSummary: (code: string) =>
    queryOptions({
      queryKey: [...billingQueryKey, 'invoice-summary', code],
      queryFn: () => call(declared.invoiceSummary, { params: { code } }),
    }),
  /**
   * GET verify/{type}/{number}?code=: the public check a document's QR code opens; nothing is asked
   * for a type that is no billing document or an empty number. Asked once: the answer does not change.
   */
  verification: (type: string, number: string, code: string) =>
    queryOptions({
      queryKey: ['verify-document', type, number, code],
      queryFn:
        isBillingDocumentType(type) && number
          ? () => call(declared.verify, { params: { type, number }, query: { code } })
          : skipToken,
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
    }),
};
