import { describe, expect, it } from "vitest";

import { findEmail, findLinkedin, findName, findPhone } from "./contact.ts";

describe("findEmail", () => {
  it.each([
    ["Jane Roe — jane.roe@example.com — Cairo", "jane.roe@example.com"],
    ["# alfred.pennyworth@email.com", "alfred.pennyworth@email.com"],
    ["Email: first.last+jobs@mail.co.uk.", "first.last+jobs@mail.co.uk"],
    ["البريد الإلكتروني: ahmed.ali@example.eg", "ahmed.ali@example.eg"],
    ["jane [at] example [dot] com", "jane@example.com"],
    ["no address here, just @handles", null],
  ])("should read %j", (text, email) => {
    expect(findEmail(text)).toBe(email);
  });

  it("should fall back to a mailto: link of the PDF", () => {
    expect(findEmail("Email me", ["https://x.com/jane", "mailto:jane@example.com"])).toBe("jane@example.com");
  });
});

describe("findPhone", () => {
  it.each([
    ["Cairo | +20 100 123 4567 | jane@x.com", "+20 100 123 4567"],
    ["Mobile: 01012345678", "01012345678"],
    ["موبايل: ٠١٠١٢٣٤٥٦٧٨", "01012345678"],
    ["+20 (0) 122 555 0199", "+20 (0) 122 555 0199"],
    ["0020 111 222 3333", "0020 111 222 3333"],
    ["(909) 555-5555", "(909) 555-5555"],
    ["I (123) 456-7890", "(123) 456-7890"],
    ["123-456-7890 NYC, NY", "123-456-7890"],
    ["+1 (415) 555-0132", "+1 (415) 555-0132"],
    ["555.123.4567", "555.123.4567"],
    ["Tel. +49 30 1234567", "+49 30 1234567"],
    ["Phone No.: 020 7946 0958", "020 7946 0958"],
  ])("should read %j", (text, phone) => {
    expect(findPhone(text)).toBe(phone);
  });

  it.each([
    "Sept 2018 – May 2023",
    "2012 – 2017 Software Engineer",
    "09/2019 - 05/2023",
    "GPA: 3.97/4.00",
    "10.1234/neurips.2023.1234 (NeurIPS 2023)",
    "US Patent 11,234,567",
    "US Patent 11234567",
    "Reduced latency by 73% and raised $18M",
    "99.97% uptime for 2M+ monthly requests",
  ])("should find no phone in %j", (text) => {
    expect(findPhone(text)).toBeNull();
  });

  it("should prefer a labelled number to a bare one", () => {
    expect(findPhone("Order 4455667788\nPhone: +20 100 123 4567")).toBe("+20 100 123 4567");
  });
});

describe("findLinkedin", () => {
  it.each([
    ["linkedin.com/in/john-doe", "https://www.linkedin.com/in/john-doe"],
    ["https://www.linkedin.com/in/janesmith/", "https://www.linkedin.com/in/janesmith"],
    ["LinkedIn: linkedin.com/in/johndoe — GitHub: github.com/johndoe", "https://www.linkedin.com/in/johndoe"],
    ["LinkedIn: jane-roe-42", "https://www.linkedin.com/in/jane-roe-42"],
    ["eg.linkedin.com/in/ahmed-ali.", "https://www.linkedin.com/in/ahmed-ali"],
    ["github.com/johndoe", null],
  ])("should read %j", (text, url) => {
    expect(findLinkedin(text)).toBe(url);
  });

  it("should use the PDF's links when the text shows only an icon", () => {
    expect(findLinkedin("ð apennyworth", ["tel:1234567890", "https://www.linkedin.com/in/apennyworth"])).toBe(
      "https://www.linkedin.com/in/apennyworth",
    );
  });
});

describe("findName", () => {
  it.each([
    [["Alfred Pennyworth", "Product Manager"], "Alfred Pennyworth"],
    [["JOHN DOE", "123 Main St"], "John Doe"],
    [["Last updated in Mar 2026", "John Doe"], "John Doe"],
    [["Curriculum Vitae", "Maria de la Cruz"], "Maria de la Cruz"],
    [["Jane Roe | Data Analyst"], "Jane Roe"],
    [["أحمد محمد السيد", "مهندس برمجيات"], "أحمد محمد السيد"],
    [["السيرة الذاتية", "سارة علي"], "سارة علي"],
    [["Software Engineer", "jane@x.com"], null],
  ])("should find the name in %j", (lines, name) => {
    expect(findName(lines)).toBe(name);
  });
});
