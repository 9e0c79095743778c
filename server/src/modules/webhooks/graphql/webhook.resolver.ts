import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../kernel/context.js';
import { Access } from '../../auth/index.js';
import { createWebhookEndpoint } from '../commands/create-webhook-endpoint.js';
import { deleteWebhookEndpoint } from '../commands/delete-webhook-endpoint.js';
import { listWebhookDeliveries } from '../queries/list-webhook-deliveries.js';
import { listWebhookEndpoints } from '../queries/list-webhook-endpoints.js';
import { CreateWebhookEndpointInput, CreateWebhookEndpointPayload, WebhookDelivery, WebhookEndpoint } from './webhook.types.js';

@Resolver()
export class WebhookResolver {
  @Access({ who: 'viewer', scope: 'webhooks' })
  @Query(() => [WebhookEndpoint], { description: "The viewer's webhook endpoints, newest first (never their secrets)." })
  async webhookEndpoints(@Ctx() ctx: RequestContext): Promise<WebhookEndpoint[]> {
    return listWebhookEndpoints(ctx);
  }

  @Access({ who: 'viewer', scope: 'webhooks' })
  @Query(() => [WebhookDelivery], { description: "The delivery attempts to one of the viewer's endpoints, newest first (the last 100)." })
  async webhookDeliveries(@Arg('endpointId', () => ID, { description: 'The endpoint’s id.' }) endpointId: string, @Ctx() ctx: RequestContext): Promise<WebhookDelivery[]> {
    return listWebhookDeliveries(ctx, { endpointId });
  }

  @Access({ who: 'viewer', scope: 'webhooks' })
  @Mutation(() => CreateWebhookEndpointPayload, { description: "Adds a webhook endpoint to the viewer's account; its signing secret is answered this once." })
  async createWebhookEndpoint(
    @Arg('input', () => CreateWebhookEndpointInput, { description: 'Its URL and events.' }) input: CreateWebhookEndpointInput,
    @Ctx() ctx: RequestContext,
  ): Promise<CreateWebhookEndpointPayload> {
    return createWebhookEndpoint(ctx, input);
  }

  @Access({ who: 'viewer', scope: 'webhooks' })
  @Mutation(() => Boolean, { description: "Deletes one of the viewer's webhook endpoints with its delivery log; nothing more is sent to it." })
  async deleteWebhookEndpoint(@Arg('id', () => ID, { description: 'The endpoint’s id.' }) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    await deleteWebhookEndpoint(ctx, { id });
    return true;
  }
}
