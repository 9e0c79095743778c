// The check lives in the contract, so the web app's rules refuse the same characters (packages/contract/src/text.ts).
export { hasInvisibleFormat } from '@odance/contract';
