import { createFileRoute } from '@tanstack/react-router';
import { DEFAULT_ORGANISATION_ID } from '../contract/contract';
import { WidgetDemoScreen } from './-chat/widget-demo-screen';

export const Route = createFileRoute('/widget')({
  component: () => <WidgetDemoScreen organisationId={DEFAULT_ORGANISATION_ID} />,
});
