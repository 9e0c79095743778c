/**
 * The field rules of docs/product.md#rules shared by sign-up, account updates and password changes: the
 * contract's (packages/contract/src/accounts.ts), so the web app's forms check exactly what the commands check.
 */
export { currentPasswordRule, emailRule, firstNameRule, lastNameRule, passwordRule } from '@odance/contract';
