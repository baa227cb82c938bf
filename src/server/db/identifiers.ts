/** Public numbers derived from row ids: readable, stable, and unique because the ids are. */
export const formatProfileId = (rowId: number) => `PR-${String(rowId).padStart(6, '0')}`;

export const formatApplicationNo = (rowId: number) => `APP-${String(rowId).padStart(6, '0')}`;
export const isApplicationNo = (text: string) => /^APP-\d{6,}$/.test(text);

export const formatInvoiceNo = (rowId: number) => `INV-${String(rowId).padStart(6, '0')}`;

export const formatReceiptNo = (rowId: number) => `RCT-${String(rowId).padStart(6, '0')}`;

/** A credit note reverses one receipt (decision 0030): its own series, CRN-000001. */
export const formatCreditNoteNo = (rowId: number) => `CRN-${String(rowId).padStart(6, '0')}`;

export const formatEventNo = (rowId: number) => `EV-${String(rowId).padStart(6, '0')}`;

export const formatBookingNo = (rowId: number) => `BK-${String(rowId).padStart(6, '0')}`;
