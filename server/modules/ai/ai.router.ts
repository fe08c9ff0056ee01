import {
  AdvancedFiltersAiRequest,
  AdvancedFiltersAiResponse,
  SheetHelperRequest,
  SheetHelperResponse,
  SpecialNoteHelperRequest,
  SpecialNoteHelperResponse,
  TagHelperRequest,
  TagHelperResponse,
} from '../../../shared/schemas/ai.js';
import { router, teamProcedure } from '../../trpc/init.js';
import * as ai from './ai.service.js';

const tags = ['ai'];

/** Spec §7.5, §7.6: the AI helpers. Nothing they answer is stored; the screens apply what the user picks. */
export const aiRouter = router({
  tagHelper: teamProcedure
    .meta({ openapi: { method: 'POST', path: '/api/tag-helper', tags, summary: 'Suggested tags with their evidence, for a roster creator or a description' } })
    .input(TagHelperRequest)
    .output(TagHelperResponse)
    .mutation(({ ctx, input }) => ai.tagHelper(ctx, input)),

  sheetHelper: teamProcedure
    .meta({ openapi: { method: 'POST', path: '/api/sheet-helper', tags, summary: 'Creators for a campaign description, each with why' } })
    .input(SheetHelperRequest)
    .output(SheetHelperResponse)
    .mutation(({ ctx, input }) => ai.sheetHelper(ctx, input)),

  specialNoteHelper: teamProcedure
    .meta({
      openapi: { method: 'POST', path: '/api/special-note-helper', tags, summary: "A special note naming the creator's strongest facts for the campaign" },
    })
    .input(SpecialNoteHelperRequest)
    .output(SpecialNoteHelperResponse)
    .mutation(({ ctx, input }) => ai.specialNoteHelper(ctx, input)),

  advancedFilters: teamProcedure
    .meta({
      openapi: { method: 'POST', path: '/api/advanced-filters-ai', tags, summary: "Directory accounts passing the search's filters, ranked for a description" },
    })
    .input(AdvancedFiltersAiRequest)
    .output(AdvancedFiltersAiResponse)
    .mutation(({ ctx, input }) => ai.advancedFiltersAi(ctx, input)),
});
