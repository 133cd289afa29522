/**
 * The shape of a career roadmap and a compact builder for the data files beside this one.
 */
export interface RoadmapStage {
  title: string;
  titleAr: string;
  /** Canonical skill names the stage builds. */
  skills: string[];
  /** Catalogue course ids, best first. */
  courses: string[];
  /** What to build or pass to call the stage done. */
  milestone: string;
  milestoneAr: string;
}

export interface Roadmap {
  id: string;
  /** The role, as a job title ("Data Analyst"). */
  title: string;
  titleAr: string;
  /** Other names for the role or field, lower case; English and Arabic. */
  aliases: string[];
  summary: string;
  summaryAr: string;
  stages: RoadmapStage[];
}

type StageRow = [title: string, titleAr: string, skills: string[], courses: string[], milestone: string, milestoneAr: string];

export function roadmap(
  id: string,
  title: string,
  titleAr: string,
  aliases: string[],
  summary: string,
  summaryAr: string,
  stages: StageRow[],
): Roadmap {
  return {
    id, title, titleAr, aliases, summary, summaryAr,
    stages: stages.map(([stageTitle, stageTitleAr, skills, courses, milestone, milestoneAr]) => ({
      title: stageTitle, titleAr: stageTitleAr, skills, courses, milestone, milestoneAr,
    })),
  };
}
