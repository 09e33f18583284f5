import sharp from 'sharp';

/** A real JPEG carrying camera and GPS EXIF data, as a phone would send it. */
export function jpegWithGps(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 90 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCam', Model: 'X1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '31/1 33/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '74/1 20/1 0/1',
      },
    })
    .toBuffer();
}

export function pngOf(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: 'white' } })
    .png()
    .toBuffer();
}

/** A multipart body the way FilePond sends it: a metadata field, then the file, both named `filepond`. */
export function filepondBody(bytes: Buffer, filename: string, contentType: string) {
  const boundary = `----rishta${Math.random().toString(16).slice(2)}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="filepond"\r\n\r\n{}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="filepond"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
