import { Badge, Button, Text } from "@radix-ui/themes";
import { Briefcase, Contact, Link2, Mail, Sparkles } from "lucide-react";
import { webHref, withoutProtocol } from "../../../../core/format/links";
import { AppLink } from "../../../lib/nav";
import type { JobItem, SkillItem, UserInfo } from "../types";
import { EmptyState, HomeSection } from "./Section";

/** Hard and soft skills as chips (extracted from the resume at signup, edited in Career Info). */
export function SkillsSection({ skills }: { skills: SkillItem[] }) {
  const groups = [
    // undefined = the theme's accent, whose text colour is tuned for contrast (styles.css).
    { type: "hard", title: "Hard skills", color: undefined },
    { type: "soft", title: "Soft skills", color: "indigo" },
  ] as const;
  return (
    <HomeSection id="skills" title="Skills" icon={<Sparkles size={20} />}>
      {skills.length === 0 ? (
        <EmptyState
          icon={<Sparkles size={28} />}
          action={
            <Button asChild variant="soft" size="2">
              <AppLink to="/portal/career-info">Add skills</AppLink>
            </Button>
          }
        >
          No skills yet. Add the skills you bring in Career Info.
        </EmptyState>
      ) : (
        <div className="skills">
          {groups.map((group) => {
            const list = skills.filter((s) => s.skill_type === group.type);
            if (list.length === 0) return null;
            return (
              <div key={group.type} className="skills__group">
                <Text as="p" size="1" weight="bold" color="gray" className="skills__label" id={`skills-${group.type}`}>
                  {group.title}
                </Text>
                <ul className="chips" aria-labelledby={`skills-${group.type}`}>
                  {list.map((skill) => (
                    <li key={skill.id}>
                      <Badge size="2" color={group.color} variant="soft" radius="full">
                        {skill.skill_name}
                      </Badge>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
      )}
    </HomeSection>
  );
}

/** The user's jobs: title, company, current or former. */
export function JobsSection({ jobs }: { jobs: JobItem[] }) {
  return (
    <HomeSection id="jobs" title="Job Titles" icon={<Briefcase size={20} />}>
      {jobs.length === 0 ? (
        <EmptyState icon={<Briefcase size={28} />}>No jobs added yet. Add your first job to get started!</EmptyState>
      ) : (
        <ul className="jobs">
          {jobs.map((job) => (
            <li key={job.id} className="jobs__item">
              <span className="jobs__icon" aria-hidden="true">
                <Briefcase size={16} />
              </span>
              <div className="jobs__text">
                <Text as="p" weight="medium">
                  {job.job_title}
                </Text>
                <Text as="p" size="2" color="gray">
                  {job.company_name}
                </Text>
              </div>
              <Badge color={job.is_current === 1 ? undefined : "gray"} variant="soft" radius="full">
                {job.is_current === 1 ? "Current Job" : "Former Job"}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}

/** The user's e-mail and LinkedIn address, shown without the protocol. */
export function ContactsSection({ user }: { user: UserInfo }) {
  const linkedinHref = user.linkedin ? webHref(user.linkedin) : null;
  return (
    <HomeSection id="contacts" title="My Contacts" icon={<Contact size={20} />}>
      <ul className="contacts">
        <li>
          <span className="contacts__icon" aria-hidden="true">
            <Mail size={16} />
          </span>
          <div className="contacts__text">
            <Text as="p" size="1" color="gray">
              Email
            </Text>
            <a href={`mailto:${user.email}`} className="contacts__value">
              {user.email}
            </a>
          </div>
        </li>
        <li>
          <span className="contacts__icon" aria-hidden="true">
            <Link2 size={16} />
          </span>
          <div className="contacts__text">
            <Text as="p" size="1" color="gray">
              LinkedIn
            </Text>
            {linkedinHref ? (
              <a href={linkedinHref} target="_blank" rel="noopener noreferrer" className="contacts__value">
                {withoutProtocol(user.linkedin)}
              </a>
            ) : (
              <Text as="p" size="2" color="gray">
                Not added yet
              </Text>
            )}
          </div>
        </li>
      </ul>
    </HomeSection>
  );
}
