import { Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { ERROR_CATALOGUE, ErrorCode } from '../../../shared/errors/error-codes.js';
import { Access } from '../../auth/index.js';

@ObjectType({ description: 'One entry of the error catalogue shared by REST and GraphQL.' })
class ErrorDescription {
  @Field(() => ErrorCode, { description: 'The code.' })
  code: ErrorCode;

  @Field(() => Int, { description: 'The HTTP status it answers with.' })
  status: number;

  @Field({ description: 'What it says to people.' })
  message: string;
}

@Resolver()
export class SystemResolver {
  @Access({ who: 'anyone' })
  @Query(() => [ErrorDescription], { description: 'Every error code with its HTTP status and default message.' })
  errorCatalogue(): ErrorDescription[] {
    return Object.values(ErrorCode).map((code) => ({ code, ...ERROR_CATALOGUE[code] }));
  }
}
