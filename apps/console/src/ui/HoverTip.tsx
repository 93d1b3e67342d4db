import { Classes, PopoverNext, type PopoverNextPlacement } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/**
 * A Blueprint-styled tooltip on PopoverNext (Blueprint's <Tooltip>/<Popover> position badly under
 * React 19 and warn about it). Use this and PopoverNext throughout the console.
 */
export function HoverTip({
  content,
  children,
  placement = 'top',
  className,
}: {
  content: string;
  children: ReactNode;
  placement?: PopoverNextPlacement;
  className?: string;
}) {
  return (
    <PopoverNext
      content={content}
      interactionKind="hover-target"
      placement={placement}
      popoverClassName={Classes.TOOLTIP}
      hoverOpenDelay={300}
      className={className}
      arrow
    >
      {children}
    </PopoverNext>
  );
}
