import { describe, expect, it } from "vitest";
import { clientAddressFor, DEV_TOKEN_HEADER, TEST_ADDRESS_HEADER } from "./local-server";

const TOKEN = "a".repeat(48);

describe("the local server's client address", () => {
  it("is the socket's, whatever address headers the client sends", () => {
    const headers = { "cf-connecting-ip": "198.51.100.1", "x-real-ip": "198.51.100.2", "x-forwarded-for": "198.51.100.3" };
    expect(clientAddressFor("192.168.1.20", headers, TOKEN)).toBe("192.168.1.20");
    expect(clientAddressFor("::ffff:127.0.0.1", headers, TOKEN)).toBe("127.0.0.1");
    expect(clientAddressFor(undefined, {}, TOKEN)).toBe("unknown");
  });

  it("lets a loopback client with the dev token pick another loopback address, and nothing else", () => {
    const claim = (address: string, token = TOKEN) => ({ [TEST_ADDRESS_HEADER]: address, [DEV_TOKEN_HEADER]: token });
    expect(clientAddressFor("127.0.0.1", claim("127.8.9.10"), TOKEN)).toBe("127.8.9.10");
    expect(clientAddressFor("::1", claim("127.8.9.10"), TOKEN)).toBe("127.8.9.10");
    // Not loopback, wrong token, no token configured, or a claim outside loopback: the socket's address.
    expect(clientAddressFor("192.168.1.20", claim("127.8.9.10"), TOKEN)).toBe("192.168.1.20");
    expect(clientAddressFor("127.0.0.1", claim("127.8.9.10", "wrong"), TOKEN)).toBe("127.0.0.1");
    expect(clientAddressFor("127.0.0.1", claim("127.8.9.10"), undefined)).toBe("127.0.0.1");
    for (const bad of ["10.0.0.1", "203.0.113.9", "127.0.0.256", "127.1.1", "127.0.0.1, 10.0.0.1"]) {
      expect(clientAddressFor("127.0.0.1", claim(bad), TOKEN), bad).toBe("127.0.0.1");
    }
  });
});
