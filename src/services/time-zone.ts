/** The visitor's IANA time zone as the browser knows it ("Europe/Berlin"), or undefined when it says none. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
