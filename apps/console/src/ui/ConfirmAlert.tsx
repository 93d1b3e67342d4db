import { Alert, type Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useEscapeCloses } from './useEscapeCloses';

/** A confirmation (delete, cancel…) that does not close on a backdrop click (spec §4); Esc cancels it, wherever the focus is. */
export function ConfirmAlert({
  isOpen,
  children,
  confirmText = '确定',
  intent = 'danger',
  loading,
  onConfirm,
  onCancel,
}: {
  isOpen: boolean;
  children: ReactNode;
  confirmText?: string;
  intent?: Intent;
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  useEscapeCloses(isOpen, onCancel, !loading);
  return (
    <Alert
      isOpen={isOpen}
      icon="warning-sign"
      intent={intent}
      confirmButtonText={confirmText}
      cancelButtonText="取消"
      canOutsideClickCancel={false}
      canEscapeKeyCancel={!loading}
      loading={loading}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {children}
    </Alert>
  );
}
