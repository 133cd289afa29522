const WORD = "Loading";

/**
 * The session page's loading screen (spec: "spelling Loading"): the letters rise one after
 * another. Shown only while the session is actually loading — no minimum time.
 */
export function LoadingScreen() {
  return (
    <div className="coach-loading" role="status" aria-label="Loading the session">
      <span className="coach-loading__word" aria-hidden="true">
        {WORD.split("").map((letter, i) => (
          <span key={i} style={{ animationDelay: `${i * 90}ms` }}>
            {letter}
          </span>
        ))}
      </span>
    </div>
  );
}
