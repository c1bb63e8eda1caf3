/**
 * The shapes of the home page content in content/*.json (SPEC.md section 3). Shared by the
 * server loader (which validates the files) and the components (which only need the types).
 */
import { z } from "zod";

const text = z.string().trim().min(1);

export const testimonialSchema = z.object({
  quote: text,
  author: text,
  title: text,
  company: text,
  location: text,
  results: z.object({ value: text, metric: text }),
  tags: z.array(text),
});

export const testimonialsSchema = z.object({
  title: text,
  subtitle: text,
  items: z.array(testimonialSchema),
});

export const ctaSectionSchema = z.object({
  title: text,
  subtitle: text,
  description: text,
  cta: z.object({ primary: text, secondary: text }),
  features: z.array(text).optional(),
  benefits: z.array(text).optional(),
});

export const homepageContentSchema = z.object({
  testimonials: testimonialsSchema,
  ctaSections: z.object({ consultation: ctaSectionSchema, build: ctaSectionSchema }),
});

export const partnerSchema = z.object({
  name: text,
  url: z.url({ protocol: /^https?$/ }),
  logo: z
    .string()
    .regex(/^\/[\w./-]+$/, "logo must be a path under public/, e.g. /partners/name.svg"),
});

export const caseStudySchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: text,
  client: text,
  challenge: text,
  approach: text,
  results: z.array(text).min(1),
});

export type Testimonial = z.infer<typeof testimonialSchema>;
export type TestimonialsContent = z.infer<typeof testimonialsSchema>;
export type CtaSectionContent = z.infer<typeof ctaSectionSchema>;
export type CtaSectionKey = "consultation" | "build";
export type HomepageContent = z.infer<typeof homepageContentSchema>;
export type Partner = z.infer<typeof partnerSchema>;
export type CaseStudy = z.infer<typeof caseStudySchema>;
