import { useEffect } from "react";
import { startCustomerChat } from "./customer-chat";

/** The customer chat widget in the app (./customer-chat.ts; the public site starts it from an island). */
export function CustomerChat() {
  useEffect(() => startCustomerChat(), []);
  return null;
}
