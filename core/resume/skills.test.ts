import { describe, expect, it } from "vitest";

import { collectSkills, findSkillNames, rankSkills } from "./skills.ts";

describe("findSkillNames", () => {
  it.each([
    ["JS, TS and k8s", ["JavaScript", "TypeScript", "Kubernetes"]],
    ["MS Excel and Power BI dashboards", ["Microsoft Excel", "Power BI", "Data Visualization"]],
    ["ML, NLP and scikit-learn", ["Machine Learning", "Natural Language Processing", "Scikit-learn"]],
    ["C++, C# and .NET Core", ["C++", "C#", ".NET"]],
    ["Node.js, Vue.js and D3.js", ["Node.js", "Vue.js", "D3.js"]],
    ["HTML/CSS, CI/CD, A/B testing", ["HTML", "CSS", "CI/CD", "A/B Testing"]],
    ["Google Cloud Platform, GCP, AWS", ["Google Cloud Platform", "AWS"]],
    ["Spring Boot and Spring MVC", ["Spring Boot", "Spring Framework"]],
    ["Golang, Postgres, Mongo", ["Go", "PostgreSQL", "MongoDB"]],
    ["e-commerce and E-Commerce", ["E-commerce"]],
    ["Fähigkeiten: Python, Docker, CI/CD-Pipelines", ["Python", "Docker", "CI/CD"]],
  ])("should read the list %j", (text, names) => {
    expect(findSkillNames(text, true)).toEqual(names);
  });

  it("should match multi-word skills across a line wrap", () => {
    expect(findSkillNames("Deep Learning, Natural\nLanguage Processing", true)).toEqual(["Deep Learning", "Natural Language Processing"]);
  });

  it("should prefer the longest skill name at a position", () => {
    expect(findSkillNames("Java and JavaScript, React Native", true)).toEqual(["Java", "JavaScript", "React Native"]);
  });

  it.each([
    "Won the Spring 2023 hackathon",
    "Ready to go the extra mile",
    "Plan B and plan C were ready",
    "Graded an R in the course",
    "I excel at talking to clients",
    "Visited Swift Current and Ruby Falls",
    "Increased sales by 20% in a year",
    "Designed emergent communication protocols",
    "Go-to person for the rest of the team",
  ])("should find nothing in the prose %j", (text) => {
    expect(findSkillNames(text)).toEqual([]);
  });

  it("should accept ambiguous names beside other technical skills", () => {
    expect(findSkillNames("Crunched the numbers with Python and R.")).toEqual(["Python", "R"]);
    expect(findSkillNames("Wrote services in Go and Rust on Kubernetes")).toEqual(["Go", "Rust", "Kubernetes"]);
    expect(findSkillNames("Built APIs with Spring and Hibernate")).toEqual(["Spring Framework", "Hibernate"]);
  });

  it("should accept single letters in a skills list only as list items", () => {
    expect(findSkillNames("Languages: C, C++, R", true)).toEqual(["C", "C++", "R"]);
    expect(findSkillNames("Vitamin C research", true)).toEqual([]);
  });

  it("should not read a skill inside a longer word or a URL", () => {
    expect(findSkillNames("JavaScripting, Gopher, github.com/jane/react-app, jane@python.org")).toEqual([]);
  });

  it("should read Arabic skills with attached prefixes", () => {
    expect(findSkillNames("والقيادة وحل المشكلات وبايثون وللتواصل", true)).toEqual(["Leadership", "Problem Solving", "Python", "Communication"]);
  });

  it("should count spoken languages only in a list or with a fluency cue", () => {
    expect(findSkillNames("Wrote a German resume parser")).toEqual([]);
    expect(findSkillNames("Fluent in Spanish and French")).toEqual(["Spanish", "French"]);
    expect(findSkillNames("Deutsch (C2), Englisch (C1)", true)).toEqual(["German", "English"]);
  });

  it("should read soft skills from what people did", () => {
    expect(findSkillNames("Led a team of 5 engineers, mentored juniors and worked closely with designers")).toEqual([
      "Leadership",
      "Mentoring",
      "Collaboration",
    ]);
  });
});

describe("rankSkills", () => {
  const evidence = collectSkills([
    { kind: "summary", text: "Data analyst skilled in Tableau." },
    { kind: "skills", text: "SQL, Python, Communication" },
    { kind: "experience", text: "Built Tableau dashboards with SQL. Used Excel. Collaborated with sales." },
  ]);

  it("should put skills from the skills list first, then by weighted mentions", () => {
    expect(rankSkills(evidence)).toEqual({
      hard: ["SQL", "Python", "Tableau", "Data Visualization", "Microsoft Excel"],
      soft: ["Communication", "Collaboration"],
    });
  });

  it("should cap the number of hard and soft skills", () => {
    expect(rankSkills(evidence, 2, 1)).toEqual({ hard: ["SQL", "Python"], soft: ["Communication"] });
  });
});
