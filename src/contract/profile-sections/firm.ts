import { z } from 'zod';
import { messages } from '../common';
import { entryBase, pastDate, requiredText, sectionSchemas, toUpper } from './fields';
import { sectionMessages } from './messages';

// Convictions (spec 2 §3 Conviction, §5 Firm sections)

export const convictionSchemas = sectionSchemas({
  ConvictionDate: pastDate(sectionMessages.convictionDateRequired),
  Offence: requiredText(sectionMessages.offenceRequired, 250),
  SentenceImposed: requiredText(sectionMessages.sentenceRequired, 250),
});
export type ConvictionInput = z.input<typeof convictionSchemas.create>;

export const convictionEntrySchema = z.object({
  ...entryBase,
  ConvictionDate: z.string(),
  Offence: z.string(),
  SentenceImposed: z.string(),
});
export type ConvictionEntry = z.infer<typeof convictionEntrySchema>;

// ---------------------------------------------------------------------------------------------
// Bankers (spec 2 §3 Banker, §5 Firm sections: name and address required; text upper-cased)

export const bankerSchemas = sectionSchemas({
  name: requiredText(messages.fieldRequired, 150).transform(toUpper),
  address: requiredText(messages.fieldRequired, 250).transform(toUpper),
});
export type BankerInput = z.input<typeof bankerSchemas.create>;

export const bankerEntrySchema = z.object({ ...entryBase, name: z.string(), address: z.string() });
export type BankerEntry = z.infer<typeof bankerEntrySchema>;

// ---------------------------------------------------------------------------------------------
// Services of a firm (spec 2 §3 Service, §5 Firm sections: service name and description required)

export const serviceSchemas = sectionSchemas({
  service: requiredText(messages.fieldRequired, 150).transform(toUpper),
  description: requiredText(messages.fieldRequired, 1000),
});
export type ServiceInput = z.input<typeof serviceSchemas.create>;

export const serviceEntrySchema = z.object({ ...entryBase, service: z.string(), description: z.string() });
export type ServiceEntry = z.infer<typeof serviceEntrySchema>;
