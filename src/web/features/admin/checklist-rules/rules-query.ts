export const rulesQueryKey = (category: string) => ['admin', 'checklist-rules', category] as const;
