import { useEffect } from 'react';
import { clearWidgetSession } from '../../services/storage';
import { DemoChatPage } from '../../ui/pages/demo-chat-page';
import { OrganisationChat } from './organisation-chat';
import { sourcePageOf } from './source-pages';
import { useChat } from './use-chat';
import { useOrganisation } from './use-routed-organisation';

/** / and /{organisation_id}: the demo chat page (SPEC.md §2). */
export function DemoChatScreen({ organisationId }: { organisationId: string }) {
  // The widget's session keys belong to the widget page; a demo visit forgets them.
  useEffect(() => clearWidgetSession(), []);
  const organisation = useOrganisation(organisationId);
  const chatRef = useChat(organisationId);
  return (
    <DemoChatPage
      organisation={organisation}
      sourcePageUrl={sourcePageOf(organisationId)}
      chat={organisation && <OrganisationChat chatRef={chatRef} organisation={organisation} />}
    />
  );
}
