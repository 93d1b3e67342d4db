import type { ReactNode } from 'react';

/** A table cell of two lines: the main one, and a muted one under it (a course's code, an end time…). */
export function StackedCell({ main, sub }: { main: ReactNode; sub: ReactNode }) {
  return (
    <>
      <div>{main}</div>
      <div className="dha-muted">{sub}</div>
    </>
  );
}
