/**
 * The resume report's advice (core/resume/analysis): one message per rule code, then the names
 * its messages insert (sections, contact details, levels). Quoted resume lines are shown beside
 * the advice, never inside it, so a message reads the same for any resume.
 */
export default {
  // ── How the resume reads to software (style) ──
  no_text_layer:
    "This PDF is a scanned image: it holds no text, so applicant tracking systems (ATS) see a blank page. Export it again from your word processor as a PDF with text.",
  missing_email: "We found no e-mail address. Write it in full in the contact lines at the top.",
  missing_phone: "We found no phone number. Add one, with its country code, to the contact lines at the top.",
  missing_linkedin: "We found no LinkedIn profile. Add its address (linkedin.com/in/…) to the contact lines; recruiters look for it.",
  contact_link_only: "Your {field} is only inside a link behind an icon or a word. Many systems read only the visible text: write it out in full.",
  icon_glyphs: "Icons in your contact lines come through as stray characters. Put a word before each detail (Phone, E-mail, LinkedIn) or leave the detail on its own.",
  no_headings: "We found no standard section headings. Software splits a resume by headings such as Experience, Education and Skills; without them it cannot tell your roles from your studies.",
  nonstandard_heading: "“{heading}” is not a heading software recognises, so what it holds may be missed or filed in the wrong place. Use the closest standard name: Experience, Projects, Education, Skills or Certifications.",
  no_experience_heading: "We found the dates of roles but no Experience heading above them. Add one so software files them as work experience.",
  date_unreadable: "“{date}” cannot be read as a date by most systems: it has no month or no century. Write the month and year, for example “June 2022”.",
  date_styles_mixed: "Dates are written in more than one style (“{first}” and “{second}”). Choose one, for example “Jan 2021 – Mar 2023”, and use it everywhere.",
  multi_column: {
    one: "One page is laid out in columns. Many systems read straight across the page and mix the columns up; a single column reads safely.",
    other: "{count} pages are laid out in columns. Many systems read straight across the page and mix the columns up; a single column reads safely.",
  },
  table_layout: "This part is laid out as a table. Systems often read tables cell by cell in the wrong order; write it as plain lines instead.",
  skill_ratings: "Skill levels drawn as dots, stars or bars cannot be read by software. Write the level as a word (Advanced, Fluent) or leave it out.",
  too_many_pages: {
    one: "This resume has {pages} pages; recruiters expect one page from a {level} candidate. Cut older or less relevant lines.",
    other: "This resume has {pages} pages; recruiters expect at most {count} from a {level} candidate. Cut older or less relevant lines.",
  },
  too_many_pages_any: {
    one: "This resume has {pages} pages; most recruiters expect one. Cut older or less relevant lines.",
    other: "This resume has {pages} pages; most recruiters expect at most {count}. Cut older or less relevant lines.",
  },
  too_short: {
    one: "The resume has {count} word, too few to show what you have done. Add what you achieved under each role or project.",
    other: "The resume has {count} words, too few to show what you have done. Add what you achieved under each role or project.",
  },
  large_file: "The file is {size} MB. Some application portals refuse files over 2 MB: export it again with smaller images.",
  keyword_repeated: "“{skill}” appears {count} times. Repeating a skill does not raise your match with a job; name it where you used it.",

  // ── What the resume says (content) ──
  content_unreadable: "We could not read any text in this file, so its content cannot be judged. Upload a PDF that contains text and run the report again.",
  no_achievements: "We found no achievement lines under your experience or projects. Under each role, add three to five lines that start with a verb and say what you achieved.",
  quantify_share: {
    one: "{quantified} of your {count} achievement line shows a number. Numbers (how many, how much, how fast) make results concrete.",
    other: "{quantified} of your {count} achievement lines show a number. Numbers (how many, how much, how fast) make results concrete: aim for at least half.",
  },
  quantify_line: "Add a number to this line: how many, how much, how often, or what changed.",
  weak_opener: "“{phrase}” describes a duty, not a result. Start with what you did (Led, Built, Reduced) and say what came of it.",
  action_verb_share: {
    one: "{verbs} of your {count} achievement line starts with an action verb. Open each line with a verb such as Built, Led, Reduced or Launched.",
    other: "{verbs} of your {count} achievement lines start with an action verb. Open each line with a verb such as Built, Led, Reduced or Launched.",
  },
  no_action_verb: "Start this line with an action verb (Built, Led, Reduced, Launched) that says what you did.",
  filler_phrase: "“{phrase}” is a claim recruiters skim past. Show the quality through something you did instead.",
  bullet_too_long: "This line has {count} words. Keep an achievement under about 30 words: split it, or keep the action and the result.",
  bullet_too_short: "This line is too short to show anything. Say what you did and what came of it.",
  tense_past_role: "This role has ended, but the line is in the present tense. Write past roles in the past tense (Led, Built).",
  tense_mixed: "This role mixes present and past tense. Keep to one: the present for ongoing work, the past for finished results.",
  skill_spelling: "Write “{written}” as “{canonical}”, the way its makers and most job posts spell it.",
  missing_section: "There is no {section} section; recruiters look for one in a {level} resume.",
  missing_section_any: "There is no {section} section; recruiters look for one in every resume.",
  jd_skill_not_shown: "The job asks for {skill}, and your resume does not show it. If you have used it, say where: in the role or project where you did.",
  jd_skill_only_listed: "{skill} appears only in a list. If you used it in a role or project, say so there: a list alone shows little.",
  jd_title: "The job is “{title}”. If that truly describes work you have done, use the same words in the title under your name.",

  // ── Names the messages insert ──
  "section.summary": "Summary",
  "section.experience": "Experience",
  "section.education": "Education",
  "section.skills": "Skills",
  "section.projects": "Projects",
  "field.email": "e-mail address",
  "field.phone": "phone number",
  "field.linkedin": "LinkedIn profile",
  "level.student": "student",
  "level.junior": "junior",
  "level.mid": "mid-level",
  "level.senior": "senior",
  "level.lead": "lead",
} as const;
