import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../../kernel/context.js';
import { Access } from '../../access.js';
import { endSession } from '../../devices/commands/end-session.js';
import { listSessions } from '../../devices/queries/list-sessions.js';
import { beginPasskeyEnrolment } from '../commands/begin-passkey-enrolment.js';
import { confirmPasskeyEnrolment } from '../commands/confirm-passkey-enrolment.js';
import { removePasskey } from '../commands/remove-passkey.js';
import { beginTotpEnrolment } from '../commands/begin-totp-enrolment.js';
import { confirmTotpEnrolment } from '../commands/confirm-totp-enrolment.js';
import { disableTotp } from '../commands/disable-totp.js';
import { resetSecondFactors } from '../commands/reset-second-factors.js';
import { getSecondFactors } from '../queries/get-second-factors.js';
import { DeviceSession, PasskeyEnrolment, PasskeyEnrolmentResult, ResetSecondFactorsInput, SecondFactors, TotpEnrolment, TotpEnrolmentResult } from './second-factor.types.js';

/** Second factors and signed-in browsers: the browser's own, never a token's. */
@Resolver()
export class SecondFactorResolver {
  @Access({ who: 'viewer', credential: 'browser' })
  @Query(() => SecondFactors, {
    description: "The viewer's second factors (browser session only).",
  })
  async secondFactors(@Ctx() ctx: RequestContext): Promise<SecondFactors> {
    return getSecondFactors(ctx);
  }

  @Access({ who: 'viewer', credential: 'browser' })
  @Mutation(() => TotpEnrolment, {
    description: 'Starts adding an authenticator app: a fresh secret and its otpauth URL. Sign-in is unchanged until confirmTotpEnrolment.',
  })
  async beginTotpEnrolment(@Ctx() ctx: RequestContext): Promise<TotpEnrolment> {
    return beginTotpEnrolment(ctx);
  }

  @Access({ who: 'viewer', credential: 'browser' })
  @Mutation(() => TotpEnrolmentResult, {
    description: 'Confirms the authenticator with a first code; answers ten single-use recovery codes, once.',
  })
  async confirmTotpEnrolment(
    @Arg('code', { description: 'A current 6-digit code of the app.' })
    code: string,
    @Ctx() ctx: RequestContext,
  ): Promise<TotpEnrolmentResult> {
    return confirmTotpEnrolment(ctx, { code });
  }

  @Access({ who: 'viewer', credential: 'browser' })
  @Mutation(() => Boolean, {
    description: 'Removes the authenticator app (the password; a Google account gives a current code instead).',
  })
  async disableTotp(
    @Ctx() ctx: RequestContext,
    @Arg('password', () => String, {
      nullable: true,
      description: "The account's password (password accounts).",
    })
    password?: string | null,
    @Arg('code', () => String, {
      nullable: true,
      description: 'A current code of the app (Google accounts, which have no password).',
    })
    code?: string | null,
  ): Promise<boolean> {
    await disableTotp(ctx, {
      password: password ?? undefined,
      code: code ?? undefined,
    });
    return true;
  }

  @Access({ who: 'viewer', credential: 'browser' })
  @Mutation(() => PasskeyEnrolment, {
    description: 'Starts adding a passkey: the options for the browser. Nothing changes until confirmPasskeyEnrolment.',
  })
  async beginPasskeyEnrolment(@Ctx() ctx: RequestContext): Promise<PasskeyEnrolment> {
    return beginPasskeyEnrolment(ctx);
  }

  @Access({ who: 'viewer', credential: 'browser' })
  @Mutation(() => PasskeyEnrolmentResult, {
    description: 'Adds the passkey the browser created for beginPasskeyEnrolment’s options, under a name the owner chose.',
  })
  async confirmPasskeyEnrolment(
    @Arg('name', { description: 'What the owner calls it, e.g. "Laptop" (1 to 60 characters).' })
    name: string,
    @Arg('response', { description: 'The RegistrationResponseJSON of startRegistration, as JSON text.' })
    response: string,
    @Ctx() ctx: RequestContext,
  ): Promise<PasskeyEnrolmentResult> {
    return confirmPasskeyEnrolment(ctx, { name, response });
  }

  @Access({ who: 'viewer', credential: 'browser' })
  @Mutation(() => Boolean, {
    description: 'Removes one of the viewer’s passkeys (the password; a Google account gives a code of the app or a recovery code).',
  })
  async removePasskey(
    @Arg('id', () => ID, { description: 'The passkey’s id (secondFactors.passkeys).' })
    id: string,
    @Ctx() ctx: RequestContext,
    @Arg('password', () => String, { nullable: true, description: "The account's password (password accounts)." })
    password?: string | null,
    @Arg('code', () => String, { nullable: true, description: 'A code of the app or a recovery code (Google accounts).' })
    code?: string | null,
  ): Promise<boolean> {
    await removePasskey(ctx, { id, password: password ?? undefined, code: code ?? undefined });
    return true;
  }

  @Access({ who: 'admin', credential: 'browser' })
  @Mutation(() => Boolean, {
    description: "Admin: removes a member's second factors after they lost them (audited; the member is mailed and signed out).",
  })
  async resetSecondFactors(
    @Arg('input', () => ResetSecondFactorsInput, {
      description: 'Whom and why.',
    })
    input: ResetSecondFactorsInput,
    @Ctx() ctx: RequestContext,
  ): Promise<boolean> {
    await resetSecondFactors(ctx, input);
    return true;
  }

  @Access({ who: 'viewer', credential: 'browser' })
  @Query(() => [DeviceSession], {
    description: "The viewer's signed-in browsers, the current one first (browser session only).",
  })
  async sessions(@Ctx() ctx: RequestContext): Promise<DeviceSession[]> {
    return listSessions(ctx);
  }

  @Access({ who: 'viewer', credential: 'browser' })
  @Mutation(() => Boolean, {
    description: 'Signs one of the viewer’s browsers out (the current one too).',
  })
  async endSession(
    @Arg('id', () => ID, { description: 'The session’s id (Query.sessions).' })
    id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<boolean> {
    await endSession(ctx, { id });
    return true;
  }
}
