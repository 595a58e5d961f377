// Keys typed into the embedded widget's frame itself, not wherever Chromium routes the page's keys.
//
// Why: right after the loader moves focus into the widget's frame (iframe.focus() on the frame's
// ready), Chromium sometimes hands keyboard focus straight back to the top-level page, 3–25 ms
// later: the host window gets `blur` then `focus` again, with the iframe element as its focused
// element, while the frame's own document keeps the input focused and document.hasFocus() true and
// sees no blur at all. Keys typed with `page.keyboard` (or a locator's press, which types on the
// page after focusing an element that already is focused) then reach the host page, which does
// nothing with them: the first message of a just-opened widget was lost about once in 20–40 cold
// opens on a busy machine (keydown logged on the host page, none in the frame). It happens with
// Chromium on its own too, not only under Playwright's emulated focus (a browser driven over CDP
// without it did the same), with no script of the host page or the frame calling focus at that
// moment; nothing in the frame can see it, and the loader has no bytes left to work around it.
//
// These keys go to the frame's own widget (a CDP session of the out-of-process frame), so the
// frame's focused element receives them as a visitor's would once focus is in the frame: they
// still land in the message input only if the frame put focus there. A frame of the page's own
// site (Korero's demo pages) has no process of its own and no such race: the page's keys are used.
import type { Frame, Locator } from 'playwright-core';

type NamedKey = 'Enter' | 'Escape';

const NAMED_KEYS: Record<NamedKey, { code: string; windowsVirtualKeyCode: number; text?: string }> = {
  Enter: { code: 'Enter', windowsVirtualKeyCode: 13, text: '\r' },
  Escape: { code: 'Escape', windowsVirtualKeyCode: 27 },
};

export interface FrameKeyboard {
  type(text: string): Promise<void>;
  /** Text arriving at once, as a paste or an input method gives it (what a locator's fill sends). */
  insertText(text: string): Promise<void>;
  press(key: NamedKey): Promise<void>;
}

/** The keyboard of the frame that holds `inside` (any locator in the widget's frame). */
export async function frameKeyboard(inside: Locator): Promise<FrameKeyboard> {
  const frame: Frame | null = await (await inside.elementHandle())!.ownerFrame();
  if (!frame) throw new Error('the locator is in no frame');
  const page = frame.page();
  if (frame === page.mainFrame()) return page.keyboard;
  let session;
  try {
    session = await page.context().newCDPSession(frame);
  } catch {
    // Same-site frame: part of the page's process, which routes the page's keys to it.
    return page.keyboard;
  }
  const cdp = session;
  const key = async (down: { key: string; code?: string; windowsVirtualKeyCode?: number; text?: string }) => {
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', ...down, unmodifiedText: down.text });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: down.key, code: down.code, windowsVirtualKeyCode: down.windowsVirtualKeyCode });
  };
  return {
    async type(text) {
      for (const character of text) await key({ key: character, text: character });
    },
    async insertText(text) {
      await cdp.send('Input.insertText', { text });
    },
    async press(name) {
      await key({ key: name, ...NAMED_KEYS[name] });
    },
  };
}

/**
 * A locator's fill, for an input in the widget's frame. Playwright's own fill focuses the input,
 * then sends the text to wherever Chromium routes the page's keys: when that is the host page (as
 * above), the text is lost and the input stays empty, and the send that follows is of nothing.
 */
export async function fillInFrame(input: Locator, text: string): Promise<void> {
  await input.evaluate((field: HTMLInputElement | HTMLTextAreaElement) => {
    field.focus();
    field.select();
  });
  await (await frameKeyboard(input)).insertText(text);
}
