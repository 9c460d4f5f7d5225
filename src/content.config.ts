import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { articleSchema, unknownFieldError } from '~/lib/articles';
import { gulfDateTimePattern, timeRangePattern } from '~/lib/events';
import { salaryGuideSchema } from '~/lib/salary-guide';
import { storedSeoOverrideSchema } from '~/lib/seo/overrides';
import { seoOverridesLoader } from '~/server/loaders/seo-overrides';
import { occupationsLoader } from '~/server/loaders/occupations';
import { occupationEntrySchema } from '~/lib/occupations/schema';

// Every collection: where it loads from and the schema each entry must pass. The database
// loaders open and close their own connections. The jobs are no collection: every page that reads
// content (the layout's SEO overrides) loads the whole content store, so on-demand pages would load
// every job; the build reads them itself (src/server/jobs/built-jobs.ts).

/**
 * The admins' SEO overrides (/admin/seo-settings), one entry per page path: the page head
 * (src/layouts/Base.astro) applies the one for its path. Saving one rebuilds the site.
 */
const seoOverrides = defineCollection({ loader: seoOverridesLoader(), schema: storedSeoOverrideSchema });

/** Career articles and interview guides (content/articles/*.mdx); see content/README.md. */
const articles = defineCollection({
  loader: glob({ pattern: '*.mdx', base: './content/articles' }),
  schema: articleSchema,
});

/** The GCC salary guide (content/salary-guide.yaml): one entry, `gcc`, with every country's figures. */
const salaryGuide = defineCollection({
  loader: file('./content/salary-guide.yaml'),
  schema: salaryGuideSchema,
});

/** Event pages (content/events/*.yaml, one file per event, the file name is the route). */
const gulfDateTime = (what: string) =>
  z
    .string({
      error: `Give the ${what} as a quoted string such as '2025-03-15T09:00:00+04:00' (unquoted, YAML turns it into a date and loses the offset).`,
    })
    .regex(gulfDateTimePattern, `Write the ${what} as '2025-03-15T09:00:00+04:00': Dubai time with its +04:00 offset.`)
    .describe(`The ${what}, Dubai time`);
const dialogContent = z.object({
  heading: z.string().min(1).describe("The Learn More dialog's title"),
  sections: z
    .array(
      z
        .object({
          heading: z.string().min(1),
          text: z.string().optional().describe('A paragraph'),
          items: z.array(z.string().min(1)).optional().describe('A bulleted list'),
        })
        .refine((s) => s.text || s.items?.length, 'A Learn More section needs `text`, `items` or both.'),
    )
    .min(1, 'A Learn More dialog needs at least one section.'),
});
const events = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './content/events' }),
  schema: z
    .strictObject(
      {
        name: z.string().min(1).describe('The event name, as the page title'),
        edition: z.number().int().min(2000).max(2100).describe('The year of this edition (used in "Register for 2025")'),
        summary: z
          .string()
          .min(1)
          .max(200, 'Keep the summary under 200 characters: it is the card text on /events.')
          .describe('One sentence for cards'),
        description: z
          .string()
          .min(1)
          .max(600, 'Keep the description under 600 characters: it is the meta description and the JSON-LD description.'),
        start: gulfDateTime('start'),
        end: gulfDateTime('end'),
        venue: z
          .object({
            name: z.string().min(1),
            street: z.string().min(1),
            city: z.string().min(1),
            region: z.string().optional(),
            country: z.string().regex(/^[A-Z]{2}$/, 'The venue country is a two-letter ISO code such as AE.'),
          })
          .describe('Where it takes place (the page and the Event structured data)'),
        attendanceMode: z.enum(['offline', 'online', 'mixed']).default('offline').describe('In person, online or both'),
        scheduleStatus: z
          .enum(['scheduled', 'cancelled', 'postponed', 'rescheduled'])
          .default('scheduled')
          .describe('As announced; completed or upcoming follows from the dates'),
        registration: z
          .object({
            price: z.number().min(0),
            currency: z.string().regex(/^[A-Z]{3}$/, 'The currency is a three-letter ISO code such as USD.'),
            url: z
              .string()
              .regex(/^(https:\/\/|\/)/, 'The registration url is an https:// address or a path on this site.')
              .optional()
              .describe('Where the Register button leads while the event is upcoming'),
          })
          .optional(),
        expectedAttendees: z.string().optional().describe('"5000+": shown while upcoming'),
        stats: z
          .array(z.object({ number: z.string().min(1), title: z.string().min(1), description: z.string().min(1) }))
          .default([])
          .describe('The recap figures'),
        features: z
          .array(z.object({ number: z.string().optional(), title: z.string().min(1), description: z.string().min(1) }))
          .default([])
          .describe('What the event offers: cards under the intro'),
        highlights: z.array(z.string().min(1)).default([]).describe('One line each'),
        successStories: z
          .array(
            z.object({
              name: z.string().min(1),
              role: z.string().min(1),
              company: z.string().min(1),
              quote: z.string().min(1),
              rating: z.number().int().min(1, 'A rating is 1 to 5 stars.').max(5, 'A rating is 1 to 5 stars.'),
            }),
          )
          .default([])
          .describe("Attendees' quotes, with a 1-5 star rating"),
        companies: z.array(z.string().min(1)).default([]).describe('Participating company badges'),
        speakers: z
          .array(z.object({ name: z.string().min(1), title: z.string().min(1), topic: z.string().min(1) }))
          .default([])
          .describe('Speakers with their job title and topic'),
        agenda: z
          .array(
            z.object({
              time: z.string().regex(timeRangePattern, "Write an agenda time as '09:00-10:00' (24-hour clock)."),
              title: z.string().min(1),
              description: z.string().min(1),
            }),
          )
          .default([])
          .refine(
            (slots) =>
              slots.every((s, i) => s.time.slice(0, 5) < s.time.slice(6) && (i === 0 || slots[i - 1]!.time.slice(6) <= s.time.slice(0, 5))),
            'Agenda slots must end after they start and follow each other in time order without overlapping.',
          ),
        industries: z.array(z.string().min(1)).default([]).describe('Industry badges'),
        reasonsToAttend: z.array(z.string().min(1)).default([]).describe('The "Why attend" list'),
        learnMore: dialogContent.describe("The Learn More dialog of the event's intro"),
        closing: z
          .object({ heading: z.string().min(1), text: z.string().min(1), learnMore: dialogContent.optional() })
          .optional()
          .describe('The closing call to action at the foot of the page'),
      },
      unknownFieldError,
    )
    .refine((e) => Date.parse(e.end) > Date.parse(e.start), { message: 'The end must come after the start.', path: ['end'] }),
});

/**
 * The occupation thesaurus search expands words through (content/occupations/*.yaml, one file per
 * category; content/occupations/README.md). The migrator copies it into the database.
 */
const occupations = defineCollection({
  loader: occupationsLoader(),
  schema: occupationEntrySchema,
});

export const collections = { articles, salaryGuide, seoOverrides, events, occupations };
