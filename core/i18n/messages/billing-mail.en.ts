/**
 * What billing tells a subscriber in the portal's notifications and by e-mail, in the language
 * of their account: the welcome after a first payment, a renewal that went through after a
 * failure, and a renewal that failed. `{plan}` is the plan's name as stored.
 */
export default {
  hello: "Hi {name},",
  signature: "Amal, your AI career coach",

  "welcome.notice": "Welcome to Amal {plan}! Your subscription is active until {date}.",
  "welcome.subject": "Your Amal {plan} subscription is active",
  "welcome.paid": "Thank you for subscribing to Amal {plan}. We received your payment of {price} (order {order}).",
  "welcome.renews": "Your subscription renews automatically on {date}; you can cancel any time from Subscription in your portal.",
  "welcome.button": "Open your portal",

  "renewed.notice": "Your payment went through. Welcome back — your subscription is active until {date}.",

  "failed.notice": "Your subscription payment failed. Update your payment method to keep using Amal.",
  "failed.subject": "Your Amal payment failed",
  "failed.reason": "We couldn't renew your Amal {plan} subscription: {reason}",
  "failed.declined": "Your card was declined.",
  "failed.locked": "Until the payment goes through, only the subscription pages of your portal are open. Update your payment method here:",
  "failed.safe": "Your sessions, resumes and saved work are kept safe in the meantime.",
  "failed.button": "Update payment method",
} as const;
