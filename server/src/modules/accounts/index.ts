// The accounts module: an account's own commands, queries and API (sign-up lives in modules/auth). Composed by app/;
// no module imports it: what other modules need of an account is in modules/account-rows, a floor below them.
export { meLookupStatement, presentSignedInUser, presentViewer } from './user-extras.js';
export { lookUpViewerAhead } from './look-up-viewer-ahead.js';
