import { Button, Heading, Text } from "@radix-ui/themes";
import { useRouter } from "@tanstack/react-router";
import { CloudOff, RotateCw } from "lucide-react";
import { PortalHeader } from "../header/PortalHeader";
import "./home.css";

/**
 * A portal page whose data could not load: what happened and Retry (which runs the route's
 * loader again). `page` is the page's own class beside `home`, for its spacing.
 */
export function PageLoadError({ page, title, message, retry }: { page?: string; title: string; message: string; retry: string }) {
  const router = useRouter();
  return (
    <>
      <PortalHeader />
      <div className={page ? `home ${page}` : "home"}>
        <div className="home-error" role="alert">
          <span className="home-error__icon" aria-hidden="true">
            <CloudOff size={30} />
          </span>
          <Heading as="h1" size="5">
            {title}
          </Heading>
          <Text as="p" color="gray">
            {message}
          </Text>
          <Button size="3" onClick={() => void router.invalidate()}>
            <RotateCw size={16} aria-hidden="true" />
            {retry}
          </Button>
        </div>
      </div>
    </>
  );
}
