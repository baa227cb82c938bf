// Where the licence screens are, without zod: pages link to them, and importing the schemas for a
// path would load the validation library with every such page. licences.ts re-exports it.

/** Where the licence screens are (spec 3 §2.5). */
export const licenceRoutes = {
  list: '/license',
  card: '/license/card',
  document: (no: string) => `/license/document/${encodeURIComponent(no)}`,
  invoice: (no: string) => `/license/license/${encodeURIComponent(no)}`,
  certificate: (no: string) => `/license/certificate/${encodeURIComponent(no)}`,
  /** The public check a licence certificate's QR code opens (with its check code). */
  verify: (licenceNo: string) => `/licence-verify/${encodeURIComponent(licenceNo)}`,
};
