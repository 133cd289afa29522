import { createFileRoute } from "@tanstack/react-router";
import { useCallback } from "react";
import { guestOnly } from "../features/auth/guards";
import { idSearchParam } from "../features/auth/search";
import { paramOfStep, stepFromParam, type StepParam, type WizardStep } from "../features/auth/signup/progress";
import { SignupPage } from "../features/auth/signup/SignupPage";
import { pageHead } from "../lib/seo";

interface SignupSearch {
  step?: StepParam;
  plan_id?: number;
}

export const Route = createFileRoute("/signup")({
  validateSearch: (search: Record<string, unknown>): SignupSearch => {
    const step = stepFromParam(search.step);
    return {
      step: step === null ? undefined : search.step === "signup" ? "signup" : paramOfStep(step),
      plan_id: idSearchParam(search, "plan_id"),
    };
  },
  beforeLoad: guestOnly,
  head: () =>
    pageHead({
      title: "Create Your Account",
      description: "Sign up for Amal, your AI career coach: upload your resume and get coaching, resumes and roadmaps made for you.",
      path: "/signup",
    }),
  component: function SignupRoute() {
    const { step, plan_id } = Route.useSearch();
    const navigate = Route.useNavigate();
    const go = useCallback(
      (next: WizardStep, options?: { replace?: boolean; planId?: number }) =>
        void navigate({ search: (prev) => ({ ...prev, step: paramOfStep(next), plan_id: options?.planId ?? prev.plan_id }), replace: options?.replace }),
      [navigate],
    );
    return <SignupPage requestedStep={stepFromParam(step)} planId={plan_id} go={go} />;
  },
});
