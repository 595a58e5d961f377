import { createFileRoute } from '@tanstack/react-router';
import { DEFAULT_ORGANISATION_ID } from '../contract/contract';
import { OperatorConsoleScreen } from './-operator/operator-console-screen';

export const Route = createFileRoute('/operator')({
  component: () => <OperatorConsoleScreen organisationId={DEFAULT_ORGANISATION_ID} />,
});
