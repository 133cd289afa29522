import { createRootRoute, Outlet } from "@tanstack/react-router";
import { Theme } from "@radix-ui/themes";
import { DocumentHead } from "../features/site/DocumentHead";
import { CustomerChat } from "../features/site/CustomerChat";

export const Route = createRootRoute({
  component: RootLayout,
});

function RootLayout() {
  return (
    <Theme accentColor="teal" grayColor="slate" radius="large" scaling="100%">
      <DocumentHead />
      <Outlet />
      <CustomerChat />
    </Theme>
  );
}
