import { createFileRoute } from '@tanstack/react-router';
import { FrameScreen } from '../-chat/frame-screen';

export const Route = createFileRoute('/$organisationId/frame')({
  component: OrganisationFrame,
});

function OrganisationFrame() {
  const { organisationId } = Route.useParams();
  return <FrameScreen key={organisationId} organisationId={organisationId} />;
}
