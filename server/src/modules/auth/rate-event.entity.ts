import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One row per throttled event (failed sign-in per account and per IP, reset and confirmation mails per address).
 * Kept in PostgreSQL so limits hold across replicas.
 */
@Entity('rate_event')
@Index('rate_event_key_time_idx', ['key', 'createdAt'])
export class RateEvent {
  @PrimaryGeneratedColumn('identity', { type: 'bigint' })
  id: string;

  @Column({ type: 'text' })
  key: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
