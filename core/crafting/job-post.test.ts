import { describe, expect, it } from "vitest";
import { readJobDescription, readJobPage, splitTitleLine } from "./job-post.ts";
import { JOB_TEXT_MAX } from "./types.ts";

const DESCRIPTION = `<p>Acme Foods is growing and we are looking for a Data Analyst to join our commercial team in Cairo.</p>
<h3>Responsibilities</h3><ul><li>Build dashboards in Power BI and Tableau for the sales team</li><li>Write SQL to answer questions from finance</li></ul>
<h3>Requirements</h3><ul><li>3+ years of experience with SQL and Python</li><li>Strong communication skills</li></ul>`;

const JSON_LD_PAGE = `<!doctype html><html><head><title>Careers | Acme</title>
<script type="application/ld+json">${JSON.stringify({
  "@context": "https://schema.org",
  "@graph": [
    { "@type": "Organization", name: "Acme Job Board" },
    {
      "@type": "JobPosting",
      title: "Data Analyst",
      hiringOrganization: { "@type": "Organization", name: "Acme Foods" },
      jobLocation: { "@type": "Place", address: { addressLocality: "Cairo", addressCountry: "EG" } },
      description: DESCRIPTION,
    },
  ],
})}</script></head><body><nav>Jobs Companies Salaries</nav><main>Loading…</main></body></html>`;

const PLAIN_PAGE = `<html><head><meta property="og:title" content="Senior Backend Engineer | Nile Pay | LinkedIn"><title>Jobs</title>
<style>.x{color:red}</style><script>window.track = "Kubernetes";</script></head><body>
<header><a href="/">Home</a> <a href="/jobs">Find jobs</a> Sign in</header>
<nav>Browse by Kubernetes Terraform Rust</nav>
<main><h1>Senior Backend Engineer</h1>
<p>Nile Pay builds payment rails for merchants across Egypt. We are hiring a Senior Backend Engineer to own our settlement services.</p>
<h2>What you will do</h2><ul><li>Design and build Go and PostgreSQL services that settle millions of payments a day</li><li>Run them on AWS with Docker</li></ul>
<h2>Requirements</h2><ul><li>5+ years of backend experience</li><li>Strong ownership and teamwork</li></ul></main>
<footer>© Job board. Privacy. Cookies. Careers at Rust Corp.</footer></body></html>`;

const RECIPE_PAGE = `<html><head><title>The best lentil soup</title></head><body><main><h1>The best lentil soup</h1>
<p>This soup is what my grandmother made every winter. Rinse two cups of red lentils, then fry an onion in olive oil until golden.</p>
<p>Add cumin, the lentils and six cups of water. Simmer for thirty minutes, blend until smooth, and finish with lemon juice.</p>
<p>Serve with crisp bread and a spoon of chilli oil. It keeps for three days in the fridge and freezes well.</p></main></body></html>`;

describe("readJobPage", () => {
  it("should read a page's schema.org JobPosting: title, company, place and the description's skills", () => {
    const post = readJobPage(JSON_LD_PAGE, "https://jobs.example.com/123")!;
    expect(post.title).toBe("Data Analyst");
    expect(post.company).toBe("Acme Foods");
    expect(post.location).toBe("Cairo, EG");
    expect(post.url).toBe("https://jobs.example.com/123");
    expect(post.language).toBe("en");
    expect(post.text).toContain("Build dashboards in Power BI and Tableau");
    expect(post.text).not.toMatch(/<li>|<h3>/);
    expect(post.hardSkills).toEqual(expect.arrayContaining(["SQL", "Python", "Power BI", "Tableau"]));
    expect(post.softSkills).toContain("Communication");
  });

  it("should read a plain page's main text, leaving out navigation, scripts and the footer", () => {
    const post = readJobPage(PLAIN_PAGE, "https://example.com/jobs/9")!;
    expect(post.title).toBe("Senior Backend Engineer");
    expect(post.company).toBe("Nile Pay");
    expect(post.text).toContain("settle millions of payments");
    expect(post.text).not.toMatch(/Find jobs|Privacy|window\.track|color:red/);
    expect(post.hardSkills).toEqual(expect.arrayContaining(["Go", "PostgreSQL", "AWS", "Docker"]));
    expect(post.hardSkills).not.toContain("Kubernetes");
    expect(post.hardSkills).not.toContain("Rust");
  });

  it("should return null for a page that is not a job posting", () => {
    expect(readJobPage(RECIPE_PAGE, "https://example.com/soup")).toBeNull();
    expect(readJobPage("<html><body><h1>Data Analyst</h1><p>Apply now.</p></body></html>", "https://example.com/x")).toBeNull();
  });

  it("should cap the text at JOB_TEXT_MAX characters", () => {
    const long = PLAIN_PAGE.replace("</main>", `<p>${"We value experience and skills. ".repeat(1500)}</p></main>`);
    expect(readJobPage(long, "https://example.com/long")!.text.length).toBeLessThanOrEqual(JOB_TEXT_MAX);
  });
});

describe("splitTitleLine", () => {
  it.each([
    ["Data Analyst at Acme", "Data Analyst", "Acme"],
    ["Acme - Data Analyst", "Data Analyst", "Acme"],
    ["Data Analyst | Acme | LinkedIn", "Data Analyst", "Acme"],
    ["Acme is hiring a Data Analyst", "Data Analyst", "Acme"],
    ["Senior Data Analyst — Lumen Analytics, Cairo", "Senior Data Analyst", "Lumen Analytics"],
    ["Data Analyst at Acme, Inc.", "Data Analyst", "Acme, Inc."],
    ["Front End Engineer at Tech Solutions. Build React and TypeScript interfaces.", "Front End Engineer", "Tech Solutions"],
  ])("should read %s", (line, title, company) => {
    expect(splitTitleLine(line)).toEqual({ title, company });
  });
});

describe("readJobDescription", () => {
  it("should take title and company from labelled first lines", () => {
    const post = readJobDescription("Job Title: Revenue Analyst\nCompany: Delta Foods\nLocation: Giza, Egypt\n\nYou will report revenue with SQL and Excel.");
    expect(post).toMatchObject({ title: "Revenue Analyst", company: "Delta Foods", location: "Giza, Egypt", url: null, language: "en" });
    expect(post.hardSkills).toEqual(expect.arrayContaining(["SQL", "Microsoft Excel"]));
  });

  it("should take the company from an 'About' heading or a hiring sentence", () => {
    expect(readJobDescription("Frontend Developer\nWe need React and TypeScript.\nAbout Nile Pay\nWe build payments.").company).toBe("Nile Pay");
    expect(readJobDescription("Nile Pay is hiring a Frontend Developer to build React apps.").company).toBe("Nile Pay");
    expect(readJobDescription("Nile Pay is hiring a Frontend Developer to build React apps.").title).toBe("Frontend Developer");
  });

  it("should take a short first line as the title when no job word names one", () => {
    expect(readJobDescription("Growth Hacker\nYou will run experiments with SQL and Google Analytics across our funnels.").title).toBe("Growth Hacker");
    expect(readJobDescription("About the role\nYou will run experiments across our funnels.").title).toBe("");
  });

  it("should take the company from a sentence about it", () => {
    expect(readJobDescription("Java Developer\nAbout Us\nAt Nile Soft, we build banking software.").company).toBe("Nile Soft");
    expect(readJobDescription("Product Manager\nAbout Us\nNile Soft is a global leader in banking software.").company).toBe("Nile Soft");
    expect(readJobDescription("Data Engineer\nPython is a plus for this team.").company).toBe("");
  });

  it("should leave company empty when the post does not say", () => {
    expect(readJobDescription("Backend Developer - Python/Django\nWe are looking for Python developers.").company).toBe("");
  });

  it("should read an Arabic post as Arabic", () => {
    const post = readJobDescription("المسمى الوظيفي: محاسب\nالشركة: شركة الأمل\nالمتطلبات:\n- خبرة في Excel وSAP\n- إعداد القوائم المالية");
    expect(post.language).toBe("ar");
    expect(post.title).toBe("محاسب");
    expect(post.company).toBe("شركة الأمل");
    expect(post.hardSkills).toEqual(expect.arrayContaining(["Microsoft Excel", "SAP"]));
  });
});
