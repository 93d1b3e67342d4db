import type { ReactNode } from 'react';
import './staff.css';

/** The frame of a staff screen: title, optional actions on the right, content. */
export function PageFrame({ title, actions, children }: { title: ReactNode; actions?: ReactNode; children: ReactNode }) {
  return (
    <div className="dha-staff-page">
      <div className="dha-toolbar">
        <h2 className="bp6-heading">{title}</h2>
        <span className="dha-toolbar-spacer" />
        {actions}
      </div>
      {children}
    </div>
  );
}
