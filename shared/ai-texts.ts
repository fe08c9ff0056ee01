/** AI helpers (spec §2.2, §2.5, §2.7, §4, §5, §7.6, §8): texts and limits, worded as the spec has them. */
export const AI_TEXT = {
  /** Tag helper failure, and every helper's failure (a provider that timed out or answered nonsense). */
  generationFailed: 'There was an error generating suggestions',
  noTags: 'It seems that there are no tags to suggest for this creator. Please try another creator.',
  descriptionTooShort: 'To find good matches, your description needs to be a bit longer',
  // Not in the spec (the screens' own words):
  taggingTitle: 'Tagging Assistant',
  taggingIntro: 'Pick a creator from your roster to see tags that fit their content, with the evidence for each.',
  pickCreator: 'Creator',
  pickCreatorPlaceholder: 'Search your roster',
  newState: 'Pick a creator to get tag suggestions.',
  applyTags: 'Apply Selected Tags',
  customText: 'Custom text (optional)',
  customTextPlaceholder: 'Anything you know about the creator that their posts do not say',
  suggestAgain: 'Suggest Again',
  tagsApplied: 'Tags applied',
  noRoster: 'Your roster is empty. Add talent to get tag suggestions.',
  assistant: 'Assistant',
  assistantTitle: 'Campaign Assistant',
  campaignDescription: 'Campaign description',
  campaignPlaceholder: 'Describe the campaign: product, audience (for example US women 18-34), platform, creator size...',
  findMatches: 'Find Matches',
  addOne: 'Add',
  addAll: 'Add All',
  added: 'Added',
  noMatches: 'No creators on your roster match this description yet. Try other words.',
  suggest: 'Suggest',
  noteDialogTitle: 'Describe the campaign',
  noteDialogIntro: 'Special notes are written for a campaign. Describe it once; every Suggest on this sheet uses it.',
  useDescription: 'Use Description',
  aiFilter: 'AI Filter',
  aiFilterPlaceholder: 'Describe who you are looking for (at least 20 characters)',
  aiFilterRun: 'Find with AI',
  aiFilterClear: 'Clear AI Filter',
  aiMatches: 'AI matches',
  whyPicked: 'Why',
  /** When no creator meets every hard constraint of a brief: which one emptied the list. */
  constraintEmptied: (label: string) => `No creator meets every constraint: "${label}" left none. The nearest matches without it:`,
  constraintsTogetherEmpty: 'No creator meets these constraints together. The nearest matches on the topics alone:',
  nearestMatch: 'Nearest match',
  briefRead: 'What the brief asks for',
  briefReadHint: 'Remove what was misread; the suggestions follow.',
  removeConstraint: (label: string) => `Remove ${label}`,
  briefNothing: 'No constraint read yet: name platforms, creator size, audience or topics.',
} as const;

export const AI_LIMIT = {
  /** Spec §5: a campaign description has at least 20 characters. */
  descriptionMinLength: 20,
  descriptionMaxLength: 2000,
  /** Spec §7.5: the advanced filter asks for 200. */
  advancedFilterLimit: 200,
  /** Sheet helper: how many creators it suggests. */
  sheetSuggestions: 20,
  /** Tagging assistant: how many tags it suggests at most. */
  tagSuggestions: 8,
  /** An OpenAI-compatible provider must answer within this (ms) unless AI_TIMEOUT_MS says otherwise. */
  providerTimeoutMs: 20_000,
  /** Candidates the local engine hands to a chat provider. */
  providerCandidates: 30,
} as const;
