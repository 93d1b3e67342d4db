import type { Intent } from '@blueprintjs/core';

/** colorType of a dictionary entry (default, primary, success, info, warning, danger) → Blueprint intent. */
export function colorTypeToIntent(colorType: string | null | undefined): Intent {
  switch (colorType) {
    case 'primary':
    case 'success':
    case 'warning':
    case 'danger':
      return colorType;
    default:
      return 'none';
  }
}
