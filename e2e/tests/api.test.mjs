// Calls made straight to the dev server, as the page makes them.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { BASE_URL } from "../helpers.mjs";

const post = (path, body) =>
  fetch(`${BASE_URL}${path}`, { method: "POST", headers: { "Content-Type": "application/json", Origin: BASE_URL }, body });

describe("state-changing calls through the dev server", () => {
  it("answers every call whose body the route does not read", async () => {
    // A request body left unread once made workerd drop the connection, and the
    // dev server's next request on it failed with a 500 (seen 1 in 8 calls).
    const statuses = [];
    for (let i = 0; i < 25; i++) {
      statuses.push((await post("/api/auth/guest", "{}")).status);
      statuses.push((await post("/api/auth/logout", "{}")).status);
    }
    assert.deepEqual(statuses.filter((s) => s !== 200), []);
  });
});
