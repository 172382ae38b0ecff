/**
 * A small least-recently-used cache: a Map keeps insertion order, so the first key is the oldest.
 * Shared by the modules and http/ (images, titles, rendered pages), so it lives in lib/.
 */
export class LruCache<K, V> {
  private readonly entries = new Map<K, V>();

  private readonly capacity: number;
  constructor(capacity: number) {
    this.capacity = capacity;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}
