import { createFileRoute } from '@tanstack/react-router';
import { TeamTagsPage } from '../../../features/roster/tags/team-tags-page';

export const Route = createFileRoute('/_signed-in/influencers/tags')({ component: TeamTagsPage });
