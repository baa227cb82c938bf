/** The cache key of GET profile, on its own so pages that only read the bio do not load the bio form. */
export const bioQueryKey = ['profile', 'bio'] as const;
