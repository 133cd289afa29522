import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { extractCertificates } from "./certificates.ts";

describe("extractCertificates", () => {
  it.each([
    ["AWS Certified Machine Learning - Specialty, Amazon Web Services, 2022", "AWS Certified Machine Learning - Specialty", "Amazon Web Services", "2022"],
    ["TensorFlow Developer Certificate - Google - 2020", "TensorFlow Developer Certificate", "Google", "2020"],
    ["• Oracle Certified Professional, Java SE 8 Programmer", "Oracle Certified Professional, Java SE 8 Programmer", null, null],
    ["Google Data Analytics Professional Certificate (Coursera), Mar 2023", "Google Data Analytics Professional Certificate", "Coursera", "Mar 2023"],
    ["Professional Scrum Master I issued by Scrum.org, 2021", "Professional Scrum Master I", "Scrum.org", "2021"],
    ["شهادة إدارة المشاريع الاحترافية (PMP) - معهد إدارة المشروعات - 2021", "شهادة إدارة المشاريع الاحترافية (PMP)", "معهد إدارة المشروعات", "2021"],
    ["Zertifikat Deutsch B2 – Goethe-Institut, 06/2019", "Zertifikat Deutsch B2", "Goethe-Institut", "06/2019"],
  ])("should read %j", (line, name, issuer, date) => {
    expect(extractCertificates(line)).toEqual([{ name, issuer, date }]);
  });

  it("should read name, issuer and date laid out on lines of their own", () => {
    const text = ["Series 7, 66 and 3 Licenses", "Financial Industry Regulatory Authority", "(FINRA)", "Sep 2020", "Microsoft Technical Associate (MTA)", "Microsoft Database Fundamentals", "Aug 2019"].join("\n");
    expect(extractCertificates(text)).toEqual([
      { name: "Series 7, 66 and 3 Licenses", issuer: "Financial Industry Regulatory Authority (FINRA)", date: "Sep 2020" },
      { name: "Microsoft Technical Associate (MTA)", issuer: "Microsoft Database Fundamentals", date: "Aug 2019" },
    ]);
  });

  it("should attach an issuer line to the Arabic certificate above it", () => {
    const text = ["زمالة المحاسبين الإداريين CMA", "معهد المحاسبين الإداريين، 2019", "شهادة IFRS", "جمعية المحاسبين القانونيين، 2020"].join("\n");
    expect(extractCertificates(text)).toEqual([
      { name: "زمالة المحاسبين الإداريين CMA", issuer: "معهد المحاسبين الإداريين", date: "2019" },
      { name: "شهادة IFRS", issuer: "جمعية المحاسبين القانونيين", date: "2020" },
    ]);
  });

  it("should join a wrapped bullet to its certificate", () => {
    expect(extractCertificates("• Microsoft Certified: Azure Data Engineer\nAssociate, Microsoft, 2022\n• Certified Angular Developer")).toEqual([
      { name: "Microsoft Certified: Azure Data Engineer Associate", issuer: "Microsoft", date: "2022" },
      { name: "Certified Angular Developer", issuer: null, date: null },
    ]);
  });

  it("should never throw, whatever the text", () => {
    const line = fc.oneof(fc.string({ maxLength: 60 }), fc.constantFrom("Certified", " - ", "Google", "2020", "شهادة", "(", ")", ",", "", "• "));
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (lines) => {
        expect(Array.isArray(extractCertificates(lines.join("\n")))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
