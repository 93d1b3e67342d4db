import { Button, ControlGroup, HTMLSelect, InputGroup, Tag } from '@blueprintjs/core';
import type { CourseTeacherVO } from '@dha/contracts';
import { useState } from 'react';

/**
 * Teachers of a course. The server has no user list, so the choices are the teachers already on
 * courses (gathered from the course list) plus any user id typed in; the server checks the ids.
 */
export function TeacherPicker({
  value,
  known,
  onChange,
  disabled,
}: {
  value: number[];
  known: readonly CourseTeacherVO[];
  onChange: (ids: number[]) => void;
  disabled?: boolean;
}) {
  const [typed, setTyped] = useState('');
  const nameOf = (id: number) => known.find((t) => t.id === id)?.nickname ?? `用户 #${id}`;
  const choices = known.filter((t) => !value.includes(t.id));
  const typedId = /^[1-9]\d{0,9}$/.test(typed.trim()) ? Number(typed.trim()) : null;
  const add = (id: number) => {
    if (!value.includes(id) && value.length < 20) onChange([...value, id]);
  };
  return (
    <div>
      <div className="dha-teacher-tags" aria-label="已选老师">
        {value.length === 0 && <span className="dha-muted">未指定老师（老师可在「课程认领」中认领）</span>}
        {value.map((id) => (
          <Tag key={id} onRemove={disabled ? undefined : () => onChange(value.filter((x) => x !== id))} intent="primary" minimal>
            {nameOf(id)}
          </Tag>
        ))}
      </div>
      <ControlGroup>
        <HTMLSelect
          aria-label="选择老师"
          value=""
          disabled={disabled || choices.length === 0}
          onChange={(e) => e.currentTarget.value && add(Number(e.currentTarget.value))}
          options={[
            { value: '', label: choices.length ? '从已有老师中选择…' : '没有其他已知老师' },
            ...choices.map((t) => ({ value: String(t.id), label: `${t.nickname}（#${t.id}）` })),
          ]}
        />
        <InputGroup
          aria-label="老师用户编号"
          placeholder="或输入用户编号"
          value={typed}
          disabled={disabled}
          inputMode="numeric"
          maxLength={10}
          onChange={(e) => setTyped(e.currentTarget.value)}
        />
        <Button
          icon="add"
          text="添加"
          disabled={disabled || typedId === null}
          onClick={() => {
            if (typedId !== null) add(typedId);
            setTyped('');
          }}
        />
      </ControlGroup>
    </div>
  );
}
