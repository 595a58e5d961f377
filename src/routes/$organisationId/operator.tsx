import { createFileRoute } from '@tanstack/react-router';
import { OperatorConsoleScreen } from '../-operator/operator-console-screen';

export const Route = createFileRoute('/$organisationId/operator')({
  component: OrganisationOperatorConsole,
});

function OrganisationOperatorConsole() {
  const { organisationId } = Route.useParams();
  return <OperatorConsoleScreen key={organisationId} organisationId={organisationId} />;
}
