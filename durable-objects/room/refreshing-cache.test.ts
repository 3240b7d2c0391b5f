import { describe, expect, it } from "vitest";
import { RefreshingCache } from "./refreshing-cache";

/** A read the test answers by hand, counting how often it was started. */
function manualRead<T>() {
  const pending: { resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  return {
    pending,
    read: () => new Promise<T>((resolve, reject) => void pending.push({ resolve, reject })),
  };
}

const KEEP_MS = 1_000;

describe("RefreshingCache", () => {
  it("the first callers wait for one read together, and later ones are answered from its copy", async () => {
    const source = manualRead<string>();
    const errors: unknown[] = [];
    const cache = new RefreshingCache(source.read, KEEP_MS, (error) => errors.push(error));
    const first = cache.get(0);
    const second = cache.get(10);
    expect(source.pending).toHaveLength(1);
    source.pending[0].resolve("v1");
    expect(await Promise.all([first, second])).toEqual(["v1", "v1"]);
    expect(await cache.get(KEEP_MS - 1)).toBe("v1");
    expect(source.pending).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it("an old copy answers at once while one read brings the new one, however many callers find it old", async () => {
    const source = manualRead<string>();
    const errors: unknown[] = [];
    const cache = new RefreshingCache(source.read, KEEP_MS, (error) => errors.push(error));
    const first = cache.get(0);
    source.pending[0].resolve("v1");
    await first;
    const old = await Promise.all([cache.get(KEEP_MS), cache.get(KEEP_MS + 5), cache.get(KEEP_MS + 9)]);
    expect(old).toEqual(["v1", "v1", "v1"]);
    expect(source.pending).toHaveLength(2);
    source.pending[1].resolve("v2");
    await Promise.resolve();
    await Promise.resolve();
    expect(await cache.get(KEEP_MS + 10)).toBe("v2");
    expect(source.pending).toHaveLength(2);
    expect(errors).toEqual([]);
  });

  it("a failed read keeps the last good copy and is told, and the next caller reads again", async () => {
    const source = manualRead<string>();
    const errors: unknown[] = [];
    const cache = new RefreshingCache(source.read, KEEP_MS, (error) => errors.push(error));
    const first = cache.get(0);
    source.pending[0].resolve("v1");
    await first;
    expect(await cache.get(KEEP_MS)).toBe("v1");
    const failure = new Error("D1 unavailable");
    source.pending[1].reject(failure);
    await Promise.resolve();
    await Promise.resolve();
    expect(errors).toEqual([failure]);
    expect(await cache.get(KEEP_MS + 1)).toBe("v1");
    expect(source.pending).toHaveLength(3);
  });

  it("a first read that fails answers undefined, and a dropped copy is read again, never brought back by a read begun before the drop", async () => {
    const source = manualRead<string>();
    const errors: unknown[] = [];
    const cache = new RefreshingCache(source.read, KEEP_MS, (error) => errors.push(error));
    const first = cache.get(0);
    source.pending[0].reject(new Error("no D1"));
    expect(await first).toBeUndefined();
    const second = cache.get(1);
    source.pending[1].resolve("before the admin's edit");
    expect(await second).toBe("before the admin's edit");
    // An old copy is being read again when the admin's edit drops it.
    expect(await cache.get(KEEP_MS + 1)).toBe("before the admin's edit");
    cache.drop();
    const afterDrop = cache.get(KEEP_MS + 2);
    expect(source.pending).toHaveLength(4);
    source.pending[2].resolve("read before the drop");
    source.pending[3].resolve("after the admin's edit");
    expect(await afterDrop).toBe("after the admin's edit");
    expect(await cache.get(KEEP_MS + 3)).toBe("after the admin's edit");
    expect(errors).toHaveLength(1);
  });
});
