// The visitor's IANA time zone (sent with their messages, shown as their local time in the console).
// Only a name of the IANA database that this runtime knows is taken: "Europe/Berlin", "UTC". An
// offset ("+05:00"), an abbreviation the database lacks or anything longer than a zone name is refused.
import { unprocessable } from './http-errors.ts';

const TIME_ZONE_MAX_LENGTH = 64;
const IANA_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+){0,2}$/;

/** The zone's canonical name (as Intl spells it), or undefined when it is not one. */
export function canonicalTimeZone(value: string): string | undefined {
  if (value.length > TIME_ZONE_MAX_LENGTH || !IANA_NAME.test(value)) return undefined;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** `time_zone` of a send: absent, or a real zone (422 otherwise). */
export function checkedTimeZone(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const zone = canonicalTimeZone(value);
  if (!zone) throw unprocessable('Field "time_zone" must be an IANA time zone such as "Europe/Berlin"', 'time_zone');
  return zone;
}
