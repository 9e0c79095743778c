import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { AFFILIATION_LIST_NAMES, type AffiliationList, type AffiliationStatus } from './profile-types.js';
import { Profile } from './profile.entity.js';

/**
 * One item of a profile's affiliation lists: a link to another profile, or free text. `name` always holds
 * the linked profile's current name (renames update it), so a deleted link leaves its name behind as free text.
 */
@Entity('profile_affiliation')
@Index('profile_affiliation_profile_idx', ['profileId', 'position'])
@Index('profile_affiliation_requests_idx', ['linkedProfileId', 'status'], { where: 'status IS NOT NULL' })
@Check('profile_affiliation_status_check', `status IN ('pending', 'accepted', 'declined')`)
export class ProfileAffiliation {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  profileId: string;

  @ManyToOne(() => Profile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'profile_id' })
  profile?: Profile;

  @Column({ type: 'enum', enum: AFFILIATION_LIST_NAMES, enumName: 'affiliation_list' })
  list: AffiliationList;

  @Index('profile_affiliation_linked_idx', { where: 'linked_profile_id IS NOT NULL' })
  @Column({ type: 'uuid', nullable: true })
  linkedProfileId: string | null;

  @ManyToOne(() => Profile, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'linked_profile_id' })
  linkedProfile?: Profile;

  @Column({ type: 'varchar', length: 128 })
  name: string;

  @Column({ type: 'smallint' })
  position: number;

  /**
   * A link to an organisation (not a trainer) is a request its owner answers: pending, accepted or
   * declined; null for free text and trainer links. A link to one of the member's owner's own organisations is
   * accepted at once. Kept with the row's id when the member profile is saved again (replace-profile-children.ts).
   */
  @Column({ type: 'text', nullable: true })
  status: AffiliationStatus | null;

  @Column({ type: 'timestamptz', nullable: true })
  requestedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  answeredAt: Date | null;
}
