/*
 * The bounds of oDance amounts and messages. The zod rules made of them are in rules.ts; this module takes no zod,
 * so any page may import it.
 */

/** The least amount of oDance any movement a user asks for may carry (a purchase, a transfer, a distribution). */
export const ODANCE_AMOUNT_MIN = 1;

/** docs/product.md: 1 to 10,000 oDance per payment. */
export const ODANCE_PURCHASE_MAX = 10_000;

/** Characters (code points, as PostgreSQL counts them) of a transfer message, a distribution message or a collection note. */
export const MESSAGE_MAX = 280;

/**
 * Characters (code points) of a transfer's or distribution's `reference`: the partner's own id for it (an order
 * number, an invoice id), so its books can be reconciled with oDance's (PRODUCT.md §14).
 */
export const REFERENCE_MAX = 128;

/** A message's length as the server counts it: code points after trimming, so an emoji is one character. */
export const messageLength = (text: string): number => Array.from(text.trim()).length;
