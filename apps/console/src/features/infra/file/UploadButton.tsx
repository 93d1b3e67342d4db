import { Button } from '@blueprintjs/core';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { fileApi } from './api';

/**
 * A button that picks a file and stores it (`POST /infra/file/upload`), then hands its URL on. The
 * server judges the bytes (an image must be an image) and the size; its refusal is toasted.
 */
export function UploadButton({
  text = '上传',
  accept = 'image/png,image/jpeg,image/gif,image/webp,image/bmp',
  directory,
  onUploaded,
  icon = 'upload',
}: {
  text?: string;
  accept?: string;
  directory?: string;
  onUploaded: (url: string, file: File) => void;
  icon?: 'upload' | 'media';
}) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useMutation({
    mutationFn: (file: File) => fileApi.upload(file, directory),
    onSuccess: (url, file) => onUploaded(url, file),
  });
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        aria-label={text}
        hidden
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (file) upload.mutate(file);
        }}
      />
      <Button icon={icon} text={text} loading={upload.isPending} onClick={() => input.current?.click()} />
    </>
  );
}
