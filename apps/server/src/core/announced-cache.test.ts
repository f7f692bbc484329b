import { describe, expect, it } from 'vitest';
import { AnnouncedCache, type Loaded } from './announced-cache.js';

const HOUR = 3_600_000;

/** A cache on a clock the test moves, already hearing announcements. */
function setUp(opts: { maxEntries?: number; maxAgeMs?: number } = {}) {
  let now = 1_000_000;
  const cache = new AnnouncedCache<string>({ maxEntries: 100, ...opts, now: () => now });
  cache.setLive(true);
  let loads = 0;
  const row = (memberId: number, expiresAt = now + HOUR): Loaded<string> => ({
    value: `member ${memberId}`,
    tags: [`m${memberId}`],
    expiresAt,
  });
  // Tagged as the auth plugin tags a token: by itself and by its member.
  const lookup = (token: string, found: Loaded<string> | null) =>
    cache.lookup(token, async () => {
      loads++;
      return found && { ...found, tags: [`t${token}`, ...found.tags] };
    });
  return { cache, row, lookup, loads: () => loads, advance: (ms: number) => (now += ms) };
}

describe('AnnouncedCache', () => {
  it('answers a repeated token from memory, and an unknown one from the database each time', async () => {
    const { row, lookup, loads } = setUp();
    expect(await lookup('a', row(1))).toBe('member 1');
    expect(await lookup('a', row(1))).toBe('member 1');
    expect(loads()).toBe(1);
    expect(await lookup('nope', null)).toBeNull();
    expect(await lookup('nope', null)).toBeNull();
    expect(loads()).toBe(3);
  });

  it("drops every entry carrying an announced tag: one token, or all of a member's", async () => {
    const { cache, row, lookup, loads } = setUp();
    await lookup('a', row(1));
    await lookup('b', row(1));
    await lookup('c', row(2));
    cache.forgetTagged('ta');
    expect(await lookup('a', null)).toBeNull();
    expect(loads()).toBe(4);
    cache.forgetTagged('m1');
    await lookup('b', row(1));
    await lookup('c', row(2));
    expect(loads()).toBe(5); // b again from the database; c, another member's, still held
  });

  it('does not keep a lookup that was under way when a change was announced', async () => {
    const { cache, row, lookup, loads } = setUp();
    let finish!: (found: Loaded<string>) => void;
    const inFlight = cache.lookup('a', () => new Promise((resolve) => (finish = resolve)));
    cache.forgetTagged('m1'); // committed while the lookup was reading the row as it was
    finish(row(1));
    expect(await inFlight).toBe('member 1');
    await lookup('a', row(1));
    expect(loads()).toBe(1); // asked the database again instead of trusting the in-flight answer
    await lookup('a', row(1));
    expect(loads()).toBe(1);
  });

  it('holds and keeps nothing while announcements may be missed', async () => {
    const { cache, row, lookup, loads } = setUp();
    await lookup('a', row(1));
    cache.setLive(false);
    await lookup('a', row(1));
    await lookup('a', row(1));
    expect(loads()).toBe(3);
    cache.setLive(true);
    await lookup('a', row(1));
    await lookup('a', row(1));
    expect(loads()).toBe(4);
  });

  it('never serves an entry past its own expiry or past the maximum age', async () => {
    const { row, lookup, loads, advance } = setUp({ maxAgeMs: 60_000 });
    await lookup('short', row(1, 1_000_000 + 5_000));
    advance(5_000);
    expect(await lookup('short', null)).toBeNull();
    await lookup('long', row(2));
    advance(59_999);
    await lookup('long', row(2));
    expect(loads()).toBe(3);
    advance(1);
    await lookup('long', row(2));
    expect(loads()).toBe(4);
  });

  it('lets the oldest entry go when full', async () => {
    const { cache, row, lookup, loads } = setUp({ maxEntries: 2 });
    await lookup('a', row(1));
    await lookup('b', row(2));
    await lookup('c', row(3));
    expect(cache.size).toBe(2);
    await lookup('b', row(2));
    await lookup('c', row(3));
    expect(loads()).toBe(3);
    await lookup('a', row(1));
    expect(loads()).toBe(4);
  });

  it('keeps its index of tags in step: an entry gone by expiry, by room or by being loaded again leaves no tag behind', async () => {
    const { cache, row, lookup, loads, advance } = setUp({ maxEntries: 2 });
    await lookup('a', row(1, 1_000_000 + 5_000));
    await lookup('b', row(2));
    expect(cache.tagCount).toBe(4); // ta, m1, tb, m2
    advance(5_000);
    await lookup('a', row(3)); // expired: loaded again, now a token of member 3
    cache.forgetTagged('m1'); // its old member: nothing to drop
    await lookup('a', row(3));
    expect(loads()).toBe(3);
    await lookup('c', row(4)); // full: b, the oldest, goes with its tags
    expect(cache.size).toBe(2);
    expect(cache.tagCount).toBe(4); // ta, m3, tc, m4
    cache.forgetTagged('m3');
    await lookup('a', row(3));
    expect(loads()).toBe(5);
    cache.clear();
    expect(cache.tagCount).toBe(0);
  });

  it("answers the reader's own view, holds only everyone's, and keeps nothing when told not to", async () => {
    const { cache } = setUp();
    let reads = 0;
    const read = (member: string, keep = true) =>
      cache.lookupShared('article', async () => {
        reads++;
        return { own: `${member}'s view`, value: 'everyone’s view', tags: ['p1'], keep };
      });
    expect(await read('ann', false)).toEqual({ own: "ann's view" });
    expect(await read('bob')).toEqual({ own: "bob's view" });
    expect(await read('cat')).toEqual({ shared: 'everyone’s view' });
    expect(reads).toBe(2);
    cache.forgetTagged('p1');
    expect(await read('dan')).toEqual({ own: "dan's view" });
    expect(await cache.lookupShared('missing', async () => null)).toBeNull();
  });
});
