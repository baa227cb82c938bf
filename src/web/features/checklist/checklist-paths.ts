const checklistHome = '/checklist';

/** The section completing a checklist item; `from` is the checklist page to come back to. */
export const checklistComponentPath = (type: string, from: string) => {
  const path = `/checklist/component/${encodeURIComponent(type)}`;
  return from === checklistHome ? path : `${path}?from=${encodeURIComponent(from)}`;
};

/**
 * Where 'Back to checklist' goes: the checklist the member came from when it is one of the portal's
 * own pages (never another site: a `from` of '//elsewhere' is ignored), else the membership checklist.
 */
export const checklistBackPath = (from: string | null): string =>
  from?.startsWith('/') && !from.startsWith('//') && !from.startsWith('/\\') ? from : checklistHome;
