import { z } from 'zod';
import { scopes } from '../../../events/bus.js';
import { SuccessResponse } from '../../../../shared/schemas/common.js';
import {
  InfluencerSettings,
  RemoveFromRosterRequest,
  SaveDescriptionRequest,
  SaveDescriptionResponse,
  SaveDisplayTagsRequest,
  SaveInfluencerSettingsRequest,
  SaveLocationRequest,
  SaveLocationResponse,
  SaveRateCardRequest,
  SaveRateCardResponse,
  SaveStatSettingsRequest,
  SaveTaglineRequest,
  SaveTaglineResponse,
  SaveTagsRequest,
  SaveTagsResponse,
} from '../../../../shared/schemas/roster/edits.js';
import { ExtraDataResponse, InfluencerIdRequest, RosterProfileResponse } from '../../../../shared/schemas/roster/profile.js';
import { RosterTableRequest, RosterTableResponse } from '../../../../shared/schemas/roster/table.js';
import {
  CategoriesResponse,
  DeleteTagRequest,
  FavoritesRequest,
  FavoritesResponse,
  RenameTagRequest,
  RenameTagResponse,
  SetFavoriteRequest,
  SetFavoriteResponse,
  TeamTagsResponse,
} from '../../../../shared/schemas/roster/tags.js';
import { ListRosterResponse, ListRosterRequest } from '../../../../shared/schemas/roster.js';
import { router, teamProcedure } from '../../../trpc/init.js';
import { liveEvents } from '../../../trpc/live-events.js';
import { listCategories } from '../../tags/index.js';
import * as favourites from '../favourites.service.js';
import * as edits from '../roster-edits.service.js';
import { extraData, rosterProfile } from '../roster-profile.service.js';
import { rosterTable } from '../roster-table.service.js';
import { listRoster } from '../roster.service.js';
import * as texts from '../talent-texts.service.js';
import * as teamTags from '../team-tags.service.js';

const tags = ['influencers'];

export const rosterRouter = router({
  /** The team's roster changed (a creator added, removed, edited, connected): the table refreshes (tRPC subscription). */
  live: teamProcedure
    .input(z.object({ lastEventId: z.string().nullish() }).optional())
    .subscription(({ ctx, input, signal }) =>
      liveEvents(ctx.bus, scopes.team(ctx.team.id), input?.lastEventId, signal, (event) =>
        event.type === 'roster.changed' ? { influencer_id: event.payload.influencerId } : undefined,
      ),
    ),

  list: teamProcedure
    .meta({ openapi: { method: 'GET', path: '/api/user/influencers', tags, summary: "The team's roster: influencers, total_influencers, reach" } })
    .input(ListRosterRequest)
    .output(ListRosterResponse)
    .query(({ ctx, input }) => listRoster(ctx, input)),

  /** The /influencers table with its own query params (tRPC only). */
  table: teamProcedure
    .input(RosterTableRequest)
    .output(RosterTableResponse)
    .query(({ ctx, input }) => rosterTable(ctx, input)),

  profile: teamProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/influencers/profiles/{influencerId}',
        tags,
        summary: 'A creator of the roster as the team shows it, its customisation and its sheets',
      },
    })
    .input(InfluencerIdRequest)
    .output(RosterProfileResponse)
    .query(({ ctx, input }) => rosterProfile(ctx, input)),

  extraData: teamProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/user/influencers/extra-data/{influencerId}',
        tags,
        summary: "Every post of a roster creator, the team's hidden ones marked",
      },
    })
    .input(InfluencerIdRequest)
    .output(ExtraDataResponse)
    .query(({ ctx, input }) => extraData(ctx, input)),

  saveTags: teamProcedure
    .meta({ openapi: { method: 'POST', path: '/api/user/influencers/tags', tags, summary: "Save a creator's tags" } })
    .input(SaveTagsRequest)
    .output(SaveTagsResponse)
    .mutation(({ ctx, input }) => edits.saveTags(ctx, input)),

  saveDisplayTags: teamProcedure
    .meta({ openapi: { method: 'POST', path: '/api/user/influencers/display-tags', tags, summary: 'Save the displayed tags (at most 4, from existing tags)' } })
    .input(SaveDisplayTagsRequest)
    .output(SaveTagsResponse)
    .mutation(({ ctx, input }) => edits.saveDisplayTags(ctx, input)),

  saveLocation: teamProcedure
    .meta({
      openapi: { method: 'POST', path: '/api/update-influencer-location', tags, summary: "Save the creator's city and state (empty uses the directory's)" },
    })
    .input(SaveLocationRequest)
    .output(SaveLocationResponse)
    .mutation(({ ctx, input }) => edits.saveLocation(ctx, input)),

  saveStatSettings: teamProcedure
    .meta({ openapi: { method: 'POST', path: '/api/team/advanced-influencer-settings', tags, summary: 'Save the hidden statistics' } })
    .input(SaveStatSettingsRequest)
    .output(SuccessResponse)
    .mutation(({ ctx, input }) => edits.saveStatSettings(ctx, input)),

  saveInfluencerSettings: teamProcedure
    .meta({
      openapi: { method: 'POST', path: '/api/team/influencer-settings', tags, summary: 'Save per-creator team settings (hidden posts, widgets, display name)' },
    })
    .input(SaveInfluencerSettingsRequest)
    .output(InfluencerSettings)
    .mutation(({ ctx, input }) => edits.saveInfluencerSettings(ctx, input)),

  saveDescription: teamProcedure
    .meta({ openapi: { method: 'POST', path: '/api/user/talent/custom-description', tags, summary: 'Save or clear the custom description (markdown)' } })
    .input(SaveDescriptionRequest)
    .output(SaveDescriptionResponse)
    .mutation(({ ctx, input }) => texts.saveDescription(ctx, input)),

  saveTagline: teamProcedure
    .meta({ openapi: { method: 'POST', path: '/api/user/talent/custom-tagline', tags, summary: 'Save or remove the tagline' } })
    .input(SaveTaglineRequest)
    .output(SaveTaglineResponse)
    .mutation(({ ctx, input }) => texts.saveTagline(ctx, input)),

  saveRateCard: teamProcedure
    .meta({ openapi: { method: 'POST', path: '/api/user/talent/rate-card', tags, summary: 'Save or remove the rate card; answers OK' } })
    .input(SaveRateCardRequest)
    .output(SaveRateCardResponse)
    .mutation(({ ctx, input }) => texts.saveRateCard(ctx, input)),

  remove: teamProcedure
    .meta({ openapi: { method: 'POST', path: '/api/user/team/roster/remove', tags, summary: 'Remove a creator from the roster (sheets keep it)' } })
    .input(RemoveFromRosterRequest)
    .output(SuccessResponse)
    .mutation(({ ctx, input }) => edits.removeFromRoster(ctx, input)),

  favorites: teamProcedure
    .meta({ openapi: { method: 'GET', path: '/api/search/influencers/favorites', tags, summary: "The user's favourite creators, 50 a page" } })
    .input(FavoritesRequest)
    .output(FavoritesResponse)
    .query(({ ctx, input }) => favourites.listFavorites(ctx, input)),

  setFavorite: teamProcedure
    .meta({
      openapi: { method: 'POST', path: '/api/user/influencers/favorite', tags, summary: 'Mark or unmark a roster creator as a favourite (path chosen here)' },
    })
    .input(SetFavoriteRequest)
    .output(SetFavoriteResponse)
    .mutation(({ ctx, input }) => favourites.setFavorite(ctx, input)),

  categories: teamProcedure
    .meta({ openapi: { method: 'GET', path: '/api/categories', tags, summary: 'Categories with subcategories, and the team’s' } })
    .output(CategoriesResponse)
    .query(({ ctx }) => listCategories(ctx)),

  teamTags: teamProcedure
    .meta({ openapi: { method: 'GET', path: '/api/user/team/tags', tags, summary: 'Every tag, the team’s tag-to-creator map and the master tags' } })
    .output(TeamTagsResponse)
    .query(({ ctx }) => teamTags.teamTags(ctx)),

  renameTag: teamProcedure
    .meta({ openapi: { method: 'POST', path: '/api/user/team/tags/rename', tags, summary: 'Rename a tag on every creator of the team (path chosen here)' } })
    .input(RenameTagRequest)
    .output(RenameTagResponse)
    .mutation(({ ctx, input }) => teamTags.renameTag(ctx, input)),

  deleteTag: teamProcedure
    .meta({ openapi: { method: 'POST', path: '/api/user/team/tags/delete', tags, summary: 'Take a tag off every creator of the team (path chosen here)' } })
    .input(DeleteTagRequest)
    .output(SuccessResponse)
    .mutation(({ ctx, input }) => teamTags.deleteTag(ctx, input)),
});
