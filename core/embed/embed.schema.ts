/**
 * Zod versions of the embed contract, for the API and the platform's embed builder (which may
 * carry zod). The SDK runtime uses the zod-free rules in embed.rules.ts instead, to stay small.
 */
import { z } from 'zod';
import { embedEventNames, widgetNames } from './embed-contract.ts';
import { themeTokens } from './embed.rules.ts';

export const widgetNameSchema = z.enum(widgetNames);
export const embedEventNameSchema = z.enum(embedEventNames);

export const embedThemeSchema = z.partialRecord(z.enum(themeTokens), z.string().trim().min(1).max(80));

export const embedSnippetInputSchema = z.object({
  widget: widgetNameSchema,
  options: z.record(z.string().regex(/^[a-z][a-zA-Z0-9]{0,39}$/), z.string().trim().max(2000)).default({}),
  theme: embedThemeSchema.default({}),
});
export type EmbedSnippetInput = z.infer<typeof embedSnippetInputSchema>;
