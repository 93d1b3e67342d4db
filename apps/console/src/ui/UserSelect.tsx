import { InputGroup, Menu, MenuDivider, MenuItem, PopoverNext, Spinner, Tag, type Intent } from '@blueprintjs/core';
import { RoleCodeLabel, type RoleCodeValue, type UserSimpleVO } from '@dha/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { lookupUsers, userLookupKey } from '../api/user-lookup';
import './user-select.css';

/** A user the picker can name: a lookup row, or just id + nickname (e.g. a course's current teachers). */
export type KnownUser = Pick<UserSimpleVO, 'id' | 'nickname'> & Partial<UserSimpleVO>;

export interface UserSelectProps {
  id?: string;
  /** accessible name of the search box */
  label: string;
  /** the chosen user ids */
  value: readonly number[];
  onChange: (ids: number[]) => void;
  /** several users (tags) or one (picking replaces it) */
  multiple?: boolean;
  /** at most this many (multiple only) */
  max?: number;
  /** only users holding one of these roles; none: every enabled user */
  roleCodes?: readonly RoleCodeValue[];
  /** names for chosen ids the lookup has not answered yet */
  known?: readonly KnownUser[];
  /** why a user cannot be picked here (shown on the disabled option), or null when they can */
  unavailable?: (u: UserSimpleVO) => string | null;
  placeholder?: string;
  /** shown when nothing is chosen */
  emptyText?: string;
  disabled?: boolean;
  intent?: Intent;
  debounceMs?: number;
}

const NO_ROLES: readonly RoleCodeValue[] = [];

const roleText = (roles: readonly string[]) =>
  roles.map((r) => (RoleCodeLabel as Record<string, string | undefined>)[r] ?? r).join('、') || '无角色';

function nameOf(u: KnownUser): string {
  return u.realName && u.realName !== u.nickname ? `${u.nickname}（${u.realName}）` : u.nickname || u.username || `用户 #${u.id}`;
}

/**
 * Picks users through `GET /system/user/simple-list`: a search box (debounced keyword: username,
 * nickname, real name or whole mobile) with a menu of matches, the chosen users as tags.
 * Keyboard: ↑/↓ move, Enter picks, Esc closes, Backspace in an empty box removes the last tag.
 */
export function UserSelect({
  id,
  label,
  value,
  onChange,
  multiple = false,
  max,
  roleCodes = NO_ROLES,
  known,
  unavailable,
  placeholder = '输入姓名、昵称、账号或手机号搜索',
  emptyText,
  disabled,
  intent,
  debounceMs = 300,
}: UserSelectProps) {
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const seen = useRef(new Map<number, KnownUser>());

  useEffect(() => {
    const timer = setTimeout(() => setKeyword(text.trim()), debounceMs);
    return () => clearTimeout(timer);
  }, [text, debounceMs]);

  const lookup = useQuery({
    queryKey: userLookupKey(roleCodes, keyword),
    queryFn: ({ signal }) => lookupUsers(roleCodes, keyword, signal),
    enabled: open && !disabled,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
  const users = lookup.data?.users ?? [];
  const current = Math.max(0, Math.min(active, users.length - 1));

  const userOf = (uid: number): KnownUser =>
    seen.current.get(uid) ?? users.find((u) => u.id === uid) ?? known?.find((k) => k.id === uid) ?? { id: uid, nickname: `用户 #${uid}` };
  const full = multiple && max !== undefined && value.length >= max;

  const toggle = (u: UserSimpleVO) => {
    if (unavailable?.(u) && !value.includes(u.id)) return;
    seen.current.set(u.id, u);
    if (!multiple) {
      onChange([u.id]);
      setText('');
      setOpen(false);
      return;
    }
    if (value.includes(u.id)) onChange(value.filter((x) => x !== u.id));
    else if (!full) onChange([...value, u.id]);
    inputRef.current?.focus();
  };
  const remove = (uid: number) => onChange(value.filter((x) => x !== uid));

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) return setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      if (users.length) setActive((current + step + users.length) % users.length);
    } else if (e.key === 'Enter') {
      // never submit the surrounding form from the search box
      e.preventDefault();
      const u = users[current];
      if (open && u && !lookup.isPlaceholderData) toggle(u);
    } else if (e.key === 'Escape') {
      if (open) e.stopPropagation();
      setOpen(false);
    } else if (e.key === 'Backspace' && text === '' && value.length) {
      remove(value[value.length - 1]!);
    }
  };

  const menu = (
    <Menu className="dha-user-select-menu" aria-label={`${label}候选`}>
      {lookup.isError && <MenuItem disabled text="用户加载失败" />}
      {lookup.isPending && !lookup.isError && <MenuItem disabled icon={<Spinner size={14} />} text="搜索中…" />}
      {lookup.isSuccess && users.length === 0 && <MenuItem disabled text={keyword ? `没有匹配「${keyword}」的用户` : '没有可选的用户'} />}
      {users.map((u, i) => {
        const chosen = value.includes(u.id);
        const reason = chosen ? null : (unavailable?.(u) ?? null);
        return (
          <MenuItem
            key={u.id}
            role="option"
            aria-selected={chosen}
            active={i === current}
            disabled={(!chosen && full) || reason !== null}
            icon={multiple ? (chosen ? 'tick' : 'blank') : undefined}
            shouldDismissPopover={!multiple}
            onMouseEnter={() => setActive(i)}
            onClick={() => toggle(u)}
            text={
              <span className="dha-user-option">
                <span className="dha-user-option-name">{nameOf(u)}</span>
                <span className="dha-user-option-meta">
                  {u.username} · #{u.id}
                  {u.mobile ? ` · ${u.mobile}` : ''}
                </span>
              </span>
            }
            label={reason ? `${roleText(u.roles)} · ${reason}` : roleText(u.roles)}
          />
        );
      })}
      {lookup.data?.truncated && (
        <>
          <MenuDivider />
          <MenuItem disabled text="只显示前一部分，请输入关键字缩小范围" />
        </>
      )}
    </Menu>
  );

  return (
    <div className="dha-user-select">
      <div className="dha-user-select-tags" aria-label={`已选${label}`}>
        {value.length === 0 && emptyText && <span className="dha-muted">{emptyText}</span>}
        {value.map((uid) => {
          const u = userOf(uid);
          return (
            <Tag
              key={uid}
              intent="primary"
              minimal
              title={`${u.username ?? ''} #${uid}${u.mobile ? ` ${u.mobile}` : ''}`}
              onRemove={disabled ? undefined : () => remove(uid)}
            >
              {nameOf(u)}
            </Tag>
          );
        })}
      </div>
      <PopoverNext
        isOpen={open && !disabled}
        content={menu}
        placement="bottom-start"
        arrow={false}
        animation="minimal"
        matchTargetWidth
        fill
        autoFocus={false}
        enforceFocus={false}
        popoverClassName="dha-user-select-popover"
        onInteraction={(next, e) => {
          // a click into the search box itself keeps the menu open
          if (!next && e && inputRef.current?.contains(e.target as Node)) return;
          setOpen(next);
        }}
      >
        <InputGroup
          id={id}
          inputRef={inputRef}
          aria-label={label}
          role="combobox"
          aria-expanded={open}
          aria-autocomplete="list"
          leftIcon="search"
          rightElement={lookup.isFetching && open ? <Spinner size={16} /> : undefined}
          placeholder={full ? `最多 ${max} 位` : placeholder}
          value={text}
          maxLength={50}
          disabled={disabled}
          intent={intent}
          // opens on click or typing, not on focus: focus comes back here when the menu closes
          onClick={() => setOpen(true)}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setActive(0);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
        />
      </PopoverNext>
    </div>
  );
}
