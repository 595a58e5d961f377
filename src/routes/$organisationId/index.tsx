import { createFileRoute } from '@tanstack/react-router';
import { DemoChatScreen } from '../-chat/demo-chat-screen';

export const Route = createFileRoute('/$organisationId/')({
  component: OrganisationDemo,
});

function OrganisationDemo() {
  const { organisationId } = Route.useParams();
  // A new organisation is a new page: its own organisation loader and chat.
  return <DemoChatScreen key={organisationId} organisationId={organisationId} />;
}
