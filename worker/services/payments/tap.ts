// A small typed client of Tap's charges and refunds API (Tap has no official server SDK).
// The fetch function is injected: the real one in production, an in-process
// one when the local sandbox stands in for Tap.
import { z } from "zod";

export const TAP_PRODUCTION_API_URL = "https://api.tap.company/v2";

/** Tap's charge as far as we read it; every other field is kept but not trusted. */
export const tapChargeSchema = z.looseObject({
  id: z.string(),
  status: z.string(),
  amount: z.number(),
  currency: z.string(),
  reference: z
    .looseObject({
      transaction: z.string().optional(),
      order: z.string().optional(),
      gateway: z.string().optional(),
      payment: z.string().optional(),
    })
    .optional(),
  transaction: z.looseObject({ url: z.string().optional(), created: z.union([z.string(), z.number()]).optional() }).optional(),
  receipt: z.looseObject({ id: z.string().optional() }).optional(),
});
export type TapCharge = z.infer<typeof tapChargeSchema>;

/** Tap's refund (POST /v2/refunds) as far as we read it. */
export const tapRefundSchema = z.looseObject({
  id: z.string(),
  status: z.string(),
  amount: z.number(),
  currency: z.string(),
  charge_id: z.string(),
});
export type TapRefund = z.infer<typeof tapRefundSchema>;

/** Tap's statuses of a refund it took: PENDING until the bank confirms, then REFUNDED. DECLINED and FAILED are refusals. */
export const ACCEPTED_REFUND_STATUSES = ["PENDING", "IN_PROGRESS", "REFUNDED"] as const;

export interface CreateRefundRequest {
  charge_id: string;
  amount: number;
  currency: string;
  reason: string;
  description?: string;
  reference?: { merchant: string };
  metadata?: Record<string, string>;
  post?: { url: string };
}

export interface CreateChargeRequest {
  amount: number;
  currency: string;
  customer: { first_name: string; last_name?: string; email?: string };
  source: { id: "src_all" };
  redirect: { url: string };
  post: { url: string };
  reference: { transaction: string; order: string; idempotent: string };
  description: string;
  metadata: Record<string, string>;
  receipt?: { email: boolean; sms: boolean };
  customer_initiated?: boolean;
  threeDSecure?: boolean;
  save_card?: boolean;
}

export type FetchFn = (input: Request) => Promise<Response>;

export interface TapClientOptions {
  apiUrl: string;
  secretKey: string;
  fetch: FetchFn;
}

/** Something went wrong talking to Tap: unreachable, refused, or an answer we cannot read. */
export class TapError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "TapError";
  }
}

export function createTapClient({ apiUrl, secretKey, fetch }: TapClientOptions) {
  const base = apiUrl.replace(/\/+$/, "");

  async function call<T>(schema: z.ZodType<T>, method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
    const request = new Request(`${base}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${secretKey}`,
        Accept: "application/json",
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    let response: Response;
    try {
      response = await fetch(request);
    } catch (error) {
      throw new TapError(`Tap unreachable: ${error instanceof Error ? error.message : String(error)}`);
    }
    const text = await response.text();
    if (!response.ok) throw new TapError(`Tap answered ${response.status}: ${text.slice(0, 300)}`, response.status);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new TapError("Tap answered something that is not JSON", response.status);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new TapError(`Tap answered an unexpected object: ${parsed.error.message.slice(0, 300)}`, response.status);
    return parsed.data;
  }

  return {
    createCharge: (body: CreateChargeRequest) => call(tapChargeSchema, "POST", "/charges", body),
    retrieveCharge: (id: string) => call(tapChargeSchema, "GET", `/charges/${encodeURIComponent(id)}`),
    /** Gives a captured charge's amount back to the card (Tap: Create a Refund). */
    createRefund: (body: CreateRefundRequest) => call(tapRefundSchema, "POST", "/refunds", body),
  };
}
export type TapClient = ReturnType<typeof createTapClient>;
