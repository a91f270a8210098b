/**
 * The spec's save, the bench's baseline: every page rendered by pdf.js at scale 1 onto a canvas the
 * size of the first page's, on white, the annotations painted over it (LaTeX as its plain source, as
 * the spec says), exported as a full-quality JPEG and re-assembled into a new PDF with pdf-lib.
 * The spec also waits 300 ms per page for rendering; that fixed wait is not computing time and is left
 * out here (index.mjs prints it separately).
 */
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { PDFDocument } from '@cantoo/pdf-lib';

/**
 * Decodes each distinct placed image once, as the browser has them decoded already when the user
 * saves. Returns a map from AnnotationImage to its decoded image.
 */
export async function decodeImages(annotationsByPage) {
  const decoded = new Map();
  for (const page of Object.values(annotationsByPage))
    for (const { image } of page.images)
      if (!decoded.has(image)) decoded.set(image, await loadImage(Buffer.from(image.bytes)));
  return decoded;
}

function clipToShape(ctx, { x, y, width, height, shape }, roundedRadiusRatio) {
  ctx.beginPath();
  if (shape === 'circle')
    ctx.ellipse(x + width / 2, y + height / 2, width / 2, height / 2, 0, 0, 2 * Math.PI);
  else if (shape === 'roundedRect')
    ctx.roundRect(x, y, width, height, Math.min(width, height) * roundedRadiusRatio);
  else ctx.rect(x, y, width, height);
  ctx.clip();
}

/** Paints one page's annotations in the tool's layer order: white-outs, images, strokes, texts. */
function paintAnnotations(ctx, page, { images, roundedRadiusRatio }) {
  for (const d of page.deletions) {
    ctx.globalAlpha = d.opacity;
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(d.x, d.y, d.width, d.height);
  }
  ctx.globalAlpha = 1;
  for (const placed of page.images) {
    ctx.save();
    clipToShape(ctx, placed, roundedRadiusRatio);
    ctx.drawImage(images.get(placed.image), placed.x, placed.y, placed.width, placed.height);
    ctx.restore();
  }
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (const { color, size, points } of page.drawings) {
    ctx.strokeStyle = color;
    ctx.lineWidth = size;
    ctx.beginPath();
    points.forEach(({ x, y }, i) => (i ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
    ctx.stroke();
  }
  ctx.fillStyle = '#000000';
  for (const t of page.texts) {
    ctx.font = `${t.fontSize}px "${t.fontFamily}"`;
    ctx.fillText(t.content, t.x, t.y);
  }
}

/**
 * `pdf` is an open pdf.js document (the tool has it open already); `paint` holds the decoded images
 * (decodeImages) and the model's ROUNDED_RECT_RADIUS_RATIO. Returns the new PDF's bytes.
 */
export async function rasterSave(pdf, annotationsByPage, paint) {
  const first = (await pdf.getPage(1)).getViewport({ scale: 1 });
  const canvas = createCanvas(Math.floor(first.width), Math.floor(first.height));
  const ctx = canvas.getContext('2d');
  const out = await PDFDocument.create();
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const page = await pdf.getPage(n);
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvasContext: ctx, canvas, viewport: page.getViewport({ scale: 1 }) }).promise;
    const annotations = annotationsByPage[n];
    if (annotations) paintAnnotations(ctx, annotations, paint);
    const jpeg = await out.embedJpg(await canvas.encode('jpeg', 100));
    out
      .addPage([canvas.width, canvas.height])
      .drawImage(jpeg, { x: 0, y: 0, width: canvas.width, height: canvas.height });
  }
  return out.save();
}
