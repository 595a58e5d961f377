// How a team member's calls prove who they are: the tab's API key (the key sign-in), or the
// signed-in session's CSRF token (the session cookie itself goes with every same-origin call).
// The console's sign-in wiring keeps the token here; visitor calls never send either.
let csrfToken: string | null = null;

export function rememberCsrfToken(token: string | null): void {
  csrfToken = token;
}

export function teamHeaders(operatorKey: string): Record<string, string> {
  if (operatorKey) return { Authorization: `Bearer ${operatorKey}` };
  return csrfToken ? { 'X-CSRF-Token': csrfToken } : {};
}
