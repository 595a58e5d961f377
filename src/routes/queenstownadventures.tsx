import { createFileRoute, useLocation, useNavigate } from '@tanstack/react-router';
import queenstownAdventures from '../../content/queenstown-adventures.md?raw';
import { ContentPage } from '../ui/content-page/content-page';

// A static route: it outranks /$organisationId, so this name is never read as an organisation id.
export const Route = createFileRoute('/queenstownadventures')({
  component: QueenstownAdventuresContent,
});

function QueenstownAdventuresContent() {
  const navigate = useNavigate();
  const sectionId = useLocation({ select: (location) => location.hash });
  return (
    <ContentPage
      markdown={queenstownAdventures}
      sectionId={sectionId}
      title="Queenstown Adventures"
      onBackToDemo={() => navigate({ to: '/' })}
    />
  );
}
