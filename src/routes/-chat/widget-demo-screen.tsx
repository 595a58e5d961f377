import { useEffect } from 'react';
import { setWidgetSession } from '../../services/storage';
import { WidgetDemoPage } from '../../ui/widget-demo-page';
import { WidgetPanel } from '../../ui/widget-panel';
import { OrganisationChat } from './organisation-chat';
import { useChat } from './use-chat';
import { useOrganisation } from './use-organisation';

/** /widget and /{organisation_id}/widget: a stand-in website with the chat widget (SPEC.md §2). */
export function WidgetDemoScreen({ organisationId }: { organisationId: string }) {
  useEffect(() => setWidgetSession(organisationId), [organisationId]);
  const organisation = useOrganisation(organisationId);
  const chatRef = useChat(organisationId);
  return (
    <WidgetDemoPage
      organisation={organisation}
      widget={
        organisation && (
          <WidgetPanel
            organisation={organisation}
            fullscreenUrl={`/${encodeURIComponent(organisationId)}/fullscreen`}
            renderChat={(actions) => <OrganisationChat chatRef={chatRef} organisation={organisation} actions={actions} />}
          />
        )
      }
    />
  );
}
