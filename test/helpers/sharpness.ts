// How sharp a picture is: the standard deviation of its greyscale Laplacian (edge contrast), for
// comparing a picture drawn at a size with the same picture upscaled (the wide-picture test
// and the bench's "scale" section).
import sharp from 'sharp';

export async function laplacianSpread(png: Buffer): Promise<number> {
  const { data } = await sharp(png)
    .greyscale()
    .convolve({ width: 3, height: 3, kernel: [0, 1, 0, 1, -4, 1, 0, 1, 0], offset: 128 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let sum = 0;
  let squares = 0;
  for (const value of data) {
    sum += value;
    squares += value * value;
  }
  return Math.sqrt(squares / data.length - (sum / data.length) ** 2);
}
