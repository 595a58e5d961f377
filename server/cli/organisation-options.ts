// The organisation profile options shared by `korero org create` and `korero org update`, and
// their checks: what the widget shows must be valid before it is stored, not when a visitor sees it.
import type { Command } from 'commander';
import { is } from 'superstruct';
import { Email } from '../../src/contract/contract.ts';
import { exactOrigin } from '../embed/framing.ts';
import type { NewOrganisation } from '../store/organisations-repository.ts';

export interface ProfileOptions {
  name?: string;
  description?: string;
  /** false: --no-question (update) clears them. */
  question?: string[] | false;
  logoUrl?: string | false;
  bubbleColor?: string;
  textColor?: string;
  buttonColor?: string;
  buttonTextColor?: string;
  supportEmail?: string | false;
  supportPhone?: string | false;
  allowOrigin?: string[] | false;
}

export type ProfileChanges = Partial<Omit<NewOrganisation, 'id' | 'isDemo' | 'createdAt'>>;

const HEX_COLOUR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const NAME_MAX_LENGTH = 200;
const TEXT_MAX_LENGTH = 1000;

/** Adds the profile options; `clearable` adds the --no-… forms that empty an optional field. */
export function addProfileOptions(command: Command, { clearable }: { clearable: boolean }): Command {
  command
    .option('-d, --description <text>', 'a one-line description')
    .option('-q, --question <question...>', 'suggested questions on the start screen (repeat or list several; replaces the current ones)')
    .option('--logo-url <url>', 'the logo: an http(s) URL, or a path on the Korero server such as /logos/acme.svg')
    .option('--bubble-color <#hex>', "the visitor's chat bubble colour (#rgb or #rrggbb)")
    .option('--text-color <#hex>', 'the text colour on the chat bubble')
    .option('--button-color <#hex>', 'the launcher and send button colour')
    .option('--button-text-color <#hex>', 'the text colour on buttons')
    .option('--support-email <email>', 'where visitors can write to a person')
    .option('--support-phone <phone>', 'where visitors can call a person')
    .option('--allow-origin <origin...>', 'sites that may embed the widget, as exact origins such as https://www.example.com (replaces the current ones)');
  if (clearable) {
    command
      .option('--no-question', 'remove the suggested questions')
      .option('--no-logo-url', 'remove the logo')
      .option('--no-support-email', 'remove the support email')
      .option('--no-support-phone', 'remove the support phone')
      .option('--no-allow-origin', 'allow no other sites to embed the widget');
  }
  return command;
}

function checkedText(value: string, option: string, max: number): string {
  const text = value.trim();
  if (text.length > max) throw new Error(`${option} is too long: at most ${max} characters`);
  if (text.includes('\u0000')) throw new Error(`${option} must not contain NUL bytes`);
  return text;
}

function colour(value: string, option: string): string {
  if (!HEX_COLOUR.test(value.trim())) throw new Error(`${option} must be a colour such as #1a73e8 or #fff, got "${value}"`);
  return value.trim().toLowerCase();
}

function logoUrl(value: string): string {
  const url = value.trim();
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  try {
    const parsed = new URL(url);
    if (parsed.protocol === 'http:' || parsed.protocol === 'https:') return parsed.href;
  } catch {
    // Reported below.
  }
  throw new Error(`--logo-url must be an http(s) URL or a path starting with /, got "${value}"`);
}

function origin(value: string): string {
  const exact = exactOrigin(value.trim());
  if (exact) return exact;
  let hint = '';
  try {
    const parsed = new URL(value.trim());
    if (parsed.protocol === 'http:' || parsed.protocol === 'https:') hint = ` (did you mean ${parsed.origin}?)`;
  } catch {
    // No better suggestion than the example.
  }
  throw new Error(`--allow-origin "${value}" is not an origin such as https://www.example.com${hint}`);
}

/** The stored columns the given options change; throws with the option at fault. */
export function profileChanges(options: ProfileOptions): ProfileChanges {
  const changes: ProfileChanges = {};
  if (options.name !== undefined) {
    changes.name = checkedText(options.name, '--name', NAME_MAX_LENGTH);
    if (!changes.name) throw new Error('--name must not be empty');
  }
  if (options.description !== undefined) changes.description = checkedText(options.description, '--description', TEXT_MAX_LENGTH);
  if (options.question !== undefined) {
    changes.defaultQuestions = (options.question || []).map((question) => checkedText(question, '--question', TEXT_MAX_LENGTH)).filter(Boolean);
  }
  if (options.logoUrl !== undefined) changes.logoUrl = options.logoUrl === false ? '' : logoUrl(options.logoUrl);
  if (options.bubbleColor !== undefined) changes.chatBubbleColor = colour(options.bubbleColor, '--bubble-color');
  if (options.textColor !== undefined) changes.chatTextColor = colour(options.textColor, '--text-color');
  if (options.buttonColor !== undefined) changes.buttonColor = colour(options.buttonColor, '--button-color');
  if (options.buttonTextColor !== undefined) changes.buttonTextColor = colour(options.buttonTextColor, '--button-text-color');
  if (options.supportEmail !== undefined) {
    const email = options.supportEmail === false ? null : options.supportEmail.trim();
    if (email !== null && !is(email, Email)) throw new Error(`--support-email must be an email address, got "${options.supportEmail}"`);
    changes.supportEmail = email;
  }
  if (options.supportPhone !== undefined) {
    changes.supportPhone = options.supportPhone === false ? null : checkedText(options.supportPhone, '--support-phone', 50) || null;
  }
  if (options.allowOrigin !== undefined) changes.allowedOrigins = [...new Set((options.allowOrigin || []).map(origin))];
  return changes;
}
