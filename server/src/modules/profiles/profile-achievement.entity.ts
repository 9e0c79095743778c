import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Profile } from './profile.entity.js';

/** A competition result on a profile; at most five of a profile's achievements are top ones. */
@Entity('profile_achievement')
@Check('profile_achievement_place_positive', 'place >= 1')
@Index('profile_achievement_profile_idx', ['profileId', 'position'])
export class ProfileAchievement {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  profileId: string;

  @ManyToOne(() => Profile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'profile_id' })
  profile?: Profile;

  @Column({ type: 'integer' })
  place: number;

  @Column({ type: 'varchar', length: 128 })
  eventName: string;

  @Column({ type: 'varchar', length: 128, nullable: true })
  eventPlace: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  category: string | null;

  /** A calendar date, read back as the string 'YYYY-MM-DD' (no time zone to shift it). */
  @Column({ type: 'date' })
  date: string;

  @Column({ type: 'boolean', default: false })
  isTop: boolean;

  @Column({ type: 'smallint' })
  position: number;
}
