import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerFrame } from '@app/domain';
import { LiveSocket, liveSocketUrl } from './live-socket.ts';

class FakeSocket {
  static made: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  closedWith: number | null = null;
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send(text: string) {
    this.sent.push(text);
  }
  close(code = 1000) {
    this.closedWith = code;
  }
  // What the server does:
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  frame(frame: Partial<ServerFrame>) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  serverClose(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

function start() {
  const frames: ServerFrame[] = [];
  const ended = vi.fn();
  const socket = new LiveSocket({
    url: 'ws://tv.test/v2/message/ws/messages',
    onFrame: (f) => frames.push(f),
    onSessionEnded: ended,
    createSocket: (url) => new FakeSocket(url) as unknown as WebSocket,
  });
  socket.start();
  return { socket, frames, ended };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.made = [];
});
afterEach(() => vi.useRealTimers());

describe('LiveSocket', () => {
  it('pings every 5 s while the server answers, and passes frames on', () => {
    const { frames } = start();
    const ws = FakeSocket.made[0]!;
    ws.open();
    vi.advanceTimersByTime(5000);
    expect(ws.sent).toEqual(['PING']);
    ws.frame({ frag: 'PONG' });
    ws.frame({ frag: 'WISHLISTS_CHANGED' });
    vi.advanceTimersByTime(5000);
    expect(ws.sent).toEqual(['PING', 'PING']);
    expect(frames.map((f) => f.frag)).toEqual(['PONG', 'WISHLISTS_CHANGED']);
  });

  it('reopens a socket that stays silent, backing off between tries', () => {
    start();
    FakeSocket.made[0]!.open();
    vi.advanceTimersByTime(15_000);
    expect(FakeSocket.made[0]!.closedWith).toBe(4000);
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.made).toHaveLength(2);
    FakeSocket.made[1]!.serverClose(1006);
    vi.advanceTimersByTime(1999);
    expect(FakeSocket.made).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.made).toHaveLength(3);
  });

  it('stops and reports when the server ends the session', () => {
    const { ended } = start();
    FakeSocket.made[0]!.open();
    FakeSocket.made[0]!.serverClose(4401);
    vi.advanceTimersByTime(60_000);
    expect(ended).toHaveBeenCalledOnce();
    expect(FakeSocket.made).toHaveLength(1);
  });

  it('closes for good when stopped', () => {
    const { socket } = start();
    FakeSocket.made[0]!.open();
    socket.stop();
    expect(FakeSocket.made[0]!.closedWith).toBe(1000);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.made).toHaveLength(1);
  });

  it('uses wss on an https page', () => {
    expect(liveSocketUrl({ protocol: 'https:', host: 'tv.example' })).toBe(
      'wss://tv.example/v2/message/ws/messages',
    );
    expect(liveSocketUrl({ protocol: 'http:', host: 'localhost:8080' })).toBe(
      'ws://localhost:8080/v2/message/ws/messages',
    );
  });
});
