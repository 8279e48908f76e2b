import type { ReactNode } from 'react';

/** One fact in a facts panel's list (`<dl>`): its name and its value. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}
