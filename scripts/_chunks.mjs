import sharp from "sharp";
const [file, out, chunkH = "2000"] = process.argv.slice(2);
const meta = await sharp(file).metadata();
const H = Number(chunkH);
const n = Math.ceil(meta.height / H);
if (meta.width > 800) {
  for (let i = 0; i < n; i++) {
    const h = Math.min(H, meta.height - i * H);
    await sharp(file).extract({ left: 0, top: i * H, width: meta.width, height: h }).resize(Math.round(meta.width * 0.6)).toFile(`${out}-${i}.png`);
  }
} else {
  // phones: columns side by side
  const cols = [];
  for (let i = 0; i < n; i++) {
    const h = Math.min(H, meta.height - i * H);
    cols.push({ input: await sharp(file).extract({ left: 0, top: i * H, width: meta.width, height: h }).toBuffer(), left: i * (meta.width + 10), top: 0 });
  }
  const per = 5;
  for (let g = 0; g * per < cols.length; g++) {
    const part = cols.slice(g * per, g * per + per).map((c, j) => ({ ...c, left: j * (meta.width + 10) }));
    await sharp({ create: { width: part.length * (meta.width + 10), height: H, channels: 3, background: "#888" } }).composite(part).png().toFile(`${out}-${g}.png`);
  }
}
console.log(n);
