import { createFileRoute } from "@tanstack/react-router";
import { pageHead } from "../lib/seo";
import { SiteLayout } from "../features/site/SiteLayout";

export const Route = createFileRoute("/")({
  head: () => pageHead({ title: "Amal — your AI career coach", description: "Amal is an AI career coach for job seekers, students and professionals in Egypt and the US.", path: "/" }),
  component: () => (
    <SiteLayout>
      <h1>Amal</h1>
    </SiteLayout>
  ),
});
