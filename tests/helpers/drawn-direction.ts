import sharp from 'sharp';

/**
 * Which way a chevron in a screenshot points, from its pixels: the ink of the middle rows (the
 * tip) sits left of the outer rows' ink (the arms) for "‹", right of it for "›". It reads what
 * Chromium drew, whatever character, path or transform drew it.
 */
export async function drawnDirection(png: Buffer): Promise<'left' | 'right'> {
  const { data, info } = await sharp(png).flatten({ background: '#ffffff' }).greyscale().raw().toBuffer({ resolveWithObject: true });
  const inkCentres: number[] = [];
  for (let y = 0; y < info.height; y++) {
    let sum = 0;
    let count = 0;
    for (let x = 0; x < info.width; x++) {
      if (255 - data[y * info.width + x]! > 80) {
        sum += x;
        count++;
      }
    }
    if (count) inkCentres.push(sum / count);
  }
  if (inkCentres.length < 3)
    throw new Error(`No chevron drawn: ${inkCentres.length} rows of ink in a ${info.width}×${info.height} screenshot.`);
  const third = Math.floor(inkCentres.length / 3);
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  const tip = mean(inkCentres.slice(third, inkCentres.length - third));
  const arms = mean([...inkCentres.slice(0, third), ...inkCentres.slice(inkCentres.length - third)]);
  return tip < arms ? 'left' : 'right';
}
