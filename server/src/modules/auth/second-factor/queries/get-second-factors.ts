import type { CommandContext } from '../../../../kernel/context.js';
import { requireViewer } from '../../policies.js';
import { Passkey } from '../second-factor.entities.js';
import { oneRow } from '../../../../shared/database/one-row.js';

export interface SecondFactorsView {
  totp: boolean;
  recoveryCodesLeft: number;
  passkeys: Array<{
    id: string;
    name: string;
    createdAt: Date;
    lastUsedAt: Date | null;
  }>;
  /** Whether the viewer's role needs a second factor (SECOND_FACTOR_REQUIRED_FOR) and none is enrolled yet. */
  enrolmentRequired: boolean;
}

/** The viewer's second factors as the Security page shows them. */
export async function getSecondFactors(ctx: CommandContext, _input: Record<string, never> = {}): Promise<SecondFactorsView> {
  const viewer = requireViewer(await ctx.viewer());
  const { manager } = ctx.container.dataSource;
  const row = oneRow<{ totp: boolean; left: number }>(await manager.query(
    `SELECT EXISTS (SELECT 1 FROM totp_factor WHERE account_id = $1 AND confirmed_at IS NOT NULL) AS totp,
            (SELECT count(*)::int FROM recovery_code WHERE account_id = $1 AND used_at IS NULL) AS left`,
    [viewer.id],
  ));
  const passkeys = await manager.find(Passkey, {
    where: { accountId: viewer.id },
    order: { createdAt: 'ASC' },
  });
  return {
    totp: row.totp,
    recoveryCodesLeft: row.left,
    passkeys: passkeys.map(({ id, name, createdAt, lastUsedAt }) => ({
      id,
      name,
      createdAt,
      lastUsedAt,
    })),
    enrolmentRequired: ctx.container.config.secondFactorRequiredFor.includes(viewer.role) && !viewer.secondFactorAt,
  };
}
