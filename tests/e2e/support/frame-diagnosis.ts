// What the embedded widget showed when a test's wait for it ran out, and where the host page's focus
// was: a first message lost in a just-opened widget turned out to be keys that Chromium sent to the
// host page, not to the frame (support/frame-keyboard.ts), and this is what showed it.
import type { Page } from 'playwright-core';

/** The frame's state and the host page's focus, as one line for a failure message. */
export async function frameDiagnosis(page: Page): Promise<string> {
  const frame = page.frames().find((each) => new URL(each.url()).pathname.endsWith('/frame'));
  const hostActive = await page.evaluate(() => {
    const active = document.activeElement;
    return active?.shadowRoot?.activeElement?.tagName ? `${active.tagName} > ${active.shadowRoot.activeElement.tagName}` : (active?.tagName ?? null);
  });
  const state = frame
    ? await frame.evaluate(() => ({
        shell: document.getElementById('frame-shell') !== null,
        view: document.querySelector('section[data-chat-view]')?.getAttribute('data-chat-view') ?? null,
        composer: document.querySelector<HTMLTextAreaElement>('textarea')?.value ?? null,
        frameActive: document.activeElement?.tagName ?? null,
        frameHasFocus: document.hasFocus(),
        requests: performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => path.startsWith('/api/')),
      }))
    : 'no frame';
  return JSON.stringify({ hostActive, frame: state });
}

/** Runs a wait on the widget; if it fails, its error says what the widget showed. */
export async function diagnosingFrame<T>(page: Page, wait: () => Promise<T>): Promise<T> {
  try {
    return await wait();
  } catch (error) {
    const diagnosis = await frameDiagnosis(page).catch((reason: unknown) => `no diagnosis: ${String(reason)}`);
    if (error instanceof Error) error.message += `\nThe widget showed: ${diagnosis}`;
    throw error;
  }
}
