/** "14:05": the time now in the visitor's zone, or null for a zone this browser does not know. */
export function localTimeIn(timeZone: string, now: number, locale = 'en'): string | null {
  try {
    return new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(now);
  } catch {
    return null;
  }
}
