// What a CPD certificate number looks like and what its download is called, without zod: the CPD
// certificate page checks the number in its address before it asks for the PDF. cpd.ts re-exports
// them, so server code imports them from there as before.

/** Random, not sequential, so certificate numbers cannot be walked to list who attended what. */
export const CPD_CERTIFICATE_PATTERN = /^CPD-\d{4}-[0-9A-HJKMNP-TV-Z]{8}$/;
export const isCpdCertificateNo = (text: string): boolean => CPD_CERTIFICATE_PATTERN.test(text);
export const cpdCertificateFileName = (certificateNo: string) => `CPD_CERTIFICATE-${certificateNo}.pdf`;
