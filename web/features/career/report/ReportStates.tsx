import { Button, Heading, Skeleton, Text } from "@radix-ui/themes";
import { useRouter } from "@tanstack/react-router";
import { FileWarning, RotateCw } from "lucide-react";
import { ApiError } from "../../../api-errors";
import { useT } from "../../../i18n/I18n";
import { PortalHeader } from "../../portal/header/PortalHeader";
import { useFailureText } from "../parts";
import { GoBackButton } from "./ResumeReportPage";
import "../../portal/home/home.css";
import "./report.css";

/** The report's layout in grey while the resume is read. */
export function ReportSkeleton() {
  const t = useT("career");
  return (
    <>
      <PortalHeader />
      <div className="home report" role="status" aria-busy="true" aria-label={t("report.loading")}>
        <div className="report-head">
          <GoBackButton />
          <Skeleton height="32px" width="min(360px, 80%)" />
          <Skeleton height="14px" width="140px" />
        </div>
        <div className="home-section report-scores">
          <Skeleton className="report-skeleton__ring" />
          <div className="report-bars">
            <Skeleton height="14px" width="100%" />
            <Skeleton height="14px" width="100%" mt="5" />
          </div>
        </div>
        <div className="report-layout">
          <Skeleton className="report-skeleton__viewer" />
          <div className="report-advice">
            {[0, 1].map((i) => (
              <div key={i} className="home-section">
                <Skeleton height="22px" width="240px" />
                <Skeleton height="14px" width="100%" mt="4" />
                <Skeleton height="14px" width="90%" mt="2" />
                <Skeleton height="14px" width="70%" mt="2" />
              </div>
            ))}
          </div>
        </div>
      </div>
    </>
  );
}

/** The report could not be made: why, Go Back, and Retry unless the resume does not exist. */
export function ReportError({ error }: { error: unknown }) {
  const t = useT("career");
  const router = useRouter();
  const failureText = useFailureText();
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <>
      <PortalHeader />
      <div className="home report">
        <div className="report-head">
          <GoBackButton />
        </div>
        <div className="home-error" role="alert">
          <span className="home-error__icon" aria-hidden="true">
            <FileWarning size={30} />
          </span>
          <Heading as="h1" size="5">
            {missing ? t("report.missing") : t("report.error")}
          </Heading>
          <Text as="p" color="gray">
            {failureText(error)}
          </Text>
          {!missing && (
            <Button size="3" onClick={() => void router.invalidate()}>
              <RotateCw size={16} aria-hidden="true" />
              {t("action.retry")}
            </Button>
          )}
        </div>
      </div>
    </>
  );
}
