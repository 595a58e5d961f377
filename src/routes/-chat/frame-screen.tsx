import { FramePage } from '../../ui/frame-page';
import { WidgetPanelActions } from '../../ui/widget-panel-actions';
import { OrganisationChat } from './organisation-chat';
import { useChat } from './use-chat';
import { useFrameShellHandover } from './use-frame-shell-handover';
import { useHostConnection } from './use-host-connection';
import { useOrganisation } from './use-organisation';

/**
 * /{organisation_id}/frame: only the chat panel, filling the window of an embedding page's
 * iframe. Inside a loader's iframe it also has the widget's minimise and open-in-new-window
 * buttons, which the host page carries out.
 */
export function FrameScreen({ organisationId }: { organisationId: string }) {
  const organisation = useOrganisation(organisationId);
  const chatRef = useChat(organisationId);
  // In this order: the shell is taken over before the host connection starts from its state.
  useFrameShellHandover(organisation !== null, chatRef);
  const host = useHostConnection(organisation, chatRef);
  const fullscreenUrl = `/${encodeURIComponent(organisationId)}/fullscreen`;
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
