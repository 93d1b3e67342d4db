import { HTMLSelect, type HTMLSelectProps } from '@blueprintjs/core';

/** The title (tooltip and accessible name) of a select's caret: Blueprint's own reads "Open dropdown". */
export const SELECT_ICON_TITLE = '展开选项';

/** Blueprint's HTMLSelect with a Chinese caret title; use it for every select of the console. */
export function AppSelect({ iconProps, ...props }: HTMLSelectProps) {
  return <HTMLSelect {...props} iconProps={{ title: SELECT_ICON_TITLE, ...iconProps }} />;
}
