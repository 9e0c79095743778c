import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from 'type-graphql';
import type { ZodInputOf } from '../../../../shared/graphql/zod-input.js';
import type { ResetSecondFactorsSchema } from '../commands/reset-second-factors.js';
import { TOTP_PERIOD_SECONDS } from '../totp.js';

@ObjectType({
  description: 'A new authenticator-app enrolment: the secret to type or scan. Confirm it with a first code.',
})
export class TotpEnrolment {
  @Field({
    description: `The Base32 secret (RFC 6238: SHA-1, 6 digits, ${TOTP_PERIOD_SECONDS} s), for typing into an app.`,
  })
  secret: string;

  @Field({
    description: 'The otpauth:// URL an authenticator app scans as a QR code.',
  })
  otpauthUrl: string;
}

@ObjectType({
  description: 'The recovery codes issued with a confirmed authenticator: shown once, each works once.',
})
export class TotpEnrolmentResult {
  @Field(() => [String], {
    description: 'Ten single-use recovery codes, for signing in when the authenticator is lost.',
  })
  recoveryCodes: string[];
}

@ObjectType({ description: "One of the viewer's passkeys." })
export class PasskeyInfo {
  @Field(() => ID, { description: 'The credential id (base64url).' })
  id: string;

  @Field({ description: 'The name given when it was added.' })
  name: string;

  @Field(() => GraphQLISODateTime, { description: 'When it was added.' })
  createdAt: Date;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'When it last signed in; null if never.',
  })
  lastUsedAt: Date | null;
}

@ObjectType({
  description: 'A new passkey enrolment: the options for navigator.credentials.create(). Confirm with the authenticator’s answer.',
})
export class PasskeyEnrolment {
  @Field({
    description: 'PublicKeyCredentialCreationOptionsJSON as JSON text (the optionsJSON of @simplewebauthn/browser startRegistration). Its challenge works once, for 5 minutes.',
  })
  options: string;
}

@ObjectType({ description: 'A passkey just added.' })
export class PasskeyEnrolmentResult {
  @Field(() => PasskeyInfo, { description: 'The new passkey.' })
  passkey: PasskeyInfo;

  @Field(() => [String], {
    description: 'Ten single-use recovery codes when this passkey is the first second factor (shown once), else empty.',
  })
  recoveryCodes: string[];
}

@ObjectType({ description: "The viewer's second factors (PRODUCT.md §13)." })
export class SecondFactors {
  @Field({ description: 'Whether an authenticator app (TOTP) is enrolled.' })
  totp: boolean;

  @Field(() => Int, { description: 'Unused recovery codes left.' })
  recoveryCodesLeft: number;

  @Field(() => [PasskeyInfo], { description: 'Passkeys, oldest first.' })
  passkeys: PasskeyInfo[];

  @Field({
    description: "Whether the viewer's role requires a second factor (SECOND_FACTOR_REQUIRED_FOR) that is not enrolled yet.",
  })
  enrolmentRequired: boolean;
}

@InputType({
  description: "An admin's reset of a member's lost second factors.",
})
export class ResetSecondFactorsInput implements ZodInputOf<typeof ResetSecondFactorsSchema, ResetSecondFactorsInput> {
  @Field(() => ID, {
    description: 'The member whose second factors are removed.',
  })
  accountId: string;

  @Field({
    description: 'Why (kept in the audit record), e.g. how the member proved who they are.',
  })
  reason: string;
}

@ObjectType({ description: "One of the viewer's signed-in browsers." })
export class DeviceSession {
  @Field(() => ID, { description: 'Identifies the session for endSession.' })
  id: string;

  @Field(() => GraphQLISODateTime, {
    description: 'When this browser signed in.',
  })
  createdAt: Date;

  @Field(() => GraphQLISODateTime, {
    description: 'When it was last used (to within five minutes).',
  })
  lastUsedAt: Date;

  @Field({
    description: 'Browser and system, read from its User-Agent, e.g. "Firefox on Linux".',
  })
  device: string;

  @Field({ description: 'Whether this is the browser asking.' })
  current: boolean;
}
