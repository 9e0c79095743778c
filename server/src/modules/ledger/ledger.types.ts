import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { PageFields } from '../../shared/graphql/page-fields.js';

export enum TransferDirectionEnum {
  sent = 'sent',
  received = 'received',
}
registerEnumType(TransferDirectionEnum, { name: 'TransferDirection', description: "Seen from the viewer's side." });

export enum TransferSortEnum {
  createdAt = 'createdAt',
  amount = 'amount',
}
registerEnumType(TransferSortEnum, { name: 'TransferSort' });

@InputType()
export class TransferOdanceInput {
  @Field(() => ID)
  recipientId: string;

  @Field(() => GraphQLSafeInt, { description: 'Whole oDance, at least 1.' })
  amount: number;

  @Field(() => String, { nullable: true, description: 'At most 280 characters.' })
  message?: string | null;

  @Field({ description: 'Made by the client once per attempt and reused on retry (8–100 of A–Z a–z 0–9 _ -).' })
  idempotencyKey: string;
}

@ObjectType({ description: 'A sender or recipient of a transfer.' })
export class TransferParty {
  @Field(() => ID)
  id: string;

  @Field()
  firstName: string;

  @Field()
  lastName: string;
}

@ObjectType()
export class Transfer {
  @Field(() => ID)
  id: string;

  @Field(() => TransferParty)
  sender: TransferParty;

  @Field(() => TransferParty)
  recipient: TransferParty;

  @Field(() => GraphQLSafeInt)
  amount: number;

  @Field(() => String, { nullable: true })
  message: string | null;

  @Field()
  createdAt: Date;
}

@ObjectType()
export class TransferOdancePayload {
  @Field(() => Transfer)
  transfer: Transfer;
}

@ObjectType({ description: "A transfer in the viewer's history: sent or received, with the other party." })
export class MyTransfer {
  @Field(() => ID)
  id: string;

  @Field(() => TransferDirectionEnum)
  direction: TransferDirectionEnum;

  @Field(() => TransferParty)
  counterparty: TransferParty;

  @Field(() => GraphQLSafeInt, { description: 'Always positive; direction says which way it went.' })
  amount: number;

  @Field(() => String, { nullable: true })
  message: string | null;

  @Field()
  createdAt: Date;
}

@ObjectType()
export class MyTransfersPage extends PageFields {
  @Field(() => [MyTransfer])
  transfers: MyTransfer[];
}
