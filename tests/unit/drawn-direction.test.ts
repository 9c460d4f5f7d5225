import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drawnDirection } from '../helpers/drawn-direction';

// The helper behind tests/e2e/breadcrumb-direction.spec.ts, on chevrons drawn here: it must tell
// "‹" from "›", or that spec would pass whichever way the trail's separators point.

const chevron = (path: string, size: number, transform = '') =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 24 24">` +
        `<path d="${path}" transform="${transform}" fill="none" stroke="#475569" stroke-width="2.5"/></svg>`,
    ),
  )
    .png()
    .toBuffer();

const left = 'm15 6-6 6 6 6';
const right = 'm9 6 6 6-6 6';

describe('drawnDirection', () => {
  it.each([
    { what: 'the Arabic trail’s chevron', path: left, size: 28, transform: '', way: 'left' },
    { what: 'the Arabic trail’s chevron', path: left, size: 56, transform: '', way: 'left' },
    { what: 'a right chevron', path: right, size: 28, transform: '', way: 'right' },
    { what: 'a right chevron', path: right, size: 56, transform: '', way: 'right' },
    { what: 'the left chevron mirrored by a transform', path: left, size: 28, transform: 'translate(24 0) scale(-1 1)', way: 'right' },
    { what: 'the right chevron mirrored by a transform', path: right, size: 28, transform: 'translate(24 0) scale(-1 1)', way: 'left' },
  ] as const)('reads $what at $size px as pointing $way', async ({ path, size, transform, way }) => {
    expect(await drawnDirection(await chevron(path, size, transform))).toBe(way);
  });

  it('refuses a screenshot without a chevron', async () => {
    const blank = await sharp({ create: { width: 28, height: 28, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    await expect(drawnDirection(blank)).rejects.toThrow('No chevron drawn: 0 rows of ink in a 28×28 screenshot.');
  });
});
