import { useEffect } from 'react';
import { addEmbedWidget } from '../../services/embed-widget';
import { setWidgetSession } from '../../services/storage';
import { WidgetDemoPage } from '../../ui/pages/widget-demo-page';
import { useOrganisation } from './use-routed-organisation';

/**
 * /widget and /{organisation_id}/widget: a stand-in website with the chat widget (SPEC.md §2).
 * The widget is the embed every site gets (docs/embed.md), opened on arrival by the session keys.
 */
export function WidgetDemoScreen({ organisationId }: { organisationId: string }) {
  useEffect(() => setWidgetSession(organisationId), [organisationId]);
  const organisation = useOrganisation(organisationId);
  // Once the organisation is known to exist: an unknown one is redirected to the default demo.
  const shownOrganisationId = organisation ? organisationId : null;
  useEffect(() => (shownOrganisationId ? addEmbedWidget(shownOrganisationId) : undefined), [shownOrganisationId]);
  return <WidgetDemoPage organisation={organisation} />;
}
