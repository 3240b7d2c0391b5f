// Limits count an IPv6 client by its /64 (a client picks any address in it) and an IPv4 client as itself.
import { describe, expect, it } from "vitest";
import { addressBlock } from "./client-address";

describe("addressBlock", () => {
  it("keeps an IPv4 address as itself", () => {
    expect(addressBlock("203.0.113.7")).toBe("203.0.113.7");
    expect(addressBlock(" 203.0.113.7 ")).toBe("203.0.113.7");
  });

  it("names an IPv6 address by its /64, however it is written", () => {
    const block = "2001:db8:aa:1::/64";
    for (const a of ["2001:db8:aa:1::1", "2001:0db8:00aa:0001:ffff:ffff:ffff:fffe", "2001:DB8:AA:1:1234:5678:9abc:def0", "2001:db8:aa:1::", "[2001:db8:aa:1::9]", "2001:db8:aa:1::9%eth0"])
      expect(addressBlock(a), a).toBe(block);
    expect(addressBlock("2001:db8:aa:2::1")).toBe("2001:db8:aa:2::/64");
    expect(addressBlock("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressBlock("::2")).toBe("0:0:0:0::/64");
  });

  it("reads an IPv4-mapped IPv6 address as its IPv4 address, in either notation", () => {
    expect(addressBlock("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressBlock("::FFFF:cb00:7107")).toBe("203.0.113.7");
    expect(addressBlock("0:0:0:0:0:ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("leaves the loopback and what is not an address alone", () => {
    expect(addressBlock("::1")).toBe("::1");
    expect(addressBlock("local")).toBe("local");
    expect(addressBlock("1:2:3")).toBe("1:2:3");
    expect(addressBlock("1::2::3")).toBe("1::2::3");
    expect(addressBlock("2001:db8:zz::1")).toBe("2001:db8:zz::1");
    expect(addressBlock("::ffff:999.1.1.1")).toBe("::ffff:999.1.1.1");
  });
});
