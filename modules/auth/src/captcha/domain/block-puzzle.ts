import { PNG } from 'pngjs';
import { randomInt } from 'node:crypto';

/** AJ-Captcha's block puzzle: a 310×155 picture with a piece cut out, and the piece in a strip of its own. */
export const PUZZLE_WIDTH = 310;
export const PUZZLE_HEIGHT = 155;
const PIECE = 44; // the square of the piece, its knob outside it
const KNOB = 7;
const STRIP_WIDTH = PIECE + KNOB + 2;

export interface BlockPuzzle {
  /** the picture with the hole, PNG */
  background: Buffer;
  /** the piece at its own height in a transparent strip, PNG */
  piece: Buffer;
  /** where the piece fits: the answer, never sent */
  x: number;
  y: number;
}

/**
 * Draws a new puzzle. The picture is made up each time (a gradient under random discs and bars),
 * so no stock of images can be learned; the hole sits somewhere in the right four fifths.
 */
export function drawBlockPuzzle(): BlockPuzzle {
  const bg = new PNG({ width: PUZZLE_WIDTH, height: PUZZLE_HEIGHT });
  paintScenery(bg);
  const x = randomInt(70, PUZZLE_WIDTH - STRIP_WIDTH - 4);
  const y = randomInt(KNOB + 4, PUZZLE_HEIGHT - PIECE - 4);
  const strip = new PNG({ width: STRIP_WIDTH, height: PUZZLE_HEIGHT });
  for (let py = 0; py < PUZZLE_HEIGHT; py++) {
    for (let px = 0; px < STRIP_WIDTH; px++) {
      const inside = inPiece(px, py - y);
      const edge = inside && (!inPiece(px - 1, py - y) || !inPiece(px + 1, py - y) || !inPiece(px, py - y - 1) || !inPiece(px, py - y + 1));
      const s = (py * STRIP_WIDTH + px) * 4;
      if (!inside) {
        strip.data[s + 3] = 0;
        continue;
      }
      const b = (py * PUZZLE_WIDTH + x + px) * 4;
      for (let c = 0; c < 3; c++) strip.data[s + c] = edge ? 255 : bg.data[b + c]!;
      strip.data[s + 3] = 255;
      // the hole: darkened, with a light rim
      for (let c = 0; c < 3; c++) bg.data[b + c] = edge ? 230 : Math.round(bg.data[b + c]! * 0.35);
    }
  }
  return { background: PNG.sync.write(bg), piece: PNG.sync.write(strip), x, y };
}

/** The piece's shape, in its strip's coordinates (dy from its top): a square with a round knob on the right. */
function inPiece(px: number, dy: number): boolean {
  if (px >= 1 && px < 1 + PIECE && dy >= 0 && dy < PIECE) return true;
  const kx = px - (1 + PIECE);
  const ky = dy - PIECE / 2;
  return kx >= -KNOB && kx * kx + ky * ky <= KNOB * KNOB;
}

function paintScenery(png: PNG): void {
  const hue = () => [randomInt(40, 200), randomInt(40, 200), randomInt(40, 200)];
  const [a, b] = [hue(), hue()];
  for (let py = 0; py < png.height; py++) {
    for (let px = 0; px < png.width; px++) {
      const t = (px + py) / (png.width + png.height);
      const i = (py * png.width + px) * 4;
      for (let c = 0; c < 3; c++) png.data[i + c] = Math.round(a[c]! * (1 - t) + b[c]! * t);
      png.data[i + 3] = 255;
    }
  }
  for (let n = 0; n < 14; n++) {
    const [cx, cy, r] = [randomInt(0, png.width), randomInt(0, png.height), randomInt(8, 34)];
    const colour = hue();
    const bar = n % 3 === 0;
    for (let py = Math.max(0, cy - r); py < Math.min(png.height, cy + r); py++) {
      for (let px = Math.max(0, cx - r); px < Math.min(png.width, cx + r); px++) {
        if (!bar && (px - cx) ** 2 + (py - cy) ** 2 > r * r) continue;
        const i = (py * png.width + px) * 4;
        for (let c = 0; c < 3; c++) png.data[i + c] = Math.round((png.data[i + c]! + colour[c]!) / 2);
      }
    }
  }
}
