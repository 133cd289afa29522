import { Button, Callout, Flex, Heading, Text } from "@radix-ui/themes";
import { Camera, Check, PenLine, Sparkles, UserRound, X } from "lucide-react";
import { useEffect, useReducer, useRef, useState, type FormEvent } from "react";
import type { UserInfo } from "../../../core/schemas/account";
import { uploadError } from "../../../core/schemas/auth-rules";
import { ApiError } from "../../api-errors";
import { useErrorText } from "../../i18n/errors";
import { useT } from "../../i18n/I18n";
import { FieldError, TextInput } from "../auth/fields";
import { HomeSection } from "../portal/home/Section";
import { UserAvatar } from "../portal/UserAvatar";
import { proposeBio, replacePhoto, saveProfile } from "./api";
import { sameValue } from "./list-draft";
import { SectionProblem, TextAreaField, useFailureText } from "./parts";
import { profileErrors, profileFieldsOf, profileReducer, profileState, type ProfileField } from "./profile-edit";

const valuesOf = (user: UserInfo) => ({ fullname: user.fullname, title: user.title, bio: user.bio });

/**
 * Profile: photo, name, title and bio, with an edit mode and Create New Bio (a proposal the
 * user reviews before it goes into the form). The picture is replaced at once.
 */
export function ProfileSection({ user, onUser, onDirty }: { user: UserInfo; onUser: (user: UserInfo) => void; onDirty: (dirty: boolean) => void }) {
  const t = useT("career");
  const errorText = useErrorText();
  const failureText = useFailureText();
  const [state, dispatch] = useReducer(profileReducer, valuesOf(user), profileState);
  const [proposal, setProposal] = useState<{ status: "idle" | "loading" } | { status: "ready"; bio: string } | { status: "error"; message: string }>({ status: "idle" });
  const firstInput = useRef<HTMLInputElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const editing = state.mode === "edit";
  const dirty = editing && !sameValue(state.values, state.saved);
  useEffect(() => onDirty(dirty), [dirty, onDirty]);

  // Get Info may change the profile elsewhere on the page.
  useEffect(() => dispatch({ type: "refreshed", values: valuesOf(user) }), [user]);

  // Focus follows the mode: into the form when it opens, back to Edit when it closes.
  const wasEditing = useRef(editing);
  useEffect(() => {
    if (editing && !wasEditing.current) firstInput.current?.focus();
    if (!editing && wasEditing.current) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const save = async (values = state.values) => {
    const local = profileErrors(values);
    if (Object.keys(local).length) return dispatch({ type: "invalid", errors: local });
    dispatch({ type: "saving" });
    try {
      const saved = await saveProfile(values);
      onUser(saved);
      dispatch({ type: "saved", values: valuesOf(saved) });
    } catch (err) {
      const fields = err instanceof ApiError ? profileFieldsOf(err.fields) : {};
      if (Object.keys(fields).length) dispatch({ type: "invalid", errors: fields });
      else dispatch({ type: "failed", message: failureText(err) });
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!state.saving) void save();
  };

  const variant = useRef(0);
  const createBio = async () => {
    setProposal({ status: "loading" });
    try {
      setProposal({ status: "ready", bio: await proposeBio(variant.current++) });
    } catch (err) {
      setProposal({ status: "error", message: failureText(err) });
    }
  };

  const errorFor = (field: ProfileField) => (state.errors[field] ? errorText.message(state.errors[field]) : null);
  const field = (name: ProfileField) => ({
    name,
    dir: "auto" as const,
    value: state.values[name],
    disabled: state.saving,
    error: errorFor(name),
    onChange: (e: { target: { value: string } }) => dispatch({ type: "change", field: name, value: e.target.value }),
  });

  return (
    <HomeSection id="profile" title={t("profile.title")} icon={<UserRound size={20} />} description={t("profile.description")}>
      <div className="career-profile">
        <PhotoPicker user={user} onUser={onUser} />
        <div className="career-profile__main">
          {state.failure && (
            <SectionProblem action={t("action.tryAgain")} onAction={() => dispatch({ type: "retry" })}>
              {t("profile.notSaved", { reason: state.failure.message })}
            </SectionProblem>
          )}
          {editing ? (
            <form className="career-form" onSubmit={submit} noValidate aria-label={t("profile.editLabel")} aria-busy={state.saving}>
              <TextInput ref={firstInput} label={t("profile.fullname")} autoComplete="name" {...field("fullname")} />
              <TextInput label={t("profile.jobTitle")} autoComplete="organization-title" {...field("title")} />
              <TextAreaField label={t("profile.bio")} optional rows={6} hint={t("profile.bioHint")} {...field("bio")} />
              <Flex gap="2" wrap="wrap" className="career-form__actions">
                <Button type="submit" loading={state.saving} disabled={state.saving}>
                  <Check size={16} aria-hidden="true" />
                  {t("action.save")}
                </Button>
                <Button type="button" variant="soft" color="gray" disabled={state.saving} onClick={() => dispatch({ type: "cancel" })}>
                  <X size={16} aria-hidden="true" />
                  {t("action.cancel")}
                </Button>
              </Flex>
            </form>
          ) : (
            <div className="career-profile__view">
              <Heading as="h3" size="6" className="career-profile__name">
                <bdi>{user.fullname}</bdi>
              </Heading>
              {user.title && (
                <Text as="p" size="3" color="gray" className="career-profile__title">
                  <bdi>{user.title}</bdi>
                </Text>
              )}
              {user.bio.trim() ? (
                <Text as="p" size="3" className="career-profile__bio" dir="auto" data-testid="career-bio">
                  {user.bio}
                </Text>
              ) : (
                <Text as="p" size="3" color="gray" className="career-profile__bio">
                  {t("profile.noBio")}
                </Text>
              )}
              <Flex gap="2" wrap="wrap" className="career-form__actions">
                <Button ref={editButton} type="button" variant="soft" onClick={() => dispatch({ type: "edit" })}>
                  <PenLine size={16} aria-hidden="true" />
                  {t("profile.edit")}
                </Button>
                <Button type="button" variant="outline" onClick={() => void createBio()} loading={proposal.status === "loading"}>
                  <Sparkles size={16} aria-hidden="true" />
                  {t("profile.createBio")}
                </Button>
              </Flex>
            </div>
          )}
          {proposal.status === "loading" && (
            <Text as="p" size="2" color="gray" role="status">
              {t("profile.bioWriting")}
            </Text>
          )}
          {proposal.status === "error" && (
            <SectionProblem action={t("action.tryAgain")} onAction={() => void createBio()}>
              {proposal.message}
            </SectionProblem>
          )}
          {proposal.status === "ready" && (
            <BioProposal
              bio={proposal.bio}
              onUse={() => {
                dispatch({ type: "useBio", bio: proposal.bio });
                setProposal({ status: "idle" });
              }}
              onKeep={() => setProposal({ status: "idle" })}
            />
          )}
        </div>
      </div>
    </HomeSection>
  );
}

/** A proposed bio to read before it replaces anything: Use this bio puts it into the form. */
function BioProposal({ bio, onUse, onKeep }: { bio: string; onUse: () => void; onKeep: () => void }) {
  const t = useT("career");
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="career-proposal" aria-labelledby="bio-proposal-title">
      <Heading as="h3" size="3" id="bio-proposal-title" ref={heading} tabIndex={-1} className="career-proposal__title">
        <Sparkles size={16} aria-hidden="true" />
        {t("profile.proposalTitle")}
      </Heading>
      <Text as="p" size="2" color="gray" className="career-proposal__hint">
        {t("profile.proposalHint")}
      </Text>
      <Text as="p" size="3" className="career-proposal__text" dir="auto">
        {bio}
      </Text>
      <Flex gap="2" wrap="wrap">
        <Button type="button" onClick={onUse}>
          {t("profile.useBio")}
        </Button>
        <Button type="button" variant="soft" color="gray" onClick={onKeep}>
          {t("profile.keepBio")}
        </Button>
      </Flex>
    </section>
  );
}

/** The profile picture and its Change photo button: a .jpg/.png up to 5 MB, saved at once. */
function PhotoPicker({ user, onUser }: { user: UserInfo; onUser: (user: UserInfo) => void }) {
  const t = useT("career");
  const errorText = useErrorText();
  const failureText = useFailureText();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const pick = async (file: File) => {
    setDone(false);
    const local = uploadError("image", file);
    if (local) return setProblem(errorText.message(local));
    setProblem(null);
    setBusy(true);
    try {
      // A new picture has a new address: the shell and the page show it at once.
      onUser(await replacePhoto(file));
      setDone(true);
    } catch (err) {
      setProblem(failureText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="career-photo">
      <UserAvatar name={user.fullname} imageUrl={user.image_url} size="8" />
      <input
        ref={input}
        id="career-photo-input"
        type="file"
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        className="career-visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = "";
          if (file) void pick(file);
        }}
      />
      <Button type="button" variant="soft" size="2" loading={busy} onClick={() => input.current?.click()} aria-describedby={problem ? "career-photo-hint career-photo-error" : "career-photo-hint"}>
        <Camera size={16} aria-hidden="true" />
        {t("profile.changePhoto")}
      </Button>
      <Text as="p" size="1" color="gray" id="career-photo-hint" className="career-photo__hint">
        {t("profile.photoHint")}
      </Text>
      {problem && <FieldError id="career-photo-error">{problem}</FieldError>}
      {done && (
        <Callout.Root color="green" size="1" variant="surface" role="status" className="career-photo__done">
          <Callout.Text>{t("profile.photoSaved")}</Callout.Text>
        </Callout.Root>
      )}
    </div>
  );
}
