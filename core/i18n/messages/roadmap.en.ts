/** The Craft Roadmap page's texts (/portal/roadmap-visualizer). */
export default {
  "page.title": "Craft Roadmap",
  "page.intro": "Name the role or skill you are aiming for. Amal draws your path there from what you already know, with the courses and books for each step.",
  // Spec section 4, Roadmap: the four loading messages, advancing every 5 s.
  "loading.1": "Searching thousands of real job descriptions...",
  "loading.2": "Analyzing industry requirements and skills...",
  "loading.3": "Generating customized learning roadmap...",
  "loading.4": "Finalizing your personalized career path...",
} as const;
