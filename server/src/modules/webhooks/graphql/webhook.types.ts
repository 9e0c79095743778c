import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from 'type-graphql';
import type { PresentedWebhookDelivery, PresentedWebhookEndpoint } from '../webhook.presenter.js';
import type { ZodInputOf } from '../../../shared/graphql/zod-input.js';
import { WEBHOOK_URL_MAX } from '@odance/contract';
import { WEBHOOK_EVENT_TYPES, type CreateWebhookEndpointSchema, type WebhookEventType } from '../webhook.rules.js';
import { DISABLE_AFTER_SECONDS } from '../webhook-job.js';

const DAY_SECONDS = 24 * 3600;

@ObjectType({ description: "A webhook endpoint of the viewer's account: where the account's chosen events are POSTed (Standard Webhooks)." })
export class WebhookEndpoint implements PresentedWebhookEndpoint {
  @Field(() => ID, { description: 'Identifies the endpoint.' })
  id: string;

  @Field({ description: 'Where deliveries are POSTed (https in production).' })
  url: string;

  @Field(() => [String], { description: `The events it receives: ${WEBHOOK_EVENT_TYPES.join(', ')}.` })
  events: string[];

  @Field(() => GraphQLISODateTime, { description: 'When it was added; it receives events from then on.' })
  createdAt: Date;

  @Field({ description: `False once deliveries to it failed for ${DISABLE_AFTER_SECONDS / DAY_SECONDS} days (its owner is mailed); nothing more is sent to it.` })
  active: boolean;
}

@ObjectType({ description: 'A new webhook endpoint and its signing secret, shown this once and never again.' })
export class CreateWebhookEndpointPayload {
  @Field(() => WebhookEndpoint, { description: 'What the endpoint list will show of it.' })
  endpoint: WebhookEndpoint;

  @Field({ description: 'The signing secret, `whsec_…`: verify each delivery with it (the standardwebhooks package).' })
  secret: string;
}

@InputType({ description: 'A webhook endpoint to add.' })
export class CreateWebhookEndpointInput implements ZodInputOf<typeof CreateWebhookEndpointSchema, CreateWebhookEndpointInput> {
  @Field({ description: `An absolute http(s) URL (https in production; never a private, loopback or link-local address there), at most ${WEBHOOK_URL_MAX.toLocaleString('en-US')} characters.` })
  url: string;

  @Field(() => [String], { description: `The events to receive (at least one): ${WEBHOOK_EVENT_TYPES.join(', ')}.` })
  events: WebhookEventType[];
}

@ObjectType({ description: 'One delivery attempt of an event to an endpoint (every retry is one more).' })
export class WebhookDelivery implements PresentedWebhookDelivery {
  @Field(() => ID, { description: 'Identifies the attempt.' })
  id: string;

  @Field({ description: 'The event, as sent in the `webhook-id` header (the same on every retry).' })
  eventId: string;

  @Field({ description: 'The event type, e.g. transfer.received.' })
  type: string;

  @Field(() => Int, { nullable: true, description: "The endpoint's HTTP status; null when it did not answer (see error)." })
  statusCode: number | null;

  @Field(() => String, { nullable: true, description: 'Why the attempt failed (HTTP status, timeout, refused address…); null when it succeeded.' })
  error: string | null;

  @Field(() => GraphQLISODateTime, { description: 'When the attempt was made.' })
  createdAt: Date;
}
