import { readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#app/test-support/index.ts';
import type { TestApp } from '#app/test-support/index.ts';

/** The demo trailer every title points at, shipped in server/assets/media/trailers/demo/. */
const PLAYLIST = '/media/trailers/demo/index.m3u8';
const TRAILER_DIR = fileURLToPath(new URL('../../../assets/media/trailers/demo/', import.meta.url));

/** MPEG-TS packets are 188 bytes, each starting with the sync byte 0x47. */
const TS_PACKET = 188;
const TS_SYNC = 0x47;

describe('the demo HLS trailer', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('is a complete VOD playlist of short segments, all served as MPEG-TS', async () => {
    const res = await t.app.inject(PLAYLIST);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(
      /^(application\/vnd\.apple\.mpegurl|application\/x-mpegurl)/i,
    );

    const lines = res.body.split(/\r?\n/).filter((line) => line.trim() !== '');
    expect(lines[0]).toBe('#EXTM3U');
    expect(lines).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(lines.at(-1)).toBe('#EXT-X-ENDLIST');
    const target = Number(/^#EXT-X-TARGETDURATION:(\d+)$/m.exec(res.body)?.[1]);
    expect(target).toBeGreaterThan(0);

    const segments: { duration: number; uri: string }[] = [];
    lines.forEach((line, i) => {
      const extinf = /^#EXTINF:([\d.]+),/.exec(line);
      if (extinf) segments.push({ duration: Number(extinf[1]), uri: lines[i + 1]! });
    });
    expect(segments.length).toBeGreaterThanOrEqual(4);
    const total = segments.reduce((sum, s) => sum + s.duration, 0);
    expect(total).toBeGreaterThanOrEqual(8);
    expect(total).toBeLessThanOrEqual(10.5);

    for (const segment of segments) {
      // A player rejects a segment longer than the target duration (RFC 8216 §4.3.3.1).
      expect(Math.round(segment.duration)).toBeLessThanOrEqual(target);
      expect(segment.uri).toMatch(/^[\w.-]+\.ts$/);
      const media = await t.app.inject(`/media/trailers/demo/${segment.uri}`);
      expect(media.statusCode, segment.uri).toBe(200);
      expect(media.headers['content-type'], segment.uri).toMatch(/^video\/mp2t/i);
      const bytes = media.rawPayload;
      expect(bytes.length % TS_PACKET, segment.uri).toBe(0);
      let unsynced = 0;
      for (let offset = 0; offset < bytes.length; offset += TS_PACKET) {
        if (bytes[offset] !== TS_SYNC) unsynced++;
      }
      expect(unsynced, segment.uri).toBe(0);
    }
  });

  it('stays under 1 MB in the repository', () => {
    const bytes = readdirSync(TRAILER_DIR).reduce(
      (sum, name) => sum + statSync(TRAILER_DIR + name).size,
      0,
    );
    expect(bytes).toBeLessThan(1024 * 1024);
  });
});
