import { Button, Callout, IconButton, Text, TextField, Tooltip } from "@radix-ui/themes";
import { CircleAlert, Loader2, Mic, Send, Square, Trash2, Volume2, VolumeX } from "lucide-react";
import { type FormEvent, useState } from "react";
import type { VoiceLanguage, VoiceLanguageCode } from "../../../party/voice-protocol";
import { useT } from "../../i18n/I18n";
import type { MicProblem } from "./microphone";
import type { Connection } from "./useVoiceChat";

interface Props {
  transcript: { final: string; interim: string };
  languages: VoiceLanguage[];
  language: VoiceLanguageCode;
  onLanguage: (code: VoiceLanguageCode) => void;
  connection: Connection;
  mainAction: "start" | "stop" | "send";
  onMain: () => void;
  recording: boolean;
  processing: boolean;
  switching: boolean;
  muted: boolean;
  onMute: () => void;
  hasMessages: boolean;
  onClear: () => void;
  problem: MicProblem | null;
  /** The room's refusal or failure, already in the interface's language. */
  error: string | null;
  onSendTyped: (text: string) => boolean;
}

/**
 * The side panel (spec): live transcript ("You said:" / "Processing:"), language, connection,
 * the main microphone / stop / send button, mute, Clear chat and the hints. When the microphone
 * or speech recognition cannot be used, it says why and offers a text field instead.
 */
export function VoiceControls(props: Props) {
  const t = useT("voice");
  const { transcript, mainAction, processing, switching, recording, connection } = props;
  const mainLabel = switching ? t("main.switching") : processing ? t("main.processing") : t(`main.${mainAction}`);
  const MainIcon = switching || processing ? Loader2 : mainAction === "send" ? Send : mainAction === "stop" ? Square : Mic;
  // Not connected, or a language switch under way (spec: "Selector disabled when not connected or while recording";
  // a change during a recording is the stop, wait, switch and restart cycle, so it is locked only while that runs).
  const languageLocked = connection !== "open" || switching;

  return (
    <aside className="voice-panel voice-controls" aria-label={t("side.label")}>
      <div className="voice-controls__transcript" data-testid="voice-transcript">
        <Text as="p" size="1" weight="bold" color="gray" className="voice-controls__label">
          {t("transcript.title")}
        </Text>
        <div aria-live="polite" className="voice-transcript">
          {transcript.final && (
            <p className="voice-transcript__line">
              <span className="voice-transcript__tag">{t("transcript.final")}</span> <bdi dir="auto">{transcript.final}</bdi>
            </p>
          )}
          {transcript.interim && (
            <p className="voice-transcript__line voice-transcript__line--interim">
              <span className="voice-transcript__tag">{t("transcript.interim")}</span> <bdi dir="auto">{transcript.interim}</bdi>
            </p>
          )}
          {!transcript.final && !transcript.interim && <p className="voice-transcript__placeholder">{t("transcript.empty")}</p>}
        </div>
      </div>

      <div className="voice-controls__main">
        <button
          type="button"
          className="voice-main-button"
          data-action={mainAction}
          data-recording={recording || undefined}
          onClick={props.onMain}
          disabled={processing || switching}
          aria-label={mainLabel}
        >
          <MainIcon size={30} aria-hidden="true" className={switching || processing ? "voice-spin" : mainAction === "send" ? "flip-rtl" : undefined} />
        </button>
        <Text as="p" size="2" weight="medium" className="voice-main-button__label" aria-hidden="true">
          {mainLabel}
        </Text>
        <div className="voice-controls__row">
          <Tooltip content={props.muted ? t("mute.off") : t("mute.on")}>
            <IconButton type="button" size="3" variant="soft" color={props.muted ? "red" : "gray"} radius="full" onClick={props.onMute} aria-pressed={props.muted} aria-label={t("mute.on")}>
              {props.muted ? <VolumeX size={20} /> : <Volume2 size={20} />}
            </IconButton>
          </Tooltip>
          {props.hasMessages && (
            <Button type="button" variant="soft" color="gray" radius="full" onClick={props.onClear}>
              <Trash2 size={16} aria-hidden="true" />
              {t("clear")}
            </Button>
          )}
        </div>
        {props.muted && (
          <Text as="p" size="1" color="gray">
            {t("mute.muted")}
          </Text>
        )}
      </div>

      {(props.problem || props.error) && (
        <Callout.Root color={props.problem ? "amber" : "red"} role="alert" size="1" className="voice-controls__alert">
          <Callout.Icon>
            <CircleAlert size={16} />
          </Callout.Icon>
          <Callout.Text>{props.problem ? t(`mic.${props.problem}`) : props.error}</Callout.Text>
        </Callout.Root>
      )}
      {props.problem && <TypedFallback onSend={props.onSendTyped} disabled={processing} />}

      <div className="voice-controls__settings">
        <label className="voice-field">
          <span className="voice-controls__label">{t("language.label")}</span>
          <select
            className="voice-select"
            value={props.language}
            onChange={(e) => props.onLanguage(e.target.value as VoiceLanguageCode)}
            disabled={languageLocked}
          >
            {props.languages.map((l) => (
              <option key={l.code} value={l.code}>
                {t(`language.${l.code}`)}
              </option>
            ))}
          </select>
        </label>
        <div className="voice-field">
          <span className="voice-controls__label">{t("connection.label")}</span>
          <span className="voice-connection" data-connection={connection} data-testid="voice-connection">
            <span className="voice-connection__dot" aria-hidden="true" />
            {t(`connection.${connection}`)}
          </span>
        </div>
      </div>

      <div className="voice-hints">
        <Text as="p" size="1" weight="bold" color="gray" className="voice-controls__label">
          {t("hints.title")}
        </Text>
        <ul>
          <li>{t("hints.speak")}</li>
          <li>{t("hints.release")}</li>
          <li>{t("hints.mute")}</li>
          <li>{t("hints.bargeIn")}</li>
        </ul>
      </div>
    </aside>
  );
}

/** The typed fallback: a text field and Send, in the same panel. */
function TypedFallback({ onSend, disabled }: { onSend: (text: string) => boolean; disabled: boolean }) {
  const t = useT("voice");
  const [text, setText] = useState("");
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (onSend(text)) setText("");
  };
  return (
    <form className="voice-typed" onSubmit={submit}>
      <TextField.Root size="2" value={text} onChange={(e) => setText(e.target.value)} placeholder={t("typed.placeholder")} aria-label={t("typed.label")} maxLength={2000} dir="auto" />
      <Button type="submit" disabled={disabled || text.trim() === ""}>
        <Send size={15} aria-hidden="true" className="flip-rtl" />
        {t("typed.send")}
      </Button>
    </form>
  );
}
