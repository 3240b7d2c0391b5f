import type { Context } from "hono";

/**
 * The caller's address as every limit counts it (guest identities, rooms per hour, login
 * throttling, the per-minute API limit, and any later per-address bound): an IPv4 address as
 * itself, an IPv6 address by its /64 (`addressBlock`). On Cloudflare, CF-Connecting-IP is set
 * by the edge and replaces whatever a client sent; no other header (X-Forwarded-For,
 * X-Real-IP, …) is read, since a client could write it. Locally (no edge) every request
 * shares one address unless the dev server or a test sets the header.
 */
export function clientAddress(c: Context): string {
  return addressBlock(c.req.header("CF-Connecting-IP")?.trim() || "local");
}

/**
 * The block a limit counts an address in. An IPv6 client is handed a whole /64 and picks any
 * address in it, so counting per /128 would give it 2^64 buckets: its first four groups
 * name it («2001:db8:0:1::/64»). An IPv4 address, or an IPv4 address written as IPv6
 * («::ffff:203.0.113.7», «::ffff:cb00:7107»), counts as itself. The loopback (::1) and
 * anything that is not an IP address (the local «local») are left as they are.
 */
export function addressBlock(raw: string): string {
  const address = raw.trim().toLowerCase().replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  if (!address.includes(":")) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  if (groups.every((g, i) => (i < 7 ? g === 0 : g === 1))) return "::1";
  // IPv4-mapped (::ffff:a.b.c.d): one IPv4 client, whatever the notation.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff)
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join(".");
  return `${groups.slice(0, 4).map((g) => g.toString(16)).join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address (with `::` and a trailing dotted IPv4 part), or null if it is not one. */
function ipv6Groups(address: string): number[] | null {
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string): number[] | null => {
    if (!part) return [];
    const out: number[] = [];
    const pieces = part.split(":");
    for (let i = 0; i < pieces.length; i++) {
      const piece = pieces[i];
      if (i === pieces.length - 1 && piece.includes(".")) {
        const octets = piece.split(".").map((o) => (/^\d{1,3}$/.test(o) ? Number(o) : NaN));
        if (octets.length !== 4 || octets.some((o) => !(o <= 255))) return null;
        out.push((octets[0] << 8) | octets[1], (octets[2] << 8) | octets[3]);
      } else if (/^[0-9a-f]{1,4}$/.test(piece)) out.push(parseInt(piece, 16));
      else return null;
    }
    return out;
  };
  const head = parse(halves[0]);
  const tail = halves.length === 2 ? parse(halves[1]) : [];
  if (!head || !tail) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  return missing >= 1 ? [...head, ...Array<number>(missing).fill(0), ...tail] : null;
}
