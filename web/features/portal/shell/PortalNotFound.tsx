import { NotFoundContent } from "../../site/NotFoundPage";
import "./shell.css";

/** An unknown /portal path: the spec's not-found content, inside the portal's frame. */
export function PortalNotFound() {
  return (
    <div className="portal-not-found">
      <div className="portal-not-found__card">
        <NotFoundContent />
      </div>
    </div>
  );
}
