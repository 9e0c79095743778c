import { Field, ObjectType } from 'type-graphql';

/** An uploaded image as the graph shows it (a profile's avatar and gallery, the viewer's main profile). */
@ObjectType({ description: 'A stored image.' })
export class Image {
  @Field({ description: 'Its absolute or site-relative URL.' })
  url: string;
}
