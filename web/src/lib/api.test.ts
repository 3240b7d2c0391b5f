import { describe, expect, it } from "vitest";
import { errorFromResponse, messageFor } from "./api";

const answer = (body: string, init: ResponseInit = { status: 400, statusText: "Bad Request" }) => new Response(body, init);

describe("request helper errors (spec 000 §8)", () => {
  it("uses the message and appends field errors after a dash", async () => {
    const error = await errorFromResponse(
      answer(JSON.stringify({ message: "البيانات المرسلة غير صالحة", code: "invalid_input", errors: [{ field: "name", message: "طويل" }, { field: "gameType", message: "غير مدعوم" }] })),
    );
    expect(error.message).toBe("البيانات المرسلة غير صالحة - name: طويل, gameType: غير مدعوم");
    expect(error.code).toBe("invalid_input");
    expect(error.status).toBe(400);
    expect(messageFor(error, "fallback")).toBe("البيانات المرسلة غير صالحة");
  });

  it("uses the message alone when there are no field errors", async () => {
    expect((await errorFromResponse(answer(JSON.stringify({ message: "الغرفة غير موجودة", errors: [] })))).message).toBe("الغرفة غير موجودة");
  });

  it("falls back to the JSON text without a message", async () => {
    expect((await errorFromResponse(answer(JSON.stringify({ error: "x" })))).message).toBe('{"error":"x"}');
  });

  it("falls back to raw text, then status text, then 'request failed'", async () => {
    expect((await errorFromResponse(answer("upstream exploded"))).message).toBe("upstream exploded");
    expect((await errorFromResponse(answer("", { status: 502, statusText: "Bad Gateway" }))).message).toBe("Bad Gateway");
    expect((await errorFromResponse(answer("", { status: 500 }))).message).toBe("request failed");
  });

  it("gives the fallback for errors that are not the server's", () => {
    expect(messageFor(new Error("boom"), "الرجاء التأكد من كود الغرفة")).toBe("الرجاء التأكد من كود الغرفة");
  });
});
