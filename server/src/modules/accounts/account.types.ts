import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';

export enum RoleNameEnum {
  user = 'user',
  distributor = 'distributor',
  admin = 'admin',
}
registerEnumType(RoleNameEnum, { name: 'RoleName' });

export enum AuthMethodEnum {
  email = 'email',
  google = 'google',
}
registerEnumType(AuthMethodEnum, { name: 'AuthMethod' });

@ObjectType()
export class Role {
  @Field(() => RoleNameEnum)
  name: RoleNameEnum;
}

@ObjectType()
export class Balance {
  @Field(() => GraphQLSafeInt, { description: 'Whole oDance.' })
  odance: number;
}

@ObjectType()
export class Image {
  @Field()
  url: string;
}

@ObjectType({ description: "The signed-in user's main profile, as the header shows it." })
export class MainProfile {
  @Field(() => ID)
  id: string;

  @Field()
  type: string;

  @Field(() => Image, { nullable: true })
  avatar: Image | null;
}

@ObjectType({ description: 'An account as its owner (or an admin) sees it: the user JSON of the REST API.' })
export class User {
  @Field(() => ID)
  id: string;

  @Field()
  email: string;

  @Field()
  firstName: string;

  @Field()
  lastName: string;

  @Field(() => Role)
  role: Role;

  @Field(() => Balance)
  balance: Balance;

  @Field()
  active: boolean;

  @Field()
  emailConfirmed: boolean;

  @Field(() => AuthMethodEnum)
  authMethod: AuthMethodEnum;

  @Field(() => MainProfile, { nullable: true })
  mainProfile: MainProfile | null;

  @Field({ description: 'Whether a received transfer is also mailed (on by default; Account information).' })
  mailOnTransferReceived: boolean;
}

@ObjectType({ description: 'An account as others see it in pickers: no email.' })
export class AccountSummary {
  @Field(() => ID)
  id: string;

  @Field()
  firstName: string;

  @Field()
  lastName: string;

  @Field(() => Image, { nullable: true })
  avatar: Image | null;
}

@ObjectType({ description: 'An account under admin review.' })
export class PendingAccount {
  @Field(() => ID)
  id: string;

  @Field()
  email: string;

  @Field()
  firstName: string;

  @Field()
  lastName: string;

  @Field()
  createdAt: Date;
}
