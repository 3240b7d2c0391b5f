import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { CAPTURED, confirmPayment, FAILED_CHARGE_STATUSES, PENDING_CHARGE_STATUSES, type StoredPayment } from "./confirm";
import { hashInput, signCharge, verifyChargeSignature } from "./signature";
import type { TapCharge } from "./tap";

const payment: StoredPayment = { id: "pay-1", tapPaymentId: "chg_TS0001", amount: 19.99, currency: "SAR", status: "pending" };
const charge = (fields: Partial<TapCharge> = {}): TapCharge => ({
  id: "chg_TS0001",
  status: CAPTURED,
  amount: 19.99,
  currency: "SAR",
  reference: { transaction: "pay-1", order: "pay-1", gateway: "123456", payment: "2711220001" },
  transaction: { created: "1764000000000", url: "https://tap.example/checkout" },
  ...fields,
});

describe("confirmPayment: every charge status against a pending payment", () => {
  it("grants for CAPTURED", () => {
    expect(confirmPayment(charge(), payment)).toEqual({ outcome: "grant" });
  });

  it.each(FAILED_CHARGE_STATUSES)("fails for %s", (status) => {
    expect(confirmPayment(charge({ status }), payment)).toEqual({ outcome: "fail", chargeStatus: status });
  });

  it.each([...PENDING_CHARGE_STATUSES, "AUTHORIZED", "SOMETHING_NEW"])("waits for %s", (status) => {
    expect(confirmPayment(charge({ status }), payment)).toEqual({ outcome: "pending", chargeStatus: status });
  });

  it("reads statuses whatever their case", () => {
    expect(confirmPayment(charge({ status: "captured" }), payment)).toEqual({ outcome: "grant" });
    expect(confirmPayment(charge({ status: "declined" }), payment)).toMatchObject({ outcome: "fail" });
  });
});

describe("confirmPayment: a settled payment", () => {
  it("never grants twice, and never takes back a completed payment", () => {
    const completed = { ...payment, status: "completed" as const };
    expect(confirmPayment(charge(), completed)).toEqual({ outcome: "already_completed" });
    for (const status of [...FAILED_CHARGE_STATUSES, ...PENDING_CHARGE_STATUSES]) expect(confirmPayment(charge({ status }), completed)).toEqual({ outcome: "already_completed" });
  });

  it("grants a payment marked failed when Tap reports it captured after all (Tap is the record)", () => {
    expect(confirmPayment(charge(), { ...payment, status: "failed" })).toEqual({ outcome: "grant" });
  });

  it("grants a payment the re-check gave up as abandoned when Tap reports it captured after all", () => {
    expect(confirmPayment(charge(), { ...payment, status: "abandoned" })).toEqual({ outcome: "grant" });
    expect(confirmPayment(charge({ status: "INITIATED" }), { ...payment, status: "abandoned" })).toMatchObject({ outcome: "pending" });
  });

  it("never grants a refunded payment again, though Tap's charge still reads CAPTURED", () => {
    const refunded = { ...payment, status: "refunded" as const };
    for (const status of [CAPTURED, ...FAILED_CHARGE_STATUSES, ...PENDING_CHARGE_STATUSES]) expect(confirmPayment(charge({ status }), refunded)).toEqual({ outcome: "refunded" });
  });
});

describe("confirmPayment: a charge that is not this payment's", () => {
  it.each([
    ["another charge id", charge({ id: "chg_TS9999" }), "charge_id"],
    ["another order", charge({ reference: { order: "pay-2" } }), "order"],
    ["no reference", charge({ reference: undefined }), "order"],
    ["a lower amount", charge({ amount: 1.99 }), "amount"],
    ["a higher amount", charge({ amount: 20 }), "amount"],
    ["another currency", charge({ currency: "KWD" }), "currency"],
  ])("refuses %s", (_label, c, reason) => {
    expect(confirmPayment(c, payment)).toEqual({ outcome: "mismatch", reason });
    // Whatever its status says.
    expect(confirmPayment({ ...c, status: "DECLINED" }, payment)).toEqual({ outcome: "mismatch", reason });
  });

  it("refuses a payment that never got its charge id", () => {
    expect(confirmPayment(charge(), { ...payment, tapPaymentId: null })).toEqual({ outcome: "mismatch", reason: "charge_id" });
  });

  it("compares money in halalas, not floats", () => {
    expect(confirmPayment(charge({ amount: 0.1 + 0.2 }), { ...payment, amount: 0.3 })).toEqual({ outcome: "grant" });
    expect(confirmPayment(charge({ amount: 19.991 }), payment)).toEqual({ outcome: "grant" });
    expect(confirmPayment(charge({ amount: 19.98 }), payment)).toMatchObject({ outcome: "mismatch" });
  });
});

describe("webhook signature", () => {
  it("signs Tap's field string with the amount to the currency's decimals", async () => {
    const c = charge({ amount: 15 });
    expect(hashInput(c)).toBe("x_idchg_TS0001x_amount15.00x_currencySARx_gateway_reference123456x_payment_reference2711220001x_statusCAPTUREDx_created1764000000000");
    expect(hashInput(charge({ amount: 1.5, currency: "KWD" }))).toContain("x_amount1.500x_currencyKWD");
    const expected = createHmac("sha256", "sk_test_key").update(hashInput(c)).digest("hex");
    expect(await signCharge(c, "sk_test_key")).toBe(expected);
  });

  it("accepts only the right key and the unchanged charge", async () => {
    const c = charge();
    const hash = await signCharge(c, "sk_test_key");
    expect(await verifyChargeSignature(c, hash, "sk_test_key")).toBe(true);
    expect(await verifyChargeSignature(c, hash.toUpperCase(), "sk_test_key")).toBe(true);
    expect(await verifyChargeSignature(c, hash, "sk_test_other")).toBe(false);
    expect(await verifyChargeSignature({ ...c, status: "DECLINED" }, hash, "sk_test_key")).toBe(false);
    expect(await verifyChargeSignature({ ...c, amount: 1 }, hash, "sk_test_key")).toBe(false);
    expect(await verifyChargeSignature(c, undefined, "sk_test_key")).toBe(false);
    expect(await verifyChargeSignature(c, hash.slice(1), "sk_test_key")).toBe(false);
    expect(await verifyChargeSignature(c, "z".repeat(64), "sk_test_key")).toBe(false);
  });
});
