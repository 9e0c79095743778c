import { Fragment } from 'react';

/** A name that may wrap after its underscores and dots ("Vienna_Dance_Academy"); its text stays the same. */
export function BreakableName({ name }: { name: string }) {
  const parts = name.split(/(?<=[_.])/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 ? <wbr /> : null}
        </Fragment>
      ))}
    </>
  );
}
