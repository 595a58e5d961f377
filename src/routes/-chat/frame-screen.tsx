import { withPagePreferences } from '../../services/page-preferences';
import { AssistantUnavailable } from '../../ui/pages/assistant-unavailable';
import { FramePage } from '../../ui/pages/frame-page';
import { WidgetPanelActions } from '../../ui/chat/widget-panel-actions';
import { IdentityGate } from './identity-gate';
import { OrganisationChat } from './organisation-chat';
import { useChat } from './use-chat';
import { useFrameShellHandover } from './use-frame-shell-handover';
import { useHostConnection } from './use-host-connection';
import { useFrameOrganisation } from './use-organisation';

/**
 * /{organisation_id}/frame: only the chat panel, filling the window of an embedding page's
 * iframe. Inside a loader's iframe it also has the widget's minimise and open-in-new-window
 * buttons, which the host page carries out.
 */
export function FrameScreen({ organisationId }: { organisationId: string }) {
  return (
    <IdentityGate organisationId={organisationId}>
      <FrameChat organisationId={organisationId} />
    </IdentityGate>
  );
}

function FrameChat({ organisationId }: { organisationId: string }) {
  // A mistyped organisation id in the embed tag: the panel says so instead of leaving for the demo.
  const { organisation, unavailable } = useFrameOrganisation(organisationId);
  const chatRef = useChat(organisationId);
  // In this order: the shell is taken over before the host connection starts from its state.
  useFrameShellHandover(organisation !== null, chatRef);
  const host = useHostConnection(organisation, chatRef, unavailable ? organisationId : undefined);
  // In the same language and theme as the panel (the loader's data-locale and data-theme).
  const fullscreenUrl = withPagePreferences(`/${encodeURIComponent(organisationId)}/fullscreen`);
  if (unavailable) return <AssistantUnavailable onMinimise={host?.embedded ? () => host.requestMinimise() : undefined} />;
  return (
    <FramePage organisation={organisation}>
      {organisation && (
        <OrganisationChat
          chatRef={chatRef}
          organisation={organisation}
          actions={
            host?.embedded && (
              <WidgetPanelActions
                onOpenInNewWindow={() => host.openFullscreen(fullscreenUrl)}
                onMinimise={() => host.requestMinimise()}
              />
            )
          }
        />
      )}
    </FramePage>
  );
}
