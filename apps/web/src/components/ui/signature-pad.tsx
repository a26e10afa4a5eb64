import { useTranslation } from 'react-i18next';
import { useCallback, useEffect, useId, useRef, useState, type PointerEvent } from 'react';
import { secondaryButtonClass } from './field';

/** A point in CSS pixels from the pad's top-left corner. */
type Point = readonly [x: number, y: number];
type Stroke = readonly Point[];

/**
 * What the pad holds: strokes drawn with a finger, pen or mouse, or, for someone who cannot draw (keyboard or
 * screen-reader users), the receiver's typed name written out as the signature.
 */
export type Signature = { kind: 'drawn'; strokes: readonly Stroke[] } | { kind: 'typed'; name: string };

const PAD_HEIGHT_PX = 160;
const INK = '#0f172a';
const LINE_WIDTH_PX = 2.5;
/** The exported image is drawn at twice the pad's CSS size so it stays sharp when printed on the proof. */
const EXPORT_SCALE = 2;

function drawSignature(
  ctx: CanvasRenderingContext2D,
  signature: Signature | null,
  widthPx: number,
  heightPx: number,
  background: string | null = null,
) {
  if (background) {
    ctx.fillStyle = background;
    ctx.fillRect(0, 0, widthPx, heightPx);
  } else ctx.clearRect(0, 0, widthPx, heightPx);
  if (!signature) return;
  ctx.strokeStyle = INK;
  ctx.fillStyle = INK;
  if (signature.kind === 'typed') {
    const size = Math.min(48, heightPx / 3);
    ctx.font = `italic ${size}px "Segoe Script", "Brush Script MT", cursive`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(signature.name, widthPx / 2, heightPx / 2, widthPx - 24);
    return;
  }
  ctx.lineWidth = LINE_WIDTH_PX;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (const stroke of signature.strokes) {
    const [first, ...rest] = stroke;
    if (!first) continue;
    ctx.beginPath();
    ctx.moveTo(first[0], first[1]);
    // A tap is a dot: a zero-length line with round caps.
    if (rest.length === 0) ctx.lineTo(first[0] + 0.1, first[1]);
    for (const [x, y] of rest) ctx.lineTo(x, y);
    ctx.stroke();
  }
}

/**
 * The signature as a PNG on a white background (a transparent PNG prints black on black in some viewers).
 * Resolves null when the browser cannot draw (no 2D canvas).
 */
export function signatureToPng(signature: Signature, widthPx: number, heightPx = PAD_HEIGHT_PX) {
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(widthPx * EXPORT_SCALE);
  canvas.height = Math.round(heightPx * EXPORT_SCALE);
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.resolve(null);
  ctx.scale(EXPORT_SCALE, EXPORT_SCALE);
  drawSignature(ctx, signature, widthPx, heightPx, '#ffffff');
  return new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
}

export function isSignatureEmpty(signature: Signature | null): boolean {
  if (!signature) return true;
  return signature.kind === 'typed' ? signature.name.trim() === '' : signature.strokes.length === 0;
}

/**
 * A signature drawn on the screen (pointer events: finger, stylus or mouse) with Undo and Clear. Keyboard
 * users sign by typing: 'Sign with the typed name' writes `typedName` (the receiver's name field of the form)
 * as the signature. `onChange` receives the signature, or null when the pad is empty; the pad's CSS width is
 * passed along so the caller can export it with `signatureToPng`.
 */
export function SignaturePad({
  label,
  typedName,
  onChange,
  error,
}: {
  label?: string;
  typedName?: string;
  onChange: (signature: Signature | null, widthPx: number) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [signature, setSignature] = useState<Signature | null>(null);
  const [widthPx, setWidthPx] = useState(320);
  const current = useRef<Point[] | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  const redraw = useCallback(
    (next: Signature | null, inProgress: Stroke | null = null) => {
      const canvas = canvasRef.current;
      const ctx = canvas?.getContext('2d');
      if (!canvas || !ctx) return;
      const ratio = window.devicePixelRatio || 1;
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      const strokes = next?.kind === 'drawn' ? next.strokes : [];
      const shown: Signature | null =
        inProgress && next?.kind !== 'typed' ? { kind: 'drawn', strokes: [...strokes, inProgress] } : next;
      drawSignature(ctx, shown, widthPx, PAD_HEIGHT_PX);
    },
    [widthPx],
  );

  // The backing store follows the pad's displayed width and the screen's pixel ratio, so lines stay crisp.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const resize = () => {
      const width = Math.round(canvas.getBoundingClientRect().width) || 320;
      const ratio = window.devicePixelRatio || 1;
      canvas.width = width * ratio;
      canvas.height = PAD_HEIGHT_PX * ratio;
      setWidthPx(width);
    };
    resize();
    const observer = new ResizeObserver(resize);
    observer.observe(canvas);
    return () => observer.disconnect();
  }, []);

  useEffect(() => redraw(signature), [redraw, signature]);

  const commit = (next: Signature | null) => {
    const value = isSignatureEmpty(next) ? null : next;
    setSignature(value);
    onChangeRef.current(value, widthPx);
  };

  const pointAt = (e: PointerEvent<HTMLCanvasElement>): Point => {
    const rect = e.currentTarget.getBoundingClientRect();
    return [e.clientX - rect.left, e.clientY - rect.top];
  };

  const onPointerDown = (e: PointerEvent<HTMLCanvasElement>) => {
    if (e.button !== 0) return;
    e.preventDefault();
    e.currentTarget.setPointerCapture(e.pointerId);
    current.current = [pointAt(e)];
    redraw(signature?.kind === 'typed' ? null : signature, current.current);
  };
  const onPointerMove = (e: PointerEvent<HTMLCanvasElement>) => {
    const stroke = current.current;
    if (!stroke) return;
    // Coalesced events carry the points the browser merged between frames: smoother fast strokes.
    const native = e.nativeEvent;
    const events = typeof native.getCoalescedEvents === 'function' ? native.getCoalescedEvents() : [];
    const rect = e.currentTarget.getBoundingClientRect();
    if (events.length > 0)
      for (const ev of events) stroke.push([ev.clientX - rect.left, ev.clientY - rect.top]);
    else stroke.push(pointAt(e));
    redraw(signature?.kind === 'typed' ? null : signature, stroke);
  };
  const onPointerEnd = () => {
    const stroke = current.current;
    current.current = null;
    if (!stroke) return;
    const strokes = signature?.kind === 'drawn' ? signature.strokes : [];
    commit({ kind: 'drawn', strokes: [...strokes, stroke] });
  };

  const name = typedName?.trim() ?? '';
  const isEmpty = isSignatureEmpty(signature);
  const statusText = isEmpty
    ? t('signature.notSigned')
    : signature?.kind === 'typed'
      ? t('signature.signedTyped', { name: signature.name })
      : t('signature.signedDrawn');

  return (
    <div role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-status`}>
      <p id={`${id}-label`} className="mb-1 block text-sm font-medium text-slate-800">
        {label ?? t('signature.label')}
      </p>
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={t('signature.padLabel', { label: label ?? t('signature.label') })}
        className={`block w-full touch-none rounded-md border bg-white ${error ? 'border-red-600' : 'border-slate-300'}`}
        style={{ height: PAD_HEIGHT_PX }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      />
      <p id={`${id}-status`} aria-live="polite" className="mt-1 text-xs text-slate-600">
        {statusText}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          className={`${secondaryButtonClass} px-3 py-1 text-sm`}
          disabled={signature?.kind !== 'drawn'}
          onClick={() =>
            signature?.kind === 'drawn' && commit({ kind: 'drawn', strokes: signature.strokes.slice(0, -1) })
          }
        >
          {t('signature.undo')}
        </button>
        <button
          type="button"
          className={`${secondaryButtonClass} px-3 py-1 text-sm`}
          disabled={isEmpty}
          onClick={() => commit(null)}
        >
          {t('signature.clear')}
        </button>
        {typedName !== undefined && (
          <button
            type="button"
            className={`${secondaryButtonClass} px-3 py-1 text-sm`}
            disabled={name === ''}
            onClick={() => commit({ kind: 'typed', name })}
          >
            {t('signature.signTyped')}
          </button>
        )}
      </div>
      {error && <p className="mt-1 text-sm text-red-700">{error}</p>}
    </div>
  );
}
