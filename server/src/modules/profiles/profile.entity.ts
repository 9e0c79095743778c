import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Account } from '../account-rows/index.js';
import { PROFILE_TYPES, type DanceStyle, type MediaItem, type ProfileType, type SocialLinks } from './profile-types.js';

@Entity('profile')
@Check('profile_verified_organisations_only', `verified_at IS NULL OR type NOT IN ('dancer', 'trainer')`)
@Check('profile_names_match_type', `(type IN ('dancer', 'trainer')) = (name IS NULL AND first_name IS NOT NULL AND last_name IS NOT NULL)`)
// Exactly one main profile per owner: the partial unique index makes a second one impossible.
@Index('profile_one_main_per_owner', ['ownerId'], { unique: true, where: 'is_main' })
@Index('profile_owner_idx', ['ownerId', 'createdAt'])
export class Profile {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'enum', enum: PROFILE_TYPES, enumName: 'profile_type' })
  type: ProfileType;

  @Column({ type: 'uuid' })
  ownerId: string;

  @ManyToOne(() => Account, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_id' })
  owner?: Account;

  @Column({ type: 'varchar', length: 32, nullable: true })
  firstName: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  lastName: string | null;

  /** Organisations only. citext + a unique index: "Dance.School" and "dance.school" cannot both exist. */
  @Index('profile_name_key', { unique: true })
  @Column({ type: 'citext', nullable: true })
  name: string | null;

  /**
   * Organisations only: what people read, spaces and accents allowed; the commands store
   * `defaultDisplayName(name)` when none is given. Null for people (they show "first last") and for rows written
   * by hand (then read as the default too: profile-names.ts).
   */
  @Column({ type: 'varchar', length: 128, nullable: true })
  displayName: string | null;

  /**
   * The name as people search it (the organisation name, or "first last"), kept by the code that writes
   * names. Its indexes are created by hand in the migrations (TypeORM cannot express operator classes or
   * expressions): the pg_trgm GIN index (contains, similar) and the btree index on the lower-case name, which
   * returns name starts in order (queries/suggest-profiles.ts, tier A).
   */
  @Index('profile_search_name_trgm', { synchronize: false })
  @Index('profile_search_key', { synchronize: false })
  @Column({ type: 'text' })
  searchName: string;

  /**
   * `unaccent(search_name)`, written by the trigger of migrations/1797250000000-OwnerBuiltSearchText.js (never by
   * the code: not inserted, updated or selected); the two search indexes are on it.
   */
  @Column({ type: 'text', select: false, insert: false, update: false })
  searchText: string;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  bio: string | null;

  @Column({ type: 'char', length: 2, nullable: true })
  country: string | null;

  // GIN index for the any-of filter (`&&`), created by hand in the migration.
  @Index('profile_dance_styles_gin', { synchronize: false })
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  danceStyles: DanceStyle[];

  @Column({ type: 'jsonb', default: () => "'{}'" })
  socialLinks: Partial<SocialLinks>;

  @Column({ type: 'text', nullable: true })
  avatarUrl: string | null;

  @Column({ type: 'text', nullable: true })
  photoUrl: string | null;

  @Column({ type: 'text', nullable: true })
  backgroundImageUrl: string | null;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  media: MediaItem[];

  @Column({ type: 'boolean', default: false })
  isMain: boolean;

  /**
   * How complete the profile is, 0–4: one point each for an avatar, a bio, a dance style, an achievement (kept by
   * the commands, commands/profile-columns.ts). Explore's default order, `completeness DESC, created_at DESC, id`,
   * is the order of the btree `profile_explore_order`, created by hand (its columns run in mixed directions):
   * migrations/1797000000000-ProfileDisplayNameAndCompleteness.js.
   */
  @Index('profile_explore_order', { synchronize: false })
  @Column({ type: 'smallint', default: 0 })
  completeness: number;

  /**
   * When an admin verified this organisation (commands/set-profile-verified.ts), null when it is not
   * verified. A change of its name or display name by its owner clears it (commands/update-profile.ts).
   */
  @Column({ type: 'timestamptz', nullable: true })
  verifiedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
