import { Button, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { SIZE_OPTIONS, sizeStore, useLayoutSize } from './size';

/** The top bar's size selector (spec §2): default, medium, small, mini; the choice is stored under `size`. */
export function SizeSelect() {
  const size = useLayoutSize();
  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <Menu role="listbox" aria-label="布局大小">
          {SIZE_OPTIONS.map((o) => (
            <MenuItem
              key={o.value}
              text={o.label}
              roleStructure="listoption"
              selected={o.value === size}
              onClick={() => sizeStore.set(o.value)}
            />
          ))}
        </Menu>
      }
    >
      <Button variant="minimal" icon="font" aria-label="布局大小" title="布局大小" />
    </PopoverNext>
  );
}
