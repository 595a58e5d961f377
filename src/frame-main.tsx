// The embed frame's own entry (frame.html): the chat panel alone, without the router. The frame
// is what a visitor's click on a site's launcher waits for, so it loads only what the panel needs
// (issue 14's budget: 120 KB gzip until usable); the routed app (main.tsx) is for Korero's pages.
import { reloadWhenChunksAreGone } from './embed/stale-build';
import { renderPage } from './render-page';
import { FrameScreen } from './routes/-chat/frame-screen';

// /{organisation_id}/frame, as the server matched it (server/embed/framing.ts frameOrganisationId).
const organisationId = decodeURIComponent(window.location.pathname.split('/')[1] ?? '');

// The page may be the browser's copy from before a deploy (src/embed/stale-build.ts).
reloadWhenChunksAreGone();
renderPage(<FrameScreen organisationId={organisationId} />);
