import { Spinner } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';

/**
 * A QR code of `text`, drawn on a canvas by the `qrcode` package, which loads only here (not with the
 * login page). `label` names it for screen readers.
 */
export function QrCanvas({ text, label, size = 200 }: { text: string; label: string; size?: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    let live = true;
    setDrawn(false);
    void import('qrcode').then(async (qrcode) => {
      if (!live || !canvas.current) return;
      await qrcode.toCanvas(canvas.current, text, { width: size, margin: 1 });
      if (live) setDrawn(true);
    });
    return () => {
      live = false;
    };
  }, [text, size]);
  return (
    <div className="dha-wechat-qr" style={{ width: size, height: size }}>
      {!drawn && <Spinner size={24} />}
      <canvas ref={canvas} role="img" aria-label={label} data-qr-text={text} hidden={!drawn} />
    </div>
  );
}
