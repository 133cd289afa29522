import { Button, Heading, Skeleton, Text } from "@radix-ui/themes";
import { useRouter } from "@tanstack/react-router";
import { ArrowLeft, CloudOff, FileQuestion, RotateCw } from "lucide-react";
import { ApiError } from "../../../api";
import { useT } from "../../../i18n/I18n";
import { AppLink } from "../../../lib/nav";
import { useFailureText } from "../../career/parts";
import { PortalHeader } from "../../portal/header/PortalHeader";
import "../../portal/home/home.css";
import "./editor.css";

/** The page's outline while the document's details load. */
export function EditorSkeleton() {
  const t = useT("library");
  return (
    <>
      <PortalHeader />
      <div className="word-editor" role="status" aria-busy="true" aria-label={t("editor.loading")}>
        <div className="word-editor__bar">
          <Skeleton height="28px" width="min(320px, 60%)" />
        </div>
        <div className="word-editor__canvas">
          <div className="word-editor__page word-editor__page--skeleton">
            <Skeleton height="28px" width="55%" />
            <Skeleton height="14px" width="90%" mt="5" />
            <Skeleton height="14px" width="80%" mt="2" />
            <Skeleton height="14px" width="85%" mt="2" />
          </div>
        </div>
      </div>
    </>
  );
}

/** No such document (a wrong or missing id, or deleted), or it could not be loaded. */
export function EditorError({ error }: { error: unknown }) {
  const t = useT("library");
  const router = useRouter();
  const failureText = useFailureText();
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
  return (
    <>
      <PortalHeader />
      <div className="home">
        <div className="home-error" role="alert">
          <span className="home-error__icon" aria-hidden="true">
            {missing ? <FileQuestion size={30} /> : <CloudOff size={30} />}
          </span>
          <Heading as="h1" size="5">
            {missing ? t("editor.notFoundTitle") : t("editor.errorTitle")}
          </Heading>
          <Text as="p" color="gray">
            {missing ? t("editor.notFoundText") : failureText(error)}
          </Text>
          <div className="word-editor__error-actions">
            {!missing && (
              <Button size="3" onClick={() => void router.invalidate()}>
                <RotateCw size={16} aria-hidden="true" />
                {t("action.retry")}
              </Button>
            )}
            <Button asChild size="3" variant={missing ? "solid" : "soft"}>
              <AppLink to="/portal/resume-library">
                <ArrowLeft size={16} aria-hidden="true" className="word-editor__back-icon" />
                {t("editor.back")}
              </AppLink>
            </Button>
          </div>
        </div>
      </div>
    </>
  );
}
