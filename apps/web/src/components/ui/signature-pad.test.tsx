import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignaturePad, signatureToPng, type Signature } from './signature-pad';

/**
 * jsdom has no 2D canvas. This stand-in records the drawing calls, so a test can see what ink the pad put
 * down, and answers toBlob with a blob of the requested type.
 */
function fakeCanvas() {
  const calls: Array<[string, ...unknown[]]> = [];
  const record =
    (name: string) =>
    (...args: unknown[]) =>
      void calls.push([name, ...args]);
  const ctx = {
    setTransform: record('setTransform'),
    clearRect: record('clearRect'),
    fillRect: record('fillRect'),
    beginPath: record('beginPath'),
    moveTo: record('moveTo'),
    lineTo: record('lineTo'),
    stroke: record('stroke'),
    scale: record('scale'),
    fillText: record('fillText'),
    strokeStyle: '',
    fillStyle: '',
    lineWidth: 1,
    lineCap: 'butt',
    lineJoin: 'miter',
    font: '',
    textAlign: 'start',
    textBaseline: 'alphabetic',
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => ctx as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function toBlob(
    this: HTMLCanvasElement,
    callback: BlobCallback,
    type?: string,
  ) {
    callback(new Blob([`${this.width}x${this.height}`], { type: type ?? 'image/png' }));
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'getBoundingClientRect').mockReturnValue({
    x: 0,
    y: 0,
    left: 0,
    top: 0,
    right: 300,
    bottom: 160,
    width: 300,
    height: 160,
    toJSON: () => ({}),
  });
  return { calls, lines: () => calls.filter((c) => c[0] === 'lineTo') };
}

function draw(pad: HTMLElement, points: Array<[number, number]>) {
  const [first, ...rest] = points;
  if (!first) return;
  fireEvent.pointerDown(pad, { button: 0, pointerId: 1, clientX: first[0], clientY: first[1] });
  for (const [x, y] of rest) fireEvent.pointerMove(pad, { pointerId: 1, clientX: x, clientY: y });
  fireEvent.pointerUp(pad, { pointerId: 1 });
}

describe('SignaturePad', () => {
  it('starts empty, with nothing to undo or clear', () => {
    fakeCanvas();
    render(<SignaturePad label="Receiver's signature" onChange={() => {}} />);
    expect(screen.getByRole('group', { name: "Receiver's signature" })).toHaveAccessibleDescription(
      'Not signed yet.',
    );
    expect(screen.getByRole('img', { name: /draw with a finger, pen or mouse/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();
  });

  it('keeps each stroke drawn with the pointer; Undo takes back the last one and Clear empties the pad', async () => {
    const canvas = fakeCanvas();
    const onChange = vi.fn<(s: Signature | null, widthPx: number) => void>();
    const user = userEvent.setup();
    render(<SignaturePad onChange={onChange} />);
    const pad = screen.getByRole('img', { name: /Signature pad/ });

    draw(pad, [
      [10, 20],
      [40, 60],
      [80, 70],
    ]);
    draw(pad, [
      [100, 100],
      [140, 90],
    ]);

    expect(onChange).toHaveBeenLastCalledWith(
      {
        kind: 'drawn',
        strokes: [
          [
            [10, 20],
            [40, 60],
            [80, 70],
          ],
          [
            [100, 100],
            [140, 90],
          ],
        ],
      },
      300,
    );
    expect(screen.getByText('Signed on the screen.')).toBeInTheDocument();
    expect(canvas.lines()).toContainEqual(['lineTo', 140, 90]);

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onChange).toHaveBeenLastCalledWith(
      {
        kind: 'drawn',
        strokes: [
          [
            [10, 20],
            [40, 60],
            [80, 70],
          ],
        ],
      },
      300,
    );

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith(null, 300);
    expect(screen.getByText('Not signed yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
  });

  it('lets a keyboard user sign with the typed receiver name', async () => {
    fakeCanvas();
    const onChange = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<SignaturePad typedName="  " onChange={onChange} />);
    const typed = screen.getByRole('button', { name: 'Sign with the typed name' });
    expect(typed).toBeDisabled();

    rerender(<SignaturePad typedName=" Rohit Gupta " onChange={onChange} />);
    await user.tab();
    expect(typed).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(onChange).toHaveBeenLastCalledWith({ kind: 'typed', name: 'Rohit Gupta' }, 300);
    expect(screen.getByText('Signed with the typed name Rohit Gupta.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeEnabled();
  });

  it('exports the signature as a PNG on white, drawn at twice the pad size', async () => {
    const canvas = fakeCanvas();
    const png = await signatureToPng(
      {
        kind: 'drawn',
        strokes: [
          [
            [5, 5],
            [50, 40],
          ],
        ],
      },
      300,
    );
    expect(png?.type).toBe('image/png');
    expect(await png?.text()).toBe('600x320');
    expect(canvas.calls).toContainEqual(['scale', 2, 2]);
    expect(canvas.calls).toContainEqual(['fillRect', 0, 0, 300, 160]);
    expect(canvas.lines()).toEqual([['lineTo', 50, 40]]);
  });
});
