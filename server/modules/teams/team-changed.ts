import { type EventBus, scopes } from '../../events/bus.js';
import type { Team } from './team.entity.js';

/** The team's own row changed (design options, contact details): public pages and open connections read it again. */
export const teamChanged = (ctx: { bus: EventBus; team: Team }) => ctx.bus.publish(scopes.team(ctx.team.id), 'team.settings.changed', { teamId: ctx.team.id });
