import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * Every Stripe event id handled, written in the transaction that handles it: a redelivered event finds
 * its id here and changes nothing.
 */
@Entity('stripe_event')
export class StripeEvent {
  @PrimaryColumn({ type: 'text' })
  id: string;

  @Column({ type: 'text' })
  type: string;

  @Column({ type: 'uuid', nullable: true })
  paymentId: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  processedAt: Date;
}
