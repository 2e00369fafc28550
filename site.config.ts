import { defineSiteConfig } from "./src/config/resolve.ts";

/**
 * Everything that makes this site yours. Edit the values, keep the shape: the build checks
 * every field and stops with a message naming the one that is wrong.
 *
 * Values marked "env" can also be set per deploy with the environment variable named beside
 * them; a non-empty variable wins over the value here.
 */
export default defineSiteConfig({
  name: "Alex Morgan",
  role: "Full-Stack Developer",
  greeting: "Hi, I'm Alex Morgan",
  tagline:
    "Full-stack developer building fast, accessible web apps with React, TypeScript and Node.js.",
  intro:
    "I'm a full-stack developer who enjoys turning ideas into reliable products, from the database schema to the last pixel. I care about clean code, quick pages and interfaces everyone can use.",
  email: "alex.morgan@example.com",
  phone: "+91 98765 43210",
  location: "Bangalore, India",

  // Whether you are looking for work, shown as a badge under the home page's greeting, a panel on
  // the contact page and in the home page's structured data. `open: false` (or no block at all)
  // hides all three.
  availability: {
    open: true,
    roles: ["Senior full-stack engineer", "Frontend lead"],
    location: "Bangalore, India",
    workplace: ["remote", "hybrid"], // any of "remote", "hybrid", "on-site"
    timeZone: "Asia/Kolkata", // an IANA name, such as "Europe/Berlin" or "America/New_York"
    start: "after one month's notice", // a date ("2026-03-01") or a few words ("immediately")
    bookingUrl: "https://cal.com/your-name", // a Cal.com or Calendly page; leave out for none
  },

  // env: VITE_SITE_URL. The public address of the site, used for canonical links and the sitemap.
  siteUrl: "https://alex-morgan.example.com",

  // Your photo, shown on the home and About pages: put it in src/assets/ and name it here (jpg,
  // jpeg, png, webp or avif; square or not, it is cropped to a circle). The sample's is a drawing.
  // Leave it out and the home page shows your first featured case study's picture in its place.
  portrait: "alex-morgan.png", // env: VITE_PORTRAIT

  // The colour of links, buttons and the focus ring, as hex ("#4338ca" or "#43c"). It is used as
  // given in the light theme; the dark theme gets a lighter shade of the same hue, or
  // `accentDark` when you set it. The build checks every place the site shows them for WCAG AA
  // contrast and, if one fails, names the nearest shade that passes.
  // accent: "#4338ca", // env: VITE_ACCENT
  // accentDark: "#a5b1ff", // env: VITE_ACCENT_DARK

  cv: {
    // Put your own PDF in public/ and name it here (for example "cv.pdf"). Leave it out and the
    // build writes a one-page CV from this file, so the Download CV link always works.
    // file: "cv.pdf",
    downloadName: "Alex-Morgan-CV.pdf",
  },

  // Shown on the home page, the contact page and in the footer. A mailto link to `email` is
  // always added after these.
  social: [
    { icon: "github", href: "https://github.com/octocat", label: "GitHub" },
    { icon: "linkedin", href: "https://www.linkedin.com/in/your-profile", label: "LinkedIn" },
  ],

  github: {
    // env: VITE_GITHUB_USERNAME. Whose public repositories the Projects page lists.
    username: "octocat",
    apiBaseUrl: "https://api.github.com", // env: VITE_GITHUB_API_URL
  },

  // The Projects page. Defaults keep every public repository visible.
  projects: {
    sort: "stars", // "stars" (most starred first), "pushed" (recently pushed first) or "name"
    hideForks: false,
    hideArchived: false,
    exclude: [], // repository names never shown, e.g. ["dotfiles"]
    pin: [], // repository names shown first, in this order
  },

  tech: [
    "JavaScript",
    "React",
    "React Native",
    "Java",
    "MongoDB",
    "TypeScript",
    "Next.js",
    "Express",
    "Tailwind CSS",
    "HTML",
    "CSS",
    "Firebase",
  ],

  // The Tech Stack band on the home page shows `tech`; the About page and the CV show `skills`, in
  // groups (without `skills`, both list `tech`).
  skills: [
    { group: "Languages", items: ["TypeScript", "JavaScript", "Java", "SQL"] },
    { group: "Frontend", items: ["React", "React Native", "Next.js", "Tailwind CSS", "CSS"] },
    { group: "Backend", items: ["Node.js", "Express", "MongoDB", "Firebase", "REST APIs"] },
    { group: "Practices", items: ["Accessibility", "Testing", "Offline-first", "Code review"] },
  ],

  // Newest first. `highlights`, a few lines each, show on the About page and in the CV.
  experience: [
    {
      title: "Associate Engineer",
      company: "Example Technologies",
      period: "2024 - Present",
      summary: "Building and maintaining full-stack features with React, Node.js and MongoDB.",
      highlights: [
        "Rebuilt the task board's sync around an offline queue: no lost edits in 3,000 sessions.",
        "Made every screen usable by keyboard and screen reader; the team now reviews for both.",
      ],
    },
    {
      title: "Freelance Back-end Developer",
      company: "Example Shop",
      period: "May 2023 - Nov 2023",
      highlights: [
        "Cut checkout errors from 4% to 0.3% by computing prices in one place.",
        "Answered 95% of requests in under 80 ms, with 240 tests run on every change.",
      ],
    },
  ],

  education: [
    {
      degree: "Bachelor of Engineering",
      institution: "Example Institute of Technology",
      period: "2020 - 2024",
    },
  ],

  // Posts you published elsewhere, listed in /blog next to the ones in src/content/blog/ and
  // linking to the original: the RSS or Atom feed of your DEV, Hashnode or Medium account, read
  // once per build (a feed that cannot be read is skipped). See "Posts published elsewhere" in the README.
  blog: {
    feeds: [
      // "https://dev.to/feed/your-name",
      // "https://your-blog.hashnode.dev/rss.xml",
      // "https://medium.com/feed/@your-name",
    ],
  },

  // EmailJS sends the contact form to your inbox: see "Contact form (EmailJS)" in the README.
  // Visit statistics, off until you set them: Plausible, Umami, GoatCounter or Cloudflare Web
  // Analytics, none of which sets a cookie. See "Analytics" in the README.
  // analytics: { provider: "plausible", siteId: "your-domain.com" },

  emailjs: {
    publicKey: "your-emailjs-public-key", // env: VITE_EMAILJS_PUBLIC_KEY
    serviceId: "your-emailjs-service-id", // env: VITE_EMAILJS_SERVICE_ID
    templateId: "your-emailjs-template-id", // env: VITE_EMAILJS_TEMPLATE_ID
    // EmailJS's own throttle: at most one message per this many milliseconds from one browser.
    // 0 turns it off (the default); 10000 allows one message every 10 seconds.
    limitRate: 0, // env: VITE_EMAILJS_LIMIT_RATE
  },
});
