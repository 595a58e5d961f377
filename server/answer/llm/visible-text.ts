// While an LLM answer streams, the visitor sees it without its [n] source markers, as the stored
// answer will read. A marker may arrive in pieces ("[", "2", "]"), so the text after an unclosed
// "[" and trailing spaces (a marker takes the space before it) wait for the next piece.
import { MARKERS } from './prompt.ts';

/** The part of `raw` that can be shown now, markers removed. */
export function visiblePrefix(raw: string): string {
  const open = raw.lastIndexOf('[');
  const settled = open >= 0 && raw.indexOf(']', open) < 0 && raw.length - open <= 32 ? raw.slice(0, open) : raw;
  return settled.replace(MARKERS, '').replace(/\s+$/, '');
}

/** Turns the model's growing text into the pieces to send: each extends what was sent before. */
export function visibleTextStream(send: (piece: string) => void): (delta: string) => void {
  let raw = '';
  let sent = '';
  return (delta) => {
    raw += delta;
    const visible = visiblePrefix(raw);
    // A marker's removal never shortens what was already shown; if it ever did, wait.
    if (visible.length > sent.length && visible.startsWith(sent)) {
      send(visible.slice(sent.length));
      sent = visible;
    }
  };
}
