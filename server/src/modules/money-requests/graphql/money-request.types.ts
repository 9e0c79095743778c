import { GraphQLSafeInt } from 'graphql-scalars';
import { ArgsType, Field, GraphQLISODateTime, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { PageArgs } from '../../../shared/graphql/page-args.js';
import { PageFields } from '../../../shared/graphql/page-fields.js';
import { stringEnum } from '../../../shared/graphql/string-enum.js';
import {
  MONEY_REQUEST_DIRECTIONS,
  MONEY_REQUEST_STATUSES,
  type MoneyRequestDirection,
  type MoneyRequestPartyView,
  type MoneyRequestsPageView,
  type MoneyRequestStatus,
  type MoneyRequestView,
} from '../money-request.presenter.js';
import type { ZodInputOf } from '../../../shared/graphql/zod-input.js';
import type { RequestOdanceSchema } from '../commands/request-odance.js';
import { MESSAGE_MAX, ODANCE_AMOUNT_MIN } from '@odance/contract';

export const MoneyRequestStatusEnum = stringEnum(MONEY_REQUEST_STATUSES);
registerEnumType(MoneyRequestStatusEnum, {
  name: 'MoneyRequestStatus',
  description: 'Where a request for oDance stands.',
  valuesConfig: {
    pending: { description: 'Waiting for the payer: they may pay or decline it, the requester may cancel it.' },
    paid: { description: 'The payer paid it with a transfer (transferOdance with its moneyRequestId).' },
    declined: { description: 'The payer refused it.' },
    cancelled: { description: 'The requester withdrew it.' },
  },
});

export const MoneyRequestDirectionEnum = stringEnum(MONEY_REQUEST_DIRECTIONS);
registerEnumType(MoneyRequestDirectionEnum, {
  name: 'MoneyRequestDirection',
  description: "A request seen from the viewer's side.",
  valuesConfig: {
    sent: { description: 'The viewer asked for the oDance.' },
    received: { description: 'The viewer is asked to pay.' },
  },
});

@InputType({ description: 'Ask another member for oDance.' })
export class RequestOdanceInput implements ZodInputOf<typeof RequestOdanceSchema, RequestOdanceInput> {
  @Field(() => ID, { description: "The account asked to pay (searchAccounts); not the viewer's own." })
  fromAccountId: string;

  @Field(() => GraphQLSafeInt, { description: `Whole oDance, at least ${ODANCE_AMOUNT_MIN}, at most what one transfer may carry.` })
  amount: number;

  @Field(() => String, { nullable: true, description: `At most ${MESSAGE_MAX} characters; shown to the payer and on the transfer that pays it.` })
  message?: string | null;
}

@ObjectType({ description: 'The requester or payer of a money request.' })
export class MoneyRequestParty implements MoneyRequestPartyView {
  @Field(() => ID, { description: "The account's id." })
  id: string;

  @Field({ description: 'First name.' })
  firstName: string;

  @Field({ description: 'Last name.' })
  lastName: string;
}

@ObjectType({ description: 'A request for oDance from one member (requester) to another (payer).' })
export class MoneyRequest implements MoneyRequestView {
  @Field(() => ID, { description: 'Identifies the request (transferOdance moneyRequestId, declineMoneyRequest, cancelMoneyRequest).' })
  id: string;

  @Field(() => MoneyRequestStatusEnum, { description: 'Where it stands.' })
  status: MoneyRequestStatus;

  @Field(() => MoneyRequestDirectionEnum, { description: 'Whether the viewer asked (sent) or is asked (received).' })
  direction: MoneyRequestDirection;

  @Field(() => GraphQLSafeInt, { description: 'Whole oDance asked for.' })
  amount: number;

  @Field(() => String, { nullable: true, description: 'The message that came with it, if any.' })
  message: string | null;

  @Field(() => MoneyRequestParty, { description: 'Who asked.' })
  requester: MoneyRequestParty;

  @Field(() => MoneyRequestParty, { description: 'Who is asked to pay.' })
  payer: MoneyRequestParty;

  @Field(() => ID, { nullable: true, description: 'The transfer that paid it, once paid.' })
  transferId: string | null;

  @Field(() => GraphQLISODateTime, { description: 'When it was asked.' })
  createdAt: Date;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it was paid, declined or cancelled.' })
  answeredAt: Date | null;
}

@ObjectType({ description: 'What requestOdance answers.' })
export class RequestOdancePayload {
  @Field(() => MoneyRequest, { description: 'The new request, pending.' })
  moneyRequest: MoneyRequest;
}

@ObjectType({ description: 'A page of the viewer’s money requests, newest first.' })
export class MoneyRequestsPage extends PageFields implements MoneyRequestsPageView {
  @Field(() => [MoneyRequest], { description: 'The requests of this page.' })
  moneyRequests: MoneyRequest[];
}

@ArgsType()
export class MoneyRequestsArgs extends PageArgs {
  @Field(() => MoneyRequestDirectionEnum, { nullable: true, description: 'Only those the viewer sent, or only those they received; default both.' })
  direction?: MoneyRequestDirection | null;

  @Field(() => MoneyRequestStatusEnum, { nullable: true, description: 'Only requests in this status; default any.' })
  status?: MoneyRequestStatus | null;
}
