import { useId, type ReactNode } from "react";

/**
 * The header art of a blog card: an inline SVG drawn with Radix colour tokens, so the blog needs
 * no image files and no third-party image host. Articles 1–6 get a motif matching their topic;
 * later ids cycle through the set. `alt` (from the blog post) is its accessible description.
 */
const THEMES = [
  { color: "teal", motif: ResumeMotif },
  { color: "indigo", motif: InterviewMotif },
  { color: "amber", motif: SalaryMotif },
  { color: "cyan", motif: OutreachMotif },
  { color: "violet", motif: RoadmapMotif },
  { color: "orange", motif: SkylineMotif },
] as const;

type Tone = (step: number) => string;

export function BlogIllustration({ id, alt }: { id: number; alt: string }) {
  const uid = useId().replace(/:/g, "");
  const theme = THEMES[(((id - 1) % THEMES.length) + THEMES.length) % THEMES.length];
  const tone: Tone = (step) => `var(--${theme.color}-${step})`;
  const Motif = theme.motif;
  return (
    <svg className="blog-illustration" viewBox="0 0 320 160" preserveAspectRatio="xMidYMid slice" role="img" aria-label={alt}>
      <defs>
        <linearGradient id={`${uid}-bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" style={{ stopColor: tone(3) }} />
          <stop offset="1" style={{ stopColor: tone(6) }} />
        </linearGradient>
        <pattern id={`${uid}-dots`} width="16" height="16" patternUnits="userSpaceOnUse">
          <circle cx="2" cy="2" r="1.3" fill={tone(8)} opacity="0.45" />
        </pattern>
      </defs>
      <rect width="320" height="160" fill={`url(#${uid}-bg)`} />
      <rect width="320" height="160" fill={`url(#${uid}-dots)`} />
      <circle cx={id % 2 ? 40 : 286} cy={id % 2 ? 138 : 24} r="62" fill={tone(7)} opacity="0.35" />
      <circle cx={id % 2 ? 292 : 30} cy={id % 2 ? 14 : 150} r="34" fill={tone(8)} opacity="0.25" />
      <Motif tone={tone} />
    </svg>
  );
}

function Paper({ children, x, y, w, h }: { children?: ReactNode; x: number; y: number; w: number; h: number }) {
  return (
    <g>
      <rect x={x + 3} y={y + 5} width={w} height={h} rx="8" fill="black" opacity="0.08" />
      <rect x={x} y={y} width={w} height={h} rx="8" fill="white" />
      {children}
    </g>
  );
}

function ResumeMotif({ tone }: { tone: Tone }) {
  return (
    <g>
      <Paper x={112} y={20} w={92} h={122}>
        <circle cx="132" cy="42" r="10" fill={tone(5)} />
        <rect x="148" y="36" width="42" height="5" rx="2.5" fill={tone(11)} />
        <rect x="148" y="45" width="30" height="4" rx="2" fill="var(--gray-7)" />
        {[64, 76, 88, 100, 112, 124].map((y, i) => (
          <rect key={y} x="124" y={y} width={i % 3 === 2 ? 44 : 68} height="5" rx="2.5" fill={i === 1 || i === 4 ? tone(9) : "var(--gray-5)"} />
        ))}
      </Paper>
      <circle cx="214" cy="108" r="22" fill="white" fillOpacity="0.55" stroke={tone(11)} strokeWidth="6" />
      <path d="M230 124l18 18" stroke={tone(11)} strokeWidth="9" strokeLinecap="round" />
    </g>
  );
}

function InterviewMotif({ tone }: { tone: Tone }) {
  return (
    <g>
      <Paper x={78} y={30} w={112} h={58} />
      <path d="M100 88l-4 18 20-18z" fill="white" />
      {[46, 58, 70].map((y, i) => (
        <rect key={y} x="94" y={y} width={i === 2 ? 46 : 78} height="5" rx="2.5" fill="var(--gray-5)" />
      ))}
      <rect x="150" y="72" width="100" height="56" rx="10" fill={tone(9)} />
      <path d="M228 128l8 18-22-18z" fill={tone(9)} />
      <path
        d="M200 82l5.6 11.4 12.6 1.8-9.1 8.9 2.1 12.5L200 110.7l-11.2 5.9 2.1-12.5-9.1-8.9 12.6-1.8z"
        fill="white"
      />
    </g>
  );
}

function SalaryMotif({ tone }: { tone: Tone }) {
  const bars = [
    { x: 96, h: 34 },
    { x: 124, h: 52 },
    { x: 152, h: 70 },
    { x: 180, h: 92 },
  ];
  return (
    <g>
      <rect x="84" y="134" width="132" height="4" rx="2" fill={tone(11)} opacity="0.5" />
      {bars.map((b, i) => (
        <rect key={b.x} x={b.x} y={134 - b.h} width="20" height={b.h} rx="4" fill={i === bars.length - 1 ? tone(10) : tone(i + 7)} />
      ))}
      <path d="M98 92l30-16 28 8 38-38" fill="none" stroke={tone(12)} strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M182 44h14v14" fill="none" stroke={tone(12)} strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      {[126, 116, 106].map((y) => (
        <g key={y}>
          <ellipse cx="244" cy={y + 4} rx="24" ry="8" fill={tone(11)} />
          <ellipse cx="244" cy={y} rx="24" ry="8" fill={tone(9)} />
        </g>
      ))}
      <ellipse cx="244" cy="106" rx="15" ry="4.5" fill="none" stroke="white" strokeWidth="2" opacity="0.8" />
    </g>
  );
}

function OutreachMotif({ tone }: { tone: Tone }) {
  return (
    <g>
      <Paper x={70} y={56} w={118} h={78} />
      <path d="M74 62l55 42 55-42" fill="none" stroke={tone(9)} strokeWidth="5" strokeLinejoin="round" />
      <path d="M74 130l40-32M184 130l-40-32" stroke="var(--gray-6)" strokeWidth="3" />
      <path d="M196 92c22-10 34-30 40-52" fill="none" stroke={tone(11)} strokeWidth="3" strokeDasharray="6 7" strokeLinecap="round" />
      <path d="M214 42l56-22-18 58-14-20z" fill={tone(10)} />
      <path d="M238 58l32-38-46 30z" fill={tone(12)} opacity="0.55" />
    </g>
  );
}

function RoadmapMotif({ tone }: { tone: Tone }) {
  const road = "M34 150C84 142 86 108 136 108S196 124 212 96 224 74 236 72";
  return (
    <g>
      <path d={road} fill="none" stroke={tone(11)} strokeWidth="16" strokeLinecap="round" />
      <path d={road} fill="none" stroke="white" strokeWidth="2.5" strokeDasharray="8 8" strokeLinecap="round" />
      {[
        [80, 138],
        [142, 108],
        [200, 110],
      ].map(([x, y]) => (
        <g key={x}>
          <path d={`M${x} ${y - 6}v-28`} stroke={tone(12)} strokeWidth="3" strokeLinecap="round" />
          <path d={`M${x + 1.5} ${y - 34}h20l-6 7 6 7h-20z`} fill={tone(9)} />
        </g>
      ))}
      {/* The destination: a laptop showing a rising line. */}
      <rect x="234" y="22" width="62" height="40" rx="5" fill={tone(12)} />
      <rect x="239" y="27" width="52" height="30" rx="2" fill="white" />
      <path d="M228 62h74l-6 7h-62z" fill={tone(11)} />
      <path d="M246 48l9-9 8 6 13-13" fill="none" stroke={tone(9)} strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
    </g>
  );
}

function SkylineMotif({ tone }: { tone: Tone }) {
  return (
    <g>
      <circle cx="232" cy="58" r="30" fill={tone(9)} opacity="0.9" />
      <g fill={tone(11)}>
        <rect x="58" y="92" width="30" height="68" />
        <rect x="92" y="70" width="24" height="90" />
        <path d="M128 160V44l12-18 12 18v116z" />
        <rect x="160" y="100" width="34" height="60" />
        <rect x="198" y="84" width="22" height="76" />
        <rect x="246" y="106" width="30" height="54" />
      </g>
      {/* A minaret: shaft, balcony and dome. */}
      <g fill={tone(12)}>
        <rect x="226" y="62" width="10" height="98" />
        <rect x="222" y="80" width="18" height="5" rx="2" />
        <path d="M226 62c0-8 5-12 5-18 0 6 5 10 5 18z" />
        <path d="M150 160v-26a22 22 0 0 1 44 0v26z" />
      </g>
      <g fill="white" opacity="0.75">
        {[100, 114, 128].map((y) => (
          <rect key={`a${y}`} x="64" y={y} width="6" height="6" rx="1" />
        ))}
        {[80, 96, 112].map((y) => (
          <rect key={`b${y}`} x="100" y={y} width="6" height="6" rx="1" />
        ))}
        {[60, 78, 96].map((y) => (
          <rect key={`c${y}`} x="137" y={y} width="6" height="8" rx="1" />
        ))}
      </g>
    </g>
  );
}
