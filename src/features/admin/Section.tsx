import type { ReactNode } from 'react';

/**
 * A part of an admin screen: an `<h2>` that can take focus (the place to continue from after the part's data
 * was fetched again) and its content.
 */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </section>
  );
}
