/** The query key of the member register list; an import invalidates it. */
export const registerKey = ['admin', 'member-register'] as const;
