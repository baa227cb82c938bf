// The code page of the last code sent in this tab, per e-mail: registering again, or asking sign-in's
// "Verify account" again, a moment later is refused while the code sent then still works, and the
// page offers to go back to that code. Plain and dependency-free: the sign-in page loads it too.
const codeRouteKey = (email: string) => `register-code:${email.trim().toLowerCase()}`;

export function rememberCodeRoute(email: string, route: string): void {
  try {
    sessionStorage.setItem(codeRouteKey(email), route);
  } catch {
    // Storage refused: the refusal still says what to do.
  }
}

export function keptCodeRoute(email: string): string | null {
  try {
    return sessionStorage.getItem(codeRouteKey(email));
  } catch {
    return null;
  }
}
