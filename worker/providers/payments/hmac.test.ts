/** Paymob's signed string, checked against the sample in Paymob's HMAC documentation. */
import { describe, expect, it } from "vitest";
import { REDIRECT_HMAC_FIELDS, TRANSACTION_HMAC_FIELDS, callbackSignatureMatches, hmacSha512Hex, signedQueryString, signedString } from "./hmac";

/** The transaction processed callback sample from developers.paymob.com (the fields that are signed). */
const sample = {
  id: 192036465,
  pending: false,
  amount_cents: 100000,
  success: true,
  is_auth: false,
  is_capture: false,
  is_standalone_payment: true,
  is_voided: false,
  is_refunded: false,
  is_3d_secure: true,
  integration_id: 4097558,
  has_parent_transaction: false,
  order: { id: 217503754, merchant_order_id: "not signed" },
  created_at: "2024-06-13T11:33:44.592345",
  currency: "EGP",
  error_occured: false,
  owner: 302852,
  source_data: { pan: "2346", type: "card", sub_type: "MasterCard" },
};
const DOCUMENTED = "1000002024-06-13T11:33:44.592345EGPfalsefalse1920364654097558truefalsefalsefalsetruefalse217503754302852false2346MasterCardcardtrue";

describe("Paymob HMAC", () => {
  it("should build the documented concatenated string from a processed callback", () => {
    expect(signedString(sample, TRANSACTION_HMAC_FIELDS)).toBe(DOCUMENTED);
  });

  it("should build the same string from the redirect's flat query parameters", () => {
    const params = new URLSearchParams({
      id: "192036465", pending: "false", amount_cents: "100000", success: "true", is_auth: "false", is_capture: "false", is_standalone_payment: "true",
      is_voided: "false", is_refunded: "false", is_3d_secure: "true", integration_id: "4097558", has_parent_transaction: "false", order: "217503754",
      created_at: "2024-06-13T11:33:44.592345", currency: "EGP", error_occured: "false", owner: "302852", "source_data.pan": "2346",
      "source_data.type": "card", "source_data.sub_type": "MasterCard", "data.message": "Approved",
    });
    expect(signedQueryString(params, REDIRECT_HMAC_FIELDS)).toBe(DOCUMENTED);
  });

  it("should match only the HMAC-SHA512 of that string under the same secret", async () => {
    const hmac = await hmacSha512Hex("secret", DOCUMENTED);
    expect(hmac).toMatch(/^[0-9a-f]{128}$/);
    expect(await callbackSignatureMatches("secret", sample, TRANSACTION_HMAC_FIELDS, hmac)).toBe(true);
    expect(await callbackSignatureMatches("other", sample, TRANSACTION_HMAC_FIELDS, hmac)).toBe(false);
    expect(await callbackSignatureMatches("secret", { ...sample, merchant: "unsigned fields do not matter" }, TRANSACTION_HMAC_FIELDS, hmac)).toBe(true);
    expect(await callbackSignatureMatches("secret", { ...sample, amount_cents: 100 }, TRANSACTION_HMAC_FIELDS, hmac)).toBe(false);
  });
});
