import { AnchorButton, type Intent } from '@blueprintjs/core';
import type { MouseEvent } from 'react';
import { useHref, useNavigate } from 'react-router-dom';

/** A Blueprint anchor button for an in-app route (a real href, so it opens in a new tab too). */
export function LinkButton({
  to,
  text,
  icon,
  intent = 'primary',
  minimal = true,
  small = true,
}: {
  to: string;
  text: string;
  icon?: 'eye-open' | 'people' | 'tick-circle' | 'chart' | 'search' | 'arrow-left' | 'edit';
  intent?: Intent;
  minimal?: boolean;
  small?: boolean;
}) {
  const href = useHref(to);
  const navigate = useNavigate();
  const onClick = (e: MouseEvent) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    navigate(to);
  };
  return (
    <AnchorButton
      href={href}
      onClick={onClick}
      text={text}
      icon={icon}
      intent={intent}
      variant={minimal ? 'minimal' : undefined}
      size={small ? 'small' : undefined}
    />
  );
}
