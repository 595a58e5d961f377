import { createFileRoute } from '@tanstack/react-router';
import { WidgetDemoScreen } from '../-chat/widget-demo-screen';

export const Route = createFileRoute('/$organisationId/widget')({
  component: OrganisationWidget,
});

function OrganisationWidget() {
  const { organisationId } = Route.useParams();
  return <WidgetDemoScreen key={organisationId} organisationId={organisationId} />;
}
