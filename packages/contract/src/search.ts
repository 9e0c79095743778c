/** The longest search text any list or picker takes (accounts, members, profiles): longer is VALIDATION_FAILED tooLong. */
export const SEARCH_TEXT_MAX = 100;
/** The shortest text the profile typeahead (suggestProfiles) searches for: shorter is VALIDATION_FAILED tooShort. */
export const SUGGEST_SEARCH_MIN = 3;
