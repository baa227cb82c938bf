/** The staff pages of one application, all under the review workspace. */
export const workspacePath = (code: string): string => `/admin/review/${encodeURIComponent(code)}`;

export const refereeFormPathOf = (code: string, entryNo: number): string =>
  `${workspacePath(code)}/referee-form/${entryNo}`;

export const documentPathOf = (code: string): string => `${workspacePath(code)}/document`;
