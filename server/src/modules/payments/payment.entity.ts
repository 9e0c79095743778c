import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Account } from '../account-rows/index.js';
import { LedgerMovement } from '../ledger/index.js';

export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'expired' | 'canceled';
// canceled last: the database enum gained it later (ALTER TYPE … ADD VALUE appends), and the drift check compares.
export const PAYMENT_STATUSES: PaymentStatus[] = ['pending', 'paid', 'failed', 'expired', 'canceled'];
/** stripe: a Stripe Checkout Session; test: the built-in test checkout (never in production). */
export type PaymentProvider = 'stripe' | 'test';

/**
 * A purchase of oDance by card: `pending → paid | failed | expired | canceled`; failed and expired may go back to
 * pending with a new checkout (a retry). Paid is final: a trigger refuses any later change to the row; canceled
 * (by the buyer) is final too: the trigger refuses any later change of its status.
 */
@Entity('payment')
@Index('payment_account_time_idx', ['accountId', 'createdAt'])
@Index('payment_provider_session_key', ['providerSessionId'], { unique: true, where: 'provider_session_id IS NOT NULL' })
@Index('payment_invoice_number_key', ['invoiceNumber'], { unique: true, where: 'invoice_number IS NOT NULL' })
@Index('payment_movement_key', ['movementId'], { unique: true, where: 'movement_id IS NOT NULL' })
@Index('payment_idempotency_key', ['accountId', 'idempotencyKey'], { unique: true, where: 'idempotency_key IS NOT NULL' })
@Check('payment_amount_range', `amount BETWEEN 1 AND 10000`)
@Check('payment_total_matches', `unit_price_cents > 0 AND total_cents = amount * unit_price_cents`)
@Check('payment_paid_is_complete', `(status = 'paid') = (movement_id IS NOT NULL AND invoice_number IS NOT NULL AND paid_at IS NOT NULL)`)
export class Payment {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  accountId: string;

  @ManyToOne(() => Account, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'account_id' })
  account?: Account;

  /** oDance bought. */
  @Column({ type: 'int' })
  amount: number;

  /** The price of one oDance when the payment was created (ODANCE_PRICE_CENTS may change later). */
  @Column({ type: 'int' })
  unitPriceCents: number;

  @Column({ type: 'int' })
  totalCents: number;

  @Column({ type: 'varchar', length: 3, default: 'usd' })
  currency: string;

  @Column({ type: 'enum', enum: PAYMENT_STATUSES, enumName: 'payment_status', default: 'pending' })
  status: PaymentStatus;

  @Column({ type: 'enum', enum: ['stripe', 'test'], enumName: 'payment_provider' })
  provider: PaymentProvider;

  /** The current checkout (a retry replaces it); events of older checkouts can still pay, never fail it. */
  @Column({ type: 'text', nullable: true })
  providerSessionId: string | null;

  @Column({ type: 'text', nullable: true })
  checkoutUrl: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  checkoutExpiresAt: Date | null;

  /** Checkouts opened for this payment (1 + retries). */
  @Column({ type: 'int', default: 0 })
  attempts: number;

  /** The buyer's name as printed on the invoice, kept even if the account is later erased. */
  @Column({ type: 'text' })
  buyerName: string;

  @Column({ type: 'uuid', nullable: true })
  movementId: string | null;

  @ManyToOne(() => LedgerMovement, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'movement_id' })
  movement?: LedgerMovement;

  /** From the invoice_number_seq sequence, taken when the payment is paid. */
  @Column({ type: 'int', nullable: true })
  invoiceNumber: number | null;

  @Column({ type: 'timestamptz', nullable: true })
  paidAt: Date | null;

  /**
   * Where the checkout sends the buyer back (with `payment` and `status` added), when an app named it: one of its
   * registered redirect URIs, or a path of this origin (commands/buy-odance.ts); null: the web app's pages.
   */
  @Column({ type: 'text', nullable: true })
  returnUrl: string | null;

  /** The buyer's own key for this purchase: the same key from the same buyer answers this payment again. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  idempotencyKey: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
