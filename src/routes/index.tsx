import { createFileRoute } from '@tanstack/react-router';
import { DEFAULT_ORGANISATION_ID } from '../contract/contract';
import { DemoChatScreen } from './-chat/demo-chat-screen';

export const Route = createFileRoute('/')({
  component: () => <DemoChatScreen organisationId={DEFAULT_ORGANISATION_ID} />,
});
