// Turns the artwork in assets/images (SVG sources) into the files pages serve, in
// public/images at the same relative path: AVIF and WebP at twice the SVG's size for
// sharp screens (at most 1280 px wide), and a JPEG for images that social networks show
// (Open Graph images and blog covers: they read no AVIF).
// Run `npm run images` after adding or changing artwork, and commit the results.
import { readdir, mkdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const sourceRoot = path.resolve("assets/images");
const outputRoot = path.resolve("public/images");

async function* svgFiles(folder: string): AsyncGenerator<string> {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* svgFiles(full);
    else if (entry.name.endsWith(".svg")) yield full;
  }
}

for await (const source of svgFiles(sourceRoot)) {
  const relative = path.relative(sourceRoot, source).replace(/\.svg$/, "");
  const target = path.join(outputRoot, relative);
  await mkdir(path.dirname(target), { recursive: true });
  const { width = 640 } = await sharp(source).metadata();
  const image = sharp(source, { density: Math.min(144, (72 * 1280) / width) });
  await Promise.all([
    image.clone().avif({ quality: 55, effort: 6 }).toFile(`${target}.avif`),
    image.clone().webp({ quality: 80 }).toFile(`${target}.webp`),
    relative.startsWith("og/") || relative.startsWith("blog/")
      ? image.clone().flatten({ background: "#ffffff" }).jpeg({ quality: 85, mozjpeg: true }).toFile(`${target}.jpg`)
      : null,
  ]);
  console.info(`images: ${relative}`);
}
