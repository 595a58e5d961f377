import { createFileRoute, useLocation, useNavigate } from '@tanstack/react-router';
import harbourside from '../../content/harbourside-dental.md?raw';
import { ContentPage } from '../ui/content-page/content-page';

export const Route = createFileRoute('/harbourside')({
  component: HarboursideDentalContent,
});

function HarboursideDentalContent() {
  const navigate = useNavigate();
  const sectionId = useLocation({ select: (location) => location.hash });
  return (
    <ContentPage
      markdown={harbourside}
      sectionId={sectionId}
      title="Harbourside Dental"
      onBackToDemo={() => navigate({ to: '/$organisationId', params: { organisationId: 'harbourside-dental' } })}
    />
  );
}
