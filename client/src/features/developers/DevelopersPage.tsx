import type { ReactNode } from 'react';
import { Anchor, Code, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';
import { ErrorCode } from '@odance/contract/errors';
import { OPENID_SCOPE_LABELS, SCOPE_LABELS } from '../../shared/auth/scope-labels';
import { WEBHOOK_EVENT_LABELS } from '../../shared/auth/webhook-events';
import classes from './DevelopersPage.module.css';

/**
 * /developers (public): how a script, a mobile app or a partner's server uses oDance's API (README "API access").
 * The examples use this server's own address.
 */
export default function DevelopersPage() {
  useDocumentTitle('Developers · oDance');
  const origin = window.location.origin;
  return (
    <Stack gap="xl" maw={880} py="md" className={classes.page}>
      <Stack gap={4}>
        <Title order={1}>Build on oDance</Title>
        <Text c="dimmed">
          Everything the web app does goes through the same API: GraphQL at <Code>{origin}/graphql</Code> and REST under <Code>{origin}/api</Code>.
        </Text>
      </Stack>

      <Section id="describe" title="What the API offers">
        <List spacing="xs">
          <List.Item>
            The GraphQL schema, every type and field described: <Anchor underline="always" href="/graphql/schema.graphql">/graphql/schema.graphql</Anchor> (introspection works
            with a token that has the <Code>read</Code> scope).
          </List.Item>
          <List.Item>
            The REST paths as an OpenAPI 3.1 document: <Anchor underline="always" href="/api/openapi.json">/api/openapi.json</Anchor>.
          </List.Item>
          <List.Item>
            Live updates over WebSocket on <Code>/graphql</Code> (the <Code>graphql-transport-ws</Code> protocol, e.g. the <Code>graphql-ws</Code> package):{' '}
            <Code>balanceChanged</Code>, <Code>notificationAdded</Code>, <Code>paymentUpdated</Code>. Send the token as{' '}
            <Code>{'connectionParams: { authorization: "Bearer …" }'}</Code>.
          </List.Item>
        </List>
      </Section>

      <Section id="authenticate" title="Two ways to authenticate">
        <Title order={3} size="h4">
          A personal access token, for your own scripts
        </Title>
        <Text>
          Create one in your <Anchor underline="always" component={Link} to="/dashboard/developer-settings">Developer settings</Anchor>: give it a name, the scopes it needs and an expiry (1 to 365
          days). It is shown once and starts with <Code>odp_</Code>. Send it on every request; no cookie and no anti-forgery header are needed:
        </Text>
        <Example>{`curl -s ${origin}/graphql \\
  -H "Authorization: Bearer $ODANCE_TOKEN" \\
  -H 'Content-Type: application/json' \\
  -d '{"query":"{ me { id firstName balance { odance } } }"}'`}</Example>
        <Example>{`curl -s ${origin}/api/account/data -H "Authorization: Bearer $ODANCE_TOKEN"`}</Example>
        <Text>
          Sending oDance needs the transfers scope and an idempotency key of your own (8 to 100 letters, digits, <Code>-</Code> or <Code>_</Code>), so a
          retried request never pays twice: make one per transfer and send the same one again on a retry. The key below comes from <Code>od</Code> and{' '}
          <Code>/dev/urandom</Code>, which every Linux, macOS and BSD shell has:
        </Text>
        <Example>{`KEY=$(od -An -N16 -tx1 /dev/urandom | tr -d ' \\n')
curl -s ${origin}/graphql \\
  -H "Authorization: Bearer $ODANCE_TOKEN" -H 'Content-Type: application/json' \\
  -d '{"query":"mutation($input: TransferOdanceInput!) { transferOdance(input: $input) { transfer { id amount } } }",
       "variables":{"input":{"recipientId":"<account id>","amount":10,"idempotencyKey":"'$KEY'","reference":"order-1042"}}}'`}</Example>
        <Text>
          A key stays bound to its transfer for good: the same key from you always answers that first transfer, and the same key with another recipient,
          amount or message is refused (409 <Code>{ErrorCode.ODANCE_IDEMPOTENCY_KEY_REUSED}</Code>). <Code>buyOdance</Code> and{' '}
          <Code>makeDistribution</Code> take keys the same way.
        </Text>
        <Text>
          <Code>reference</Code> is optional: your own id for the transfer (an order or invoice number, 1 to 128 printable characters). It comes back on the
          transfer, in both sides&apos; histories and in exports, so your books reconcile with ours; <Code>makeDistribution</Code> takes one too.
        </Text>

        <Title order={3} size="h4" mt="md">
          OAuth 2.1 and OpenID Connect, for apps that sign people in
        </Title>
        <List spacing="xs">
          <List.Item>
            Issuer <Code>{origin}/oauth</Code>; discovery at <Anchor underline="always" href="/oauth/.well-known/openid-configuration">/oauth/.well-known/openid-configuration</Anchor>.
          </List.Item>
          <List.Item>
            Authorization code flow with PKCE (<Code>S256</Code>) for every app. A person signs in with oDance and sees your app&apos;s name and what it asks
            for, then allows or denies.
          </List.Item>
          <List.Item>
            Register your app yourself in <Anchor underline="always" component={Link} to="/dashboard/developer-settings">Developer settings</Anchor>: its name,
            redirect URIs and scopes (up to 20 apps; the <Code>admin</Code> scope is for admins&apos; apps). Mobile and desktop apps are public (no secret) and
            may redirect to <Code>http://127.0.0.1:&lt;any port&gt;/…</Code> or a private scheme such as <Code>com.example.app:/callback</Code>; a server gets a
            client secret, shown once. You can rename it, change its redirect URIs and disable it there.
          </List.Item>
          <List.Item>
            Until an oDance admin verifies your app, people asked to allow it read “Unverified app”. Renaming it or changing its redirect URIs takes the
            verification back until an admin verifies it again.
          </List.Item>
          <List.Item>
            Access tokens last an hour and are sent like personal tokens; asked for with <Code>openid</Code>, the same token also reads the person&apos;s
            claims at the <Code>userinfo</Code> endpoint named by discovery. With <Code>offline_access</Code> you also get a refresh token, valid 30 days,
            which changes at every use: keep the newest (using an old one again revokes the whole grant).
          </List.Item>
          <List.Item>
            Revoking at <Code>/oauth/token/revocation</Code> ends the whole grant: revoking one access token (or the refresh token) stops every access and
            refresh token of that sign-in, and the person must sign in to your app again. To stop using one token, drop it and let it expire.
          </List.Item>
          <List.Item>
            An app may end a purchase back in itself: <Code>buyOdance(input: {'{ amount, returnUrl, idempotencyKey }'})</Code> with one of its registered
            redirect URIs as <Code>returnUrl</Code> (the checkout adds <Code>payment</Code> and <Code>status</Code> to it).
          </List.Item>
          <List.Item>People see and revoke the apps they allowed on their Security page; a revoked app&apos;s tokens stop at once.</List.Item>
        </List>
      </Section>

      <Section id="scopes" title="Scopes">
        <Text>A token can do only what its scopes allow, and roles still apply (the admin scope is useless without the admin role). Public reads need none.</Text>
        <div className={classes.scroll}>
          <Table withTableBorder striped aria-label="Scopes">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Scope</Table.Th>
                <Table.Th>Allows</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {[...Object.entries(SCOPE_LABELS), ...Object.entries(OPENID_SCOPE_LABELS).map(([scope, label]) => [scope, `${label} (OAuth apps)`])].map(([scope, label]) => (
                <Table.Tr key={scope}>
                  <Table.Td>
                    <Code>{scope}</Code>
                  </Table.Td>
                  <Table.Td>{label}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
        <Text>
          Signing in, passwords, account data, tokens themselves and approving apps are for the browser only: a request there that carries{' '}
          <Code>Authorization</Code> is refused (403 <Code>{ErrorCode.FORBIDDEN}</Code>). An operation beyond the token&apos;s scopes answers 403{' '}
          <Code>{ErrorCode.ACCESS_INSUFFICIENT_SCOPE}</Code> with the scope it needs in <Code>params.scope</Code>. The <Code>read</Code> scope never writes.
        </Text>
        <Text>
          Revoking a token or an app, signing out, a password change or reset, deactivation and deletion end every token they cover, refresh tokens
          included, and close the live sockets those tokens opened with code 4401 at once.
        </Text>
      </Section>

      <Section id="webhooks" title="Webhooks">
        <Text>
          Your server can learn of your account&apos;s events without holding a socket open: add an endpoint on your{' '}
          <Anchor underline="always" component={Link} to="/dashboard/security">Security page</Anchor> (or with <Code>createWebhookEndpoint</Code> and a
          token holding the <Code>webhooks</Code> scope), choose its events, and keep the signing secret (<Code>whsec_…</Code>): it is shown once.
        </Text>
        <div className={classes.scroll}>
          <Table withTableBorder striped aria-label="Webhook events">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Event</Table.Th>
                <Table.Th>Sent when</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {Object.entries(WEBHOOK_EVENT_LABELS).map(([type, label]) => (
                <Table.Tr key={type}>
                  <Table.Td>
                    <Code>{type}</Code>
                  </Table.Td>
                  <Table.Td>{label}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
        <Text>
          Each delivery is a <Code>POST</Code> of JSON <Code>{'{ type, timestamp, data }'}</Code> signed per the{' '}
          <Anchor underline="always" href="https://www.standardwebhooks.com/">Standard Webhooks</Anchor> specification: headers <Code>webhook-id</Code> (the
          event&apos;s id, the same on every retry: keep the ids you handled and skip a repeat), <Code>webhook-timestamp</Code> and{' '}
          <Code>webhook-signature</Code>. Verify the raw body before trusting it, for example with the <Code>standardwebhooks</Code> package:
        </Text>
        <Example>{`import { Webhook } from 'standardwebhooks';

// Express: the raw body, not a parsed one
app.post('/odance-webhook', express.text({ type: 'application/json' }), (req, res) => {
  let event;
  try {
    event = new Webhook(process.env.ODANCE_WEBHOOK_SECRET).verify(req.body, req.headers);
  } catch {
    return res.status(400).end();
  }
  if (alreadyHandled(req.headers['webhook-id'])) return res.status(200).end();
  handle(event); // { type, timestamp, data }
  res.status(204).end();
});`}</Example>
        <Text>A transfer received, as delivered:</Text>
        <Example>{`{
  "type": "transfer.received",
  "timestamp": "2026-11-27T10:15:02.311Z",
  "data": {
    "id": "6d1f0d52-3c7e-4f0e-9a53-2f7f8c1e9b10",
    "amount": 25,
    "counterpartAccountId": "0b8e6a8e-52a4-4c53-8d6c-0a6b1c4f2e11",
    "counterpartName": "Ana Núñez",
    "message": "November classes",
    "reference": "order-1042",
    "createdAt": "2026-11-27T10:15:02.297Z"
  }
}`}</Example>
        <List spacing="xs">
          <List.Item>
            Answer 2xx within 10 seconds. Anything else (or no answer) is retried: after 5 seconds, 5 minutes, 30 minutes, 2, 5 and 10 hours, then twice
            more after 10 hours (about 38 hours in all); then that event is given up. Deliveries are at least once and in order per endpoint: an event
            being retried holds back the later ones.
          </List.Item>
          <List.Item>
            Every attempt (event id, type, status code, error, time) is in the endpoint&apos;s delivery log: <Code>webhookDeliveries(endpointId)</Code> and
            the Security page. An endpoint whose deliveries have failed for 3 days is turned off and its owner mailed.
          </List.Item>
          <List.Item>
            Endpoints are https and on the public internet: addresses that resolve to private, loopback or link-local networks are refused at every
            delivery.
          </List.Item>
        </List>
      </Section>

      <Section id="limits" title="Limits, paging and errors">
        <List spacing="xs">
          <List.Item>
            Rate limit: 600 requests a minute by default, per token (a token this server does not know counts against your address), and per address for
            anonymous calls; signed-in browsers are not counted. This server&apos;s own figure is in every counted answer: <Code>RateLimit-Limit</Code>{' '}
            (requests a minute), <Code>RateLimit-Remaining</Code> and <Code>RateLimit-Reset</Code> (seconds until the allowance starts again). Over it: 429{' '}
            <Code>{ErrorCode.TOO_MANY_REQUESTS}</Code> with a <Code>Retry-After</Code> header in seconds.
          </List.Item>
          <List.Item>
            Lists take <Code>page</Code> (from 1) and <Code>pageSize</Code> (1 to 100, default 25) and answer <Code>total</Code>, <Code>page</Code>,{' '}
            <Code>pageSize</Code> beside their rows. A bad value is 400 <Code>{ErrorCode.VALIDATION_FAILED}</Code> in GraphQL (<Code>params.field</Code>,{' '}
            <Code>params.reason</Code>, <Code>params.max</Code>) and <Code>{ErrorCode.QUERY_INVALID_PARAM}</Code> in a REST query string (
            <Code>params.param</Code>).
          </List.Item>
          <List.Item>
            Histories (<Code>myTransfers</Code>, <Code>distributions</Code>, and the admin&apos;s <Code>transfers</Code>) also page by cursor, which neither
            repeats nor skips rows when new ones arrive: ask for <Code>first</Code> rows and pass the page&apos;s <Code>pageInfo.endCursor</Code> as{' '}
            <Code>after</Code> (same sort) while <Code>pageInfo.hasNextPage</Code> is true. <Code>since</Code> (an ISO 8601 time) keeps what was made at or
            after it, for a sync of what is new.
          </List.Item>
          <List.Item>Money is whole oDance (integers up to 2^53 − 1); money in currency is in integer cents.</List.Item>
          <List.Item>
            Errors: REST answers <Code>{'{ code, status, message, type, params }'}</Code>; GraphQL puts <Code>code</Code>, <Code>status</Code> and{' '}
            <Code>params</Code> in each error&apos;s <Code>extensions</Code>. The whole catalogue is the <Code>errorCatalogue</Code> query. A bad, expired or
            revoked token is 401 with <Code>WWW-Authenticate: Bearer error=&quot;invalid_token&quot;</Code>; a call that needs one and came without
            any is 401 with <Code>WWW-Authenticate: Bearer</Code>.
          </List.Item>
          <List.Item>
            CORS: any origin may call <Code>/graphql</Code> and <Code>/api</Code> with the <Code>Authorization</Code> header; cookies are never sent across
            origins. Public reads need no token at all: a page on your own site can <Code>POST /graphql</Code> a public query without any header of ours.
          </List.Item>
          <List.Item>
            Refusals keep the transport&apos;s shape: on <Code>/graphql</Code> a syntax error, more than 2,000 tokens, bad JSON or a body too large is a 4xx
            with the usual <Code>errors</Code> list, never a 500.
          </List.Item>
        </List>
      </Section>

      <Section id="sync" title="Syncing a history">
        <Text>
          Ask for what is new since your last sync, page by page; each transfer carries the <Code>reference</Code> you gave it:
        </Text>
        <Example>{SYNC_QUERY}</Example>
        <Text>
          Send it with <Code>{'{"since":"2026-11-27T00:00:00Z","after":null}'}</Code>, then with <Code>after</Code> set to the last{' '}
          <Code>endCursor</Code> until <Code>hasNextPage</Code> is false.
        </Text>
      </Section>

      <Section id="versions" title="Versions and changes">
        <List spacing="xs">
          <List.Item>
            One API, changed without breaking it: fields, arguments, types and routes are added at any time; nothing is removed or changed incompatibly
            without first being marked deprecated (<Code>@deprecated(reason)</Code> in the schema, naming what to use instead) and announced in the
            changelog. Every change that breaks the released schema is refused by the project&apos;s own checks.
          </List.Item>
          <List.Item>
            Every API change, by date: the <Anchor underline="always" component={Link} to="/developers/changelog">API changelog</Anchor>.
          </List.Item>
        </List>
      </Section>
    </Stack>
  );
}

/** The sync example's document (validated against schema.graphql by DevelopersPage.test.tsx). */
export const SYNC_QUERY = `query Sync($since: String, $after: String) {
  myTransfers(since: $since, first: 100, after: $after, sortOrder: asc) {
    transfers { id direction amount reference createdAt counterparty { id } }
    pageInfo { endCursor hasNextPage }
  }
}`;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function Example({ children }: { children: string }) {
  return (
    <Code block className={classes.example} tabIndex={0}>
      {children}
    </Code>
  );
}
