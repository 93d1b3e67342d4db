import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { DictTypeCode } from '@dha/contracts';
import { useState, type FormEvent } from 'react';
import { DictSelect } from '../../../ui/DictSelect';
import { CourseSelect } from '../shared/CourseSelect';
import type { SignupFilterValues } from './signup-filter';

/** The staff signup filters: course, status, participant kind, identity, keyword, submitted-time range. */
export function SignupFilterBar({
  initial,
  defaults,
  onSearch,
  hideCourse,
}: {
  initial: SignupFilterValues;
  /** what 重置 goes back to */
  defaults: SignupFilterValues;
  onSearch: (f: SignupFilterValues) => void;
  hideCourse?: boolean;
}) {
  const [f, setF] = useState(initial);
  const set = (patch: Partial<SignupFilterValues>) => setF((prev) => ({ ...prev, ...patch }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(f);
  };
  return (
    <form className="dha-filter-bar" onSubmit={submit}>
      {!hideCourse && (
        <FormGroup label="课程" labelFor="sf-course">
          <CourseSelect id="sf-course" value={f.courseId} onChange={(courseId) => set({ courseId })} />
        </FormGroup>
      )}
      <FormGroup label="报名状态" labelFor="sf-status">
        <DictSelect
          id="sf-status"
          label="报名状态"
          type={DictTypeCode.SIGNUP_STATUS}
          value={f.status}
          onChange={(status) => set({ status })}
        />
      </FormGroup>
      <FormGroup label="参与类型" labelFor="sf-kind">
        <DictSelect
          id="sf-kind"
          label="参与类型"
          type={DictTypeCode.SIGNUP_PARTICIPANT_KIND}
          value={f.participantKind}
          onChange={(participantKind) => set({ participantKind })}
        />
      </FormGroup>
      <FormGroup label="报名身份" labelFor="sf-identity">
        <DictSelect
          id="sf-identity"
          label="报名身份"
          type={DictTypeCode.SIGNUP_IDENTITY}
          value={f.identity}
          onChange={(identity) => set({ identity })}
        />
      </FormGroup>
      <FormGroup label="关键字" labelFor="sf-keyword">
        <InputGroup
          id="sf-keyword"
          placeholder="姓名 / 手机 / 用户名"
          value={f.keyword}
          maxLength={64}
          onChange={(e) => set({ keyword: e.currentTarget.value })}
        />
      </FormGroup>
      <FormGroup label="提交时间" labelFor="sf-from">
        <div className="dha-toolbar">
          <input
            id="sf-from"
            aria-label="提交开始日期"
            className="bp6-input"
            type="date"
            value={f.submittedFrom}
            onChange={(e) => set({ submittedFrom: e.currentTarget.value })}
          />
          <span>至</span>
          <input
            aria-label="提交结束日期"
            className="bp6-input"
            type="date"
            value={f.submittedTo}
            onChange={(e) => set({ submittedTo: e.currentTarget.value })}
          />
        </div>
      </FormGroup>
      <div className="dha-toolbar">
        <Button type="submit" intent="primary" icon="search" text="搜索" />
        <Button
          icon="refresh"
          text="重置"
          onClick={() => {
            setF(defaults);
            onSearch(defaults);
          }}
        />
      </div>
    </form>
  );
}
