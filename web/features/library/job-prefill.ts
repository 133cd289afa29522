/**
 * Job Search's "Create a tailored resume" opens the library's create-resume form with the job's
 * description filled in. The description travels in the history entry's state (it can be long,
 * so not in the address), typed here for both sides.
 */
declare module "@tanstack/react-router" {
  interface HistoryState {
    /** Opens the create-resume form with this job description. */
    craftResumeFor?: string;
  }
}

export {};
