/** Only same-site paths are followed (after login, or from a page the server redirects), never another origin. */
export function safeRedirect(target: string | null): string | null {
  // '//host' and '/\host' are read by browsers as another origin.
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  return target;
}
