// The launcher's and panel's styles, inside the loader's shadow root. Colours come from the
// organisation (chat_bubble_color, chat_text_color) through --b and --t. Terse on purpose: every
// byte here is paid by every page that embeds Korero.
// Forced colours draw no shadow: the transparent border becomes the system's edge colour there.
export const STYLE =
  '.l,.p{position:fixed;bottom:20px;right:20px;border:solid #0000;box-shadow:0 4px 16px #0005}' +
  '.l{width:56px;height:56px;padding:14px;border-radius:50%;background:var(--b);color:var(--t);cursor:pointer}' +
  'svg{display:block;fill:currentColor}' +
  'span:empty{display:none}span{position:absolute;top:-4px;right:-4px;padding:0 7px;' +
  'border-radius:10px;background:#c22;color:#fff;font:700 12px/20px sans-serif}' +
  // No background of its own: the frame's page paints it, light or dark (a white one showed in dark mode).
  '.p{bottom:88px;width:min(400px,100vw - 40px);height:min(640px,100vh - 108px);border-radius:12px}' +
  '.left>*{right:auto;left:20px}' +
  // The wrapper is .o while the panel is open; closed, the panel stays loaded but hidden.
  ':not(.o)>.p{visibility:hidden}' +
  // On a phone the panel is the screen; its own minimise button brings the launcher back.
  '@media(max-width:480px){.p{inset:0!important;width:100%;height:100%;border:0;border-radius:0}.o .l{display:none}}';

/** The launcher bubble: a chat icon and the unread badge. The button's aria-label names it. */
export const LAUNCHER_HTML =
  '<button class="l"><svg viewBox="0 0 24 24"><path d="M20 2H4a2 2 0 0 0-2 2v18l4-4h14a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2z"/></svg><span></span></button>';
