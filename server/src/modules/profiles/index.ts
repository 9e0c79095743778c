// The profiles module's public surface: other modules import from here only (eslint.config.js, module boundaries).
export { type ProfileType, PROFILE_TYPES, isPersonType, isProfileType } from './profile-types.js';
export { displayNameOf } from './profile-names.js';
export { deleteProfilesOfOwner } from './command-steps/delete-profiles-of-owner.js';
export { findMainProfiles, mainProfileJoinSql } from './queries/find-main-profile.js';
export { ProfileTypeEnum } from './graphql/profile-enums.js';
export { DEMO_OWNER_PASSWORD } from './seed/demo-profiles.seed.js';
export { countProfiles, profileHeadRowByHandle, profileHeadRowById, profileIdAt, profilesAfter, type ProfileHeadRow } from './queries/public-profile-rows.js';
