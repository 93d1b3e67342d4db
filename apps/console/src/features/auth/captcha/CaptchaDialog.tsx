import { Button, DialogBody, Spinner } from '@blueprintjs/core';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { AppDialog } from '../../../ui/AppDialog';
import { captchaApi, type BlockPuzzle } from './captcha-api';
import { captchaEncrypt } from './captcha-cipher';
import './captcha.css';

/** The picture is 310 px wide on the server; the answer is given on that scale. */
const WIDTH = 310;
const KEY_STEP = 2;

interface Props {
  isOpen: boolean;
  /** the verification to send with the login (or register, or SMS send) */
  onVerified: (captchaVerification: string) => void;
  onClose: () => void;
  /** shown to those who cannot solve a picture puzzle (a screen reader): another way in */
  alternative?: { text: string; onChoose: () => void };
}

/**
 * The block-puzzle captcha: drag the slider (mouse or touch) or move it with the arrow keys until
 * the piece sits in its hole, then let go (or press Enter). A wrong answer loads a new puzzle.
 */
export function CaptchaDialog({ isOpen, onVerified, onClose, alternative }: Props) {
  const [puzzle, setPuzzle] = useState<BlockPuzzle | null>(null);
  const [x, setX] = useState(0);
  const [status, setStatus] = useState<'idle' | 'checking' | 'wrong' | 'passed'>('idle');
  const dragFrom = useRef<number | null>(null);

  const load = useCallback(async () => {
    setPuzzle(null);
    setX(0);
    try {
      const r = await captchaApi.get();
      if (r.repData) setPuzzle(r.repData);
    } catch {
      /* the API client already said why */
    }
  }, []);

  useEffect(() => {
    if (isOpen) {
      setStatus('idle');
      void load();
    }
  }, [isOpen, load]);

  const submit = async () => {
    if (!puzzle || status === 'checking') return;
    setStatus('checking');
    const pointJson = captchaEncrypt(JSON.stringify({ x: Math.round(x), y: 5.0 }), puzzle.secretKey);
    try {
      const r = await captchaApi.check(puzzle.token, pointJson);
      if (r.success && r.repData) {
        setStatus('passed');
        onVerified(r.repData.captchaVerification);
        return;
      }
    } catch {
      /* said by the API client */
    }
    setStatus('wrong');
    void load();
  };

  const max = puzzle ? WIDTH - pieceWidth(puzzle) : WIDTH;
  const move = (to: number) => setX(Math.max(0, Math.min(max, to)));

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    dragFrom.current = e.clientX - x;
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (dragFrom.current !== null) move(e.clientX - dragFrom.current);
  };
  const onPointerUp = () => {
    if (dragFrom.current === null) return;
    dragFrom.current = null;
    void submit();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = e.shiftKey ? KEY_STEP * 10 : KEY_STEP;
    if (e.key === 'ArrowRight' || e.key === 'ArrowUp') move(x + step);
    else if (e.key === 'ArrowLeft' || e.key === 'ArrowDown') move(x - step);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(max);
    else if (e.key === 'Enter' || e.key === ' ') void submit();
    else return;
    e.preventDefault();
  };

  return (
    <AppDialog isOpen={isOpen} onClose={onClose} title="请完成安全验证" className="dha-captcha-dialog">
      <DialogBody>
        <div className="dha-captcha-picture" style={{ width: WIDTH }}>
          {puzzle ? (
            <>
              <img
                src={`data:image/png;base64,${puzzle.originalImageBase64}`}
                alt="拼图背景：图中有一个缺口"
                width={WIDTH}
                draggable={false}
              />
              <img
                className="dha-captcha-piece"
                src={`data:image/png;base64,${puzzle.jigsawImageBase64}`}
                alt="拼图块"
                style={{ left: x }}
                draggable={false}
              />
            </>
          ) : (
            <div className="dha-captcha-loading">
              <Spinner size={24} />
            </div>
          )}
        </div>
        <div className="dha-captcha-track" style={{ width: WIDTH }}>
          <span className="dha-captcha-hint">{status === 'wrong' ? '验证失败，请重试' : '向右拖动滑块填充拼图'}</span>
          <div
            className="dha-captcha-handle"
            role="slider"
            tabIndex={0}
            aria-label="拼图滑块：用左右方向键移动拼图块，对准缺口后按回车确认"
            aria-valuemin={0}
            aria-valuemax={Math.round(max)}
            aria-valuenow={Math.round(x)}
            aria-valuetext={`拼图块位于 ${Math.round(x)} 像素处`}
            aria-disabled={!puzzle || status === 'checking'}
            style={{ left: x }}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onKeyDown={onKeyDown}
          >
            ››
          </div>
        </div>
        <div aria-live="polite" className="dha-sr-only">
          {status === 'wrong' ? '验证失败，已换一张新的拼图' : status === 'passed' ? '验证通过' : ''}
        </div>
        <div className="dha-captcha-actions">
          <Button variant="minimal" icon="refresh" text="换一张" onClick={() => void load()} />
          {alternative && <Button variant="minimal" text={alternative.text} onClick={alternative.onChoose} />}
        </div>
      </DialogBody>
    </AppDialog>
  );
}

/** The piece strip's width, from the PNG header (bytes 16–19), so the slider stops at the picture's edge. */
function pieceWidth(puzzle: BlockPuzzle): number {
  const head = atob(puzzle.jigsawImageBase64.slice(0, 32));
  return ((head.charCodeAt(16) << 24) | (head.charCodeAt(17) << 16) | (head.charCodeAt(18) << 8) | head.charCodeAt(19)) >>> 0;
}
