import { Badge, Button, Text } from "@radix-ui/themes";
import { Briefcase, Contact, Link2, Mail, Sparkles } from "lucide-react";
import { webHref, withoutProtocol } from "../../../../core/format/links";
import { useT } from "../../../i18n/I18n";
import { AppLink } from "../../../lib/nav";
import type { JobItem, SkillItem, UserInfo } from "../types";
import { EmptyState, HomeSection } from "./Section";

/** Hard and soft skills as chips (extracted from the resume at signup, edited in Career Info). */
export function SkillsSection({ skills }: { skills: SkillItem[] }) {
  const t = useT("portal");
  const groups = [
    // undefined = the theme's accent, whose text colour is tuned for contrast (styles.css).
    { type: "hard", title: t("skills.hard"), color: undefined },
    { type: "soft", title: t("skills.soft"), color: "indigo" },
  ] as const;
  return (
    <HomeSection id="skills" title={t("skills.title")} icon={<Sparkles size={20} />}>
      {skills.length === 0 ? (
        <EmptyState
          icon={<Sparkles size={28} />}
          action={
            <Button asChild variant="soft" size="2">
              <AppLink to="/portal/career-info">{t("skills.add")}</AppLink>
            </Button>
          }
        >
          {t("skills.empty")}
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
                        <bdi>{skill.skill_name}</bdi>
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
  const t = useT("portal");
  return (
    <HomeSection id="jobs" title={t("jobs.title")} icon={<Briefcase size={20} />}>
      {jobs.length === 0 ? (
        <EmptyState
          icon={<Briefcase size={28} />}
          action={
            <Button asChild variant="soft" size="2">
              <AppLink to="/portal/career-info">{t("jobs.add")}</AppLink>
            </Button>
          }
        >
          {t("jobs.empty")}
        </EmptyState>
      ) : (
        <ul className="jobs">
          {jobs.map((job) => (
            <li key={job.id} className="jobs__item">
              <span className="jobs__icon" aria-hidden="true">
                <Briefcase size={16} />
              </span>
              <div className="jobs__text">
                <Text as="p" weight="medium">
                  <bdi>{job.job_title}</bdi>
                </Text>
                <Text as="p" size="2" color="gray">
                  <bdi>{job.company_name}</bdi>
                </Text>
              </div>
              <Badge color={job.is_current === 1 ? undefined : "gray"} variant="soft" radius="full">
                {job.is_current === 1 ? t("jobs.current") : t("jobs.former")}
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
  const t = useT("portal");
  const linkedinHref = user.linkedin ? webHref(user.linkedin) : null;
  return (
    <HomeSection id="contacts" title={t("contacts.title")} icon={<Contact size={20} />}>
      <ul className="contacts">
        <li>
          <span className="contacts__icon" aria-hidden="true">
            <Mail size={16} />
          </span>
          <div className="contacts__text">
            <Text as="p" size="1" color="gray">
              {t("contacts.email")}
            </Text>
            <a href={`mailto:${user.email}`} className="contacts__value" dir="ltr">
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
              {t("contacts.linkedin")}
            </Text>
            {linkedinHref ? (
              <a href={linkedinHref} target="_blank" rel="noopener noreferrer" className="contacts__value" dir="ltr">
                {withoutProtocol(user.linkedin)}
              </a>
            ) : (
              <Text as="p" size="2" color="gray">
                {t("contacts.none")}
              </Text>
            )}
          </div>
        </li>
      </ul>
    </HomeSection>
  );
}
