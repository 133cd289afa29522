/** Career info of two made-up users, for the tailoring tests. */
import type { CareerFacts } from "./types.ts";

export const SARA: CareerFacts = {
  fullname: "Sara Ali",
  title: "Data Analyst",
  email: "sara.ali@example.com",
  phone: "+20 100 000 0000",
  country: "Egypt",
  city: "Cairo",
  linkedin: "linkedin.com/in/sara-ali",
  bio: "Data analyst who turns retail sales data into weekly decisions.",
  level: "mid",
  jobs: [
    {
      job_title: "Junior Analyst",
      company_name: "Delta Bank",
      is_current: 0,
      job_description: "Cleaned customer records in Excel for the branch network\nPresented monthly reports to branch managers",
    },
    {
      job_title: "Data Analyst",
      company_name: "Nile Retail",
      is_current: 1,
      job_description: "Organised the team's shared drive and meeting notes\nBuilt weekly sales dashboards in Tableau for 12 stores\nWrote SQL queries that cut month-end reporting from 3 days to 1",
    },
  ],
  skills: [
    { skill_name: "Excel", skill_type: "hard" },
    { skill_name: "Tableau", skill_type: "hard" },
    { skill_name: "SQL", skill_type: "hard" },
    { skill_name: "Python", skill_type: "hard" },
    { skill_name: "Communication", skill_type: "soft" },
  ],
  education: [{ degree: "BSc in Statistics", school_name: "Cairo University", issue_date: "2019" }],
  certificates: [{ cert_name: "Google Data Analytics Certificate", cert_org_name: "Coursera", cert_date: "2021" }],
  resumeTexts: [
    [
      "Sara Ali",
      "Data Analyst",
      "",
      "EXPERIENCE",
      "Data Analyst, Nile Retail",
      "Mar 2021 – Present",
      "• Built weekly sales dashboards in Tableau for 12 stores",
      "• Automated the stock report with Python, saving 6 hours a week",
      "Junior Analyst, Delta Bank",
      "Jul 2019 – Feb 2021",
      "• Cleaned customer records in Excel for the branch network",
    ].join("\n"),
  ],
};

export const OMAR: CareerFacts = {
  fullname: "عمر حسن",
  title: "محاسب",
  email: "omar@example.com",
  phone: "",
  country: "مصر",
  city: "القاهرة",
  linkedin: "",
  bio: "",
  level: "mid",
  jobs: [{ job_title: "محاسب", company_name: "شركة النيل للتجارة", is_current: 1, job_description: "إعداد القوائم المالية الشهرية باستخدام Excel\nمتابعة الحسابات مع البنوك" }],
  skills: [
    { skill_name: "Excel", skill_type: "hard" },
    { skill_name: "SAP", skill_type: "hard" },
  ],
  education: [{ degree: "بكالوريوس التجارة", school_name: "جامعة القاهرة", issue_date: "2018" }],
  certificates: [],
  resumeTexts: [],
};
