import { createFileRoute } from '@tanstack/react-router';
import { DEFAULT_ORGANISATION_ID } from '../contract/contract';
import { FullscreenScreen } from './-chat/fullscreen-screen';

export const Route = createFileRoute('/fullscreen')({
  component: () => <FullscreenScreen organisationId={DEFAULT_ORGANISATION_ID} />,
});
