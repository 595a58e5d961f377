import { createFileRoute } from '@tanstack/react-router';
import { FullscreenScreen } from '../-chat/fullscreen-screen';

export const Route = createFileRoute('/$organisationId/fullscreen')({
  component: OrganisationFullscreen,
});

function OrganisationFullscreen() {
  const { organisationId } = Route.useParams();
  return <FullscreenScreen key={organisationId} organisationId={organisationId} />;
}
