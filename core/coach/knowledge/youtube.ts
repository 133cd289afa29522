/**
 * YouTube channels the coach recommends (core/data/youtube-channels.json), in English and
 * Arabic. The file gives a channel's @handle where it is certain, otherwise the channel is linked
 * through a YouTube search for its name (the channel is the first result, and the link never
 * breaks if a handle changes).
 */
import records from "../../data/youtube-channels.json" with { type: "json" };
import type { Language, YouTubeChannelRecord } from "../../data/schemas.ts";

export type YouTubeChannel = Omit<YouTubeChannelRecord, "handle" | "search"> & { url: string };

function channelUrl(record: YouTubeChannelRecord): string {
  if (record.handle) return `https://www.youtube.com/@${record.handle}`;
  return `https://www.youtube.com/results?search_query=${encodeURIComponent(record.search ?? record.name)}`;
}

function toChannel(record: YouTubeChannelRecord): YouTubeChannel {
  const { handle: _handle, search: _search, ...channel } = record;
  return { ...channel, url: channelUrl(record) };
}

/** Every recommended channel, English first, then Arabic. */
export const YOUTUBE_CHANNELS: readonly YouTubeChannel[] = (records as YouTubeChannelRecord[]).map(toChannel);

/**
 * What the channel teaches and for whom, in the answer's language: the Arabic description for an
 * Arabic answer, the English one otherwise.
 */
export function channelDescription(channel: Pick<YouTubeChannel, "description" | "descriptionAr">, language: Language): string {
  return language === "ar" ? channel.descriptionAr : channel.description;
}
