import { Paper, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { AuthorizedAppsDocument, RevokeAuthorizedAppDocument } from '../../gql/graphql';
import { scopeLabel } from '../../shared/auth/scope-labels';
import { notifySuccess } from '../../shared/ui/notify';
import { RevokeList, RevokeListItem } from '../../shared/ui/RevokeList';

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** The apps the person allowed through oDance's OAuth provider, what each may do, and revoking one (README "API access"). */
export function AuthorizedAppsSection() {
  const { data, loading } = useQuery(AuthorizedAppsDocument, { fetchPolicy: 'cache-and-network' });
  const [revoke] = useMutation(RevokeAuthorizedAppDocument, { refetchQueries: [AuthorizedAppsDocument] });
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="apps-heading">
      <Title order={2} size="h4" id="apps-heading" mb={4}>
        Apps you allowed
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Apps that signed in with your oDance account. Revoking one signs it out at once; it has to ask you again.
      </Text>
      <RevokeList
        items={data?.authorizedApps}
        loading={loading}
        emptyText="You have not allowed any app."
        label="Apps you allowed"
        textSize="sm"
        itemKey={(app) => app.clientId}
        renderItem={(app) => (
          <RevokeListItem
            name={app.name}
            scopes={app.scopes.map((scope) => ({ scope, title: scopeLabel(scope) }))}
            dates={`Allowed ${day(app.allowedAt)}`}
            confirm={{
              body: 'The app is signed out at once and can no longer use your account. To use it again, allow it again when it asks.',
              keepLabel: 'Keep access',
              confirmLabel: 'Revoke access',
              onConfirm: async () => {
                await revoke({ variables: { clientId: app.clientId } });
                void notifySuccess('Access revoked', `“${app.name}” can no longer use your account.`);
              },
            }}
          />
        )}
      />
    </Paper>
  );
}
