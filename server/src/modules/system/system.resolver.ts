import { Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { ERROR_CATALOGUE, ErrorCode } from '../../shared/errors/error-codes.js';

@ObjectType({ description: 'One entry of the error catalogue shared by REST and GraphQL.' })
class ErrorDescription {
  @Field(() => ErrorCode)
  code: ErrorCode;

  @Field(() => Int)
  status: number;

  @Field()
  message: string;
}

@Resolver()
export class SystemResolver {
  @Query(() => [ErrorDescription], { description: 'Every error code with its HTTP status and default message.' })
  errorCatalogue(): ErrorDescription[] {
    return Object.values(ErrorCode).map((code) => ({ code, ...ERROR_CATALOGUE[code] }));
  }
}
