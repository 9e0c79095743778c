import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconRosetteDiscountCheck, IconX } from '@tabler/icons-react';
import { SetProfileVerifiedDocument, type ProfileType } from '../../gql/graphql';
import { toApiError } from '../../shared/api/api-error';
import { useGraphQLFetch } from '../../shared/api/graphql-fetch';
import { notifyError, notifySuccess } from '../../shared/ui/notify';

/**
 * An admin's "Verify" / "Remove verification" on an organisation's page. The page shows the answer
 * at once (`onChanged`), then asks the server again.
 */
export function VerifyProfileButton({ profile, onChanged }: { profile: { id: string; type: ProfileType; verified: boolean; displayName: string }; onChanged: (verified: boolean) => void }) {
  const graphql = useGraphQLFetch();
  const [busy, setBusy] = useState(false);
  const verify = !profile.verified;
  const toggle = async () => {
    setBusy(true);
    try {
      const answer = await graphql(SetProfileVerifiedDocument, { type: profile.type, id: profile.id, verified: verify });
      onChanged(answer.setProfileVerified.verified);
      void notifySuccess(verify ? 'Profile verified' : 'Verification removed', verify ? `${profile.displayName} now shows the Verified badge.` : `${profile.displayName} no longer shows the Verified badge.`);
    } catch (failure) {
      void notifyError('Could not change the verification', toApiError(failure).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant={verify ? 'light' : 'default'}
      loading={busy}
      onClick={() => void toggle()}
      leftSection={verify ? <IconRosetteDiscountCheck size={18} aria-hidden /> : <IconX size={18} aria-hidden />}
    >
      {verify ? 'Verify' : 'Remove verification'}
    </Button>
  );
}
