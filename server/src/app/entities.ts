import { Account } from '../modules/account-rows/account.entity.js';
import { EmailChange } from '../modules/accounts/email-change.entity.js';
import { AuthToken } from '../modules/auth/auth-token.entity.js';
import { RateEvent } from '../modules/auth/rate-event.entity.js';
import { Session } from '../modules/auth/session.entity.js';
import { AdminAuditEntry, Passkey, RecoveryCode, SignInChallenge, TotpFactor } from '../modules/auth/second-factor/second-factor.entities.js';
import { OutboxMail } from '../modules/mail/outbox-mail.entity.js';
import { ProfileAchievement } from '../modules/profiles/profile-achievement.entity.js';
import { ProfileAffiliation } from '../modules/profiles/profile-affiliation.entity.js';
import { Profile } from '../modules/profiles/profile.entity.js';
import { LedgerAccount } from '../modules/ledger/ledger-account.entity.js';
import { LedgerEntry } from '../modules/ledger/ledger-entry.entity.js';
import { LedgerMovement } from '../modules/ledger/ledger-movement.entity.js';
import { Payment } from '../modules/payments/payment.entity.js';
import { StripeEvent } from '../modules/payments/stripe-event.entity.js';
import { Distribution } from '../modules/distributors/distribution.entity.js';
import { DistributorCollection } from '../modules/distributors/distributor-collection.entity.js';
import { Distributor } from '../modules/distributors/distributor.entity.js';
import { Notification } from '../modules/notifications/notification.entity.js';

/**
 * Every TypeORM entity of every module. Modules add theirs here; the migration drift check
 * compares exactly this list with the migrations.
 */
export const entities: Function[] = [Account, EmailChange, Session, AuthToken, RateEvent, OutboxMail, Profile, ProfileAffiliation, ProfileAchievement, LedgerAccount, LedgerMovement, LedgerEntry, Payment, StripeEvent, Distributor, Distribution, DistributorCollection, Notification, TotpFactor, RecoveryCode, Passkey, SignInChallenge, AdminAuditEntry];
